import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A fetch policy belongs to the holder and stays with the retention it makes, whoever else
/// attached to the shared handle since (SPEC §5.12, §5.13).
@Suite("Handles: the holder's policy")
@MainActor
struct HolderPolicyTests {
    /// An environment whose store holds `EnvHeroQuery`'s data, fresh.
    func seeded(_ transport: ScriptedTransport) throws -> Environment {
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        return env
    }

    @Test func aStoreOnlyHolderRetainingAfterANetworkAttachAllowsNoNetwork() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = try seeded(transport)
        let storeOnly = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        _ = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOrNetwork)  // another holder attaches
        let retention = storeOnly.retain()
        env.invalidate()  // refetches only where a holder allows the network
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 0)
        retention.end()
    }

    @Test func aNetworkHolderRetainingAfterAStoreOnlyAttachAllowsTheNetwork() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = try seeded(transport)
        let network = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOrNetwork)
        _ = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)  // another holder attaches
        let retention = network.retain()
        env.invalidate()
        #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
        retention.end()
    }

    @Test func eachRetentionTakesItsPolicyAway() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = try seeded(transport)
        let network = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeAndNetwork)
        #expect(await wait(until: { transport.requestCount == 1 && !network.fetch.isInFlight }, timeout: .seconds(120)))
        let storeOnly = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        let networkRetention = network.retain()
        let storeOnlyRetention = storeOnly.retain()
        networkRetention.end()  // the only holder left allows no network
        env.invalidate()
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 1)
        storeOnlyRetention.end()
    }
}
