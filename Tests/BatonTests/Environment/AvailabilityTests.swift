import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The availability check in memory (SPEC §5.11; checklist K 95–97, 99).
@Suite("Availability check (memory)")
@MainActor
struct AvailabilityTests {
    func check<O: Baton.Operation>(_ operation: O, _ store: Store) -> Availability.Answer {
        Availability.check(Environment.resolution(operation, store: store), in: store)
    }

    @Test func missingScalarMissesAndNullLinkIsFine() throws {
        let env = Environment(transport: ScriptedTransport())
        #expect(!check(EnvHeroQuery(), env.store).isAvailable)
        try env.commitPayload(EnvHeroQuery(), Payload(json: #"{"data":{"hero":{"name":"A","id":"h1"}}}"#))
        #expect(!check(EnvHeroQuery(), env.store).isAvailable)  // power missing
        try env.commitPayload(EnvHeroQuery(), Payload(json: #"{"data":{"hero":null}}"#))
        #expect(check(EnvHeroQuery(), env.store).isAvailable)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        #expect(check(EnvHeroQuery(), env.store).isAvailable)
    }

    @Test func aScalarOfTheWrongKindCountsAsAbsent() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let hero = try #require(env.store.record("EnvHero:h1"))
        hero.write(.string("strong"), at: EnvSlots.power.index)  // an older schema's cell
        #expect(!check(EnvHeroQuery(), env.store).isAvailable)
        #expect(Availability.fits(.int(3), ScalarShape(.float)))
        #expect(!Availability.fits(.float(3.5), ScalarShape(.int)))
        #expect(Availability.fits(.scalars([.int(1), nil]), ScalarShape(.int, list: true)))
        #expect(!Availability.fits(.int(1), ScalarShape(.int, list: true)))
    }

    @Test func aTypedLookupBindsTheCachedEntity() throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Cached", id: "h1")))
        let handle = env.handle(for: EnvHeroLookup(id: "h1"))
        #expect(handle.phase.data?.heroByID?.name == "Cached")
        #expect(!handle.fetch.isInFlight)
        let slot = try #require(env.store.existingSlot(#"heroByID(id:"h1")"#, on: .query))
        #expect(env.store.root(.query).value(at: slot) == .link(env.store.record("EnvHero:h1")!))
        #expect(!check(EnvHeroLookup(id: "h2"), env.store).isAvailable)
    }

    @Test func theBindingIsALocalBatchTheLogDoesNotName() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero(id: "h1")))
        var events: [LogEvent] = []
        env.log = { events.append($0) }
        #expect(check(EnvHeroLookup(id: "h1"), env.store).isAvailable)
        #expect(events.isEmpty)
    }

    @Test func aTypelessLookupBindsOnlyOneLiveRecord() throws {
        let env = Environment(transport: ScriptedTransport())
        var events: [LogEvent] = []
        env.log = { events.append($0) }
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero(id: "x")))
        #expect(check(EnvNodeLookup(id: "x"), env.store).isAvailable)
        var twin = ChangeSet()
        twin.records = [ChangeRecord(key: "EnvVillain:y", type: TypeID("EnvVillain"))]
        env.store.commit(twin, kind: .server)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero(id: "y")))
        #expect(!check(EnvNodeLookup(id: "y"), env.store).isAvailable)
        #expect(events.contains(.ambiguousIdentity(id: "y", types: ["EnvHero", "EnvVillain"])))
    }
}
