import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A record first met by an object whose id leads it (looked up by the id token's bytes) and
/// then by one whose id comes later (looked up by its key) is one change record: both lookups
/// agree on where the record is indexed. A guard for handing the token's hash to the key.
@Suite("An id met leading and not is one record")
@MainActor
struct LeadingIDHashTests {
    /// One `EnvHeroes` hero object: the id first, or after the name.
    static func hero(_ id: String, _ name: String, _ power: Int, idFirst: Bool) -> String {
        idFirst ? #"{"id":"\#(id)","name":"\#(name)","power":\#(power)}"#
            : #"{"name":"\#(name)","id":"\#(id)","power":\#(power)}"#
    }

    static func heroes(_ objects: [String]) -> String {
        #"{"data":{"heroes":[\#(objects.joined(separator: ","))]}}"#
    }

    @Test func anIdMetFirstLeadingIsOneRecordWhereverItIsMetAgain() throws {
        let json = Self.heroes([
            Self.hero("h1", "a", 1, idFirst: true),
            Self.hero("h1", "b", 2, idFirst: false),
            Self.hero("h2", "c", 3, idFirst: true),
            Self.hero("h1", "d", 4, idFirst: true),
            Self.hero("h2", "e", 5, idFirst: false),
        ])
        let changes = try ingest(json, EnvHeroes.plan).changes
        let keys = changes.records.map(\.key).filter { $0.hasPrefix("EnvHero:") }
        #expect(keys == ["EnvHero:h1", "EnvHero:h2"])
        let h1 = try #require(changes.records.first { $0.key == "EnvHero:h1" })
        let h2 = try #require(changes.records.first { $0.key == "EnvHero:h2" })
        #expect(h1.lastValue(EnvSlots.name.index) == .string("d"))
        #expect(h1.lastValue(EnvSlots.power.index) == .int(4))
        #expect(h2.lastValue(EnvSlots.name.index) == .string("e"))
        // The list links each object to its one record, in order.
        let root = try #require(changes.records.first { $0.type == .query })
        let index = { (key: String) in changes.records.firstIndex { $0.key == key } }
        let (i1, i2) = (index("EnvHero:h1"), index("EnvHero:h2"))
        #expect(root.entries.first?.value == .links([i1, i1, i2, i1, i2]))
    }

    /// Through an environment: the store holds one hero per id, with its last values.
    @Test func theStoreHoldsOneHeroPerIdWithItsLastValues() async throws {
        let json = Self.heroes([
            Self.hero("h1", "a", 1, idFirst: true),
            Self.hero("h1", "b", 2, idFirst: false),
            Self.hero("h1", "c", 3, idFirst: true),
        ])
        let transport = ScriptedTransport([EnvHeroes.name: Data(json.utf8)])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroes())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        #expect(env.store.keys.filter { $0.hasPrefix("EnvHero:") } == ["EnvHero:h1"])
        let hero = try #require(env.store.record("EnvHero:h1"))
        #expect(hero.value(at: EnvSlots.name.index) == .string("c"))
        #expect(hero.value(at: EnvSlots.power.index) == .int(3))
        retention.end()
    }
}
