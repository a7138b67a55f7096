import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Heal: a read of a missing slot refetches its root once (SPEC §5.13).
@Suite("Handles: heal")
@MainActor
struct HealTests {
    @Test func aMissingReadRefetchesOnceThenIsUnexpected() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero(power: 7)])
        let env = Environment(transport: transport)
        var events: [LogEvent] = []
        env.log = { events.append($0) }
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero(power: 1)))
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        let hero = try #require(handle.phase.data?.hero)
        let record = try #require(env.store.record("EnvHero:h1"))
        record.write(.missing, at: EnvSlots.power.index)  // data the store lost
        #expect(hero.power == nil)
        #expect(hero.power == nil)  // a second read asks for nothing more
        #expect(events.filter { $0 == .missing(type: "EnvHero", field: "power") }.count == 2)
        #expect(await wait(until: { transport.requestCount == 1 && !handle.fetch.isInFlight }, timeout: .seconds(120)))
        #expect(hero.power == 7)
        record.write(.missing, at: EnvSlots.power.index)
        #expect(hero.power == nil)
        #expect(events.last == .unexpected(type: "EnvHero", field: "power"))
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 1)
        retention.end()
    }

    @Test func aStoreOnlyHolderNeverHeals() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        let retention = handle.retain()
        env.store.record("EnvHero:h1")?.write(.missing, at: EnvSlots.power.index)
        #expect(handle.phase.data?.hero?.power == nil)
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 0)
        retention.end()
    }
}
