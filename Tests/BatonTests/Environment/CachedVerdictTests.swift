import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A verdict comes from the data wherever the data came from: a read served from the store
/// fails under `@throwOnFieldError` exactly as the network read did (checklist J 87, 89).
@Suite("Verdicts from cached data")
@MainActor
struct CachedVerdictTests {
    static let withError = VerdictTests.withError

    @Test func aFreshEnvironmentOverTheSameStoreFailsAsTheNetworkReadDid() async throws {
        let network = Environment(transport: ScriptedTransport([EnvStrictHero.name: Self.withError]))
        let fetched = network.handle(for: EnvStrictHero())
        #expect(await wait(until: { fetched.phase.error != nil }, timeout: .seconds(120)))
        let expected = try #require(fetched.phase.error as? FieldErrors)
        // Another environment fetched the same records (through a query without the directive).
        let store = Store()
        let other = Environment(transport: ScriptedTransport([EnvHeroQuery.name: Self.withError]), store: store)
        _ = try await other.fetch(EnvHeroQuery())
        let transport = ScriptedTransport()
        let fresh = Environment(transport: transport, store: store)
        let cached = fresh.handle(for: EnvStrictHero())
        #expect((cached.phase.error as? FieldErrors) == expected)
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 0)
    }

    @Test func aSeededErrorFailsTheCachedRead() throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(Self.withError))
        let handle = env.handle(for: EnvStrictHero())
        #expect((handle.phase.error as? FieldErrors)?.errors.map(\.path) == ["hero.power"])
        #expect((handle.phase.error as? FieldErrors)?.errors.map(\.message) == ["bad"])
        #expect(transport.requestCount == 0)
    }

    @Test func aLookupBoundInTheCheckSettlesTheVerdictToo() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroes(), Payload(EnvJSON.heroes(2, errorAt: [1])))
        #expect(env.handle(for: EnvStrictLookup(id: "0"), fetchPolicy: .storeOnly).phase.isReady)
        let failed = env.handle(for: EnvStrictLookup(id: "1"), fetchPolicy: .storeOnly)
        #expect((failed.phase.error as? FieldErrors)?.errors.map(\.path) == ["heroes.1.power"])
    }

    /// Acceptance: twenty field errors landing notify twenty bodies; clearing them notifies twenty.
    @Test func twentyErrorsLandingNotifyTwentyBodiesAndClearingThemTwenty() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroes(), Payload(EnvJSON.heroes(20)))
        var handles: [OperationHandle<EnvStrictLookup>] = []
        var retentions: [Retention] = []
        for i in 0..<20 {  // each retained at once: the release buffer holds ten
            handles.append(env.handle(for: EnvStrictLookup(id: "\(i)"), fetchPolicy: .storeOnly))
            retentions.append(handles[i].retain())
        }
        #expect(handles.allSatisfy { $0.phase.isReady })
        let landed = Counter()
        for handle in handles { withObservationTracking { _ = handle.phase } onChange: { landed.bump() } }
        try env.commitPayload(EnvHeroes(), Payload(EnvJSON.heroes(20, errorAt: Array(0..<20))))
        #expect(landed.value == 20)
        #expect(handles.allSatisfy { $0.phase.error is FieldErrors })
        let cleared = Counter()
        for handle in handles { withObservationTracking { _ = handle.phase } onChange: { cleared.bump() } }
        try env.commitPayload(EnvHeroes(), Payload(EnvJSON.heroes(20)))
        #expect(cleared.value == 20)
        #expect(handles.allSatisfy { $0.phase.isReady })
        retentions.forEach { $0.end() }
    }
}

extension EnvJSON {
    /// `EnvHeroes` with `count` heroes `0…`, each with a field error on `power` when its index is in `errorAt`.
    static func heroes(_ count: Int, errorAt: [Int] = []) -> Data {
        let heroes = (0..<count).map { i in
            #"{"name":"H\#(i)","power":\#(errorAt.contains(i) ? "null" : "\(i)"),"id":"\#(i)"}"#
        }.joined(separator: ",")
        let errors = errorAt.map { #"{"message":"bad \#($0)","path":["heroes",\#($0),"power"]}"# }.joined(separator: ",")
        return Data(#"{"data":{"heroes":[\#(heroes)]}\#(errors.isEmpty ? "" : #","errors":["# + errors + "]")}"#.utf8)
    }
}
