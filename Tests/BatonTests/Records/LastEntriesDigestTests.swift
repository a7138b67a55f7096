import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The digest the ingest gives a record is always the one of its last entries, however the
/// record was written (once, written over by a later object, repeated byte for byte and
/// skipped): a response that sets a record back to an earlier value is written, and one that
/// repeats it tells no one. A guard for moving where the digest is made (made where an object
/// first writes its record, a record written over must be digested again).
@Suite("Record digest: the last entries")
@MainActor
struct LastEntriesDigestTests {
    /// `{"data":{"heroes":[…]}}` for `EnvHeroes`, one object per (id, name, power), id first
    /// (so a repeat of an object is tried byte for byte).
    static func heroes(_ list: [(id: String, name: String, power: Int)]) -> String {
        let items = list.map { #"{"id":"\#($0.id)","name":"\#($0.name)","power":\#($0.power)}"# }
        return #"{"data":{"heroes":[\#(items.joined(separator: ","))]}}"#
    }

    /// The digest of `record`'s entries as a change set made by hand gets it.
    static func handDigest(_ record: ChangeRecord) -> Int? {
        var copy = ChangeRecord(key: record.key, type: record.type, entries: record.entries)
        copy.makeDigest()
        return copy.digest
    }

    @Test func aRecordWrittenOverInOneResponseHasTheDigestOfItsLastEntries() throws {
        let json = Self.heroes([("h1", "a", 1), ("h2", "x", 9), ("h1", "b", 2), ("h2", "x", 9)])
        let changes = try ingest(json, EnvHeroes.plan).changes
        let h1 = try #require(changes.records.first { $0.key == "EnvHero:h1" })
        let h2 = try #require(changes.records.first { $0.key == "EnvHero:h2" })
        #expect(h1.lastValue(EnvSlots.name.index) == .string("b"))
        #expect(h1.digest != nil)
        #expect(h1.digest == Self.handDigest(h1))
        // Written once, then repeated byte for byte: the first write's digest stands.
        #expect(h2.digest != nil)
        #expect(h2.digest == Self.handDigest(h2))
        // The digest of the first write of h1 is another (the check can fail).
        let first = try ingest(Self.heroes([("h1", "a", 1)]), EnvHeroes.plan).changes
        #expect(first.records.first { $0.key == "EnvHero:h1" }?.digest != h1.digest)
    }

    @Test func everyRecordOfAResponseGetsTheDigestOfItsEntries() throws {
        // The root, a hero written over, and heroes written once.
        let json = Self.heroes([("h1", "a", 1), ("h2", "b", 2), ("h1", "c", 3), ("h3", "d", 4)])
        let changes = try ingest(json, EnvHeroes.plan).changes
        #expect(changes.records.count == 4)
        for record in changes.records {
            #expect(record.digest != nil, "\(record.key)")
            #expect(record.digest == Self.handDigest(record), "\(record.key)")
        }
    }

    /// Through an environment: a hero met twice holds its last write; a response setting it
    /// back to its first write is written and tells the name's reader once; the same
    /// response again tells no one.
    @Test func aRecordSetBackToItsFirstWriteIsWrittenAndToldOnce() async throws {
        let transport = ScriptedTransport([EnvHeroes.name: Data(Self.heroes([("h1", "a", 1), ("h1", "b", 2)]).utf8)])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroes())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        let hero = try #require(env.store.record("EnvHero:h1"))
        #expect(hero.value(at: EnvSlots.name.index) == .string("b"))
        #expect(hero.value(at: EnvSlots.power.index) == .int(2))
        let told = Counter()
        withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { told.bump() }
        transport.answer(EnvHeroes.name, with: Data(Self.heroes([("h1", "a", 1)]).utf8))
        try await handle.refetch()
        #expect(hero.value(at: EnvSlots.name.index) == .string("a"))
        #expect(hero.value(at: EnvSlots.power.index) == .int(1))
        #expect(told.value == 1)
        let again = Counter()
        withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { again.bump() }
        try await handle.refetch()
        #expect(hero.value(at: EnvSlots.name.index) == .string("a"))
        #expect(again.value == 0)
        retention.end()
    }
}
