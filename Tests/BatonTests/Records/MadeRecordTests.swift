import Observation
import Testing
@_spi(Generated) @testable import Baton

/// A record a commit makes is written without comparing or counting its slots (it held
/// nothing, and no one reads it yet), and the id index reads type names it keeps (issue 14:
/// commit-empty and the scale commit). Neither may change what a record holds.
@Suite("Made records")
@MainActor
struct MadeRecordTests {
    static let type = TypeID("MadeNote")

    static func changes(_ records: [ChangeRecord], errors: [PlacedError] = []) -> ChangeSet {
        var changes = ChangeSet()
        changes.records = records
        changes.errors = errors
        return changes
    }

    /// The last entry per slot wins, errors land beside values and alone, links reach the
    /// record made with them, and the id index knows each record; the same set again
    /// changes nothing.
    @Test func aMadeRecordHoldsItsLastEntriesAndItsErrors() throws {
        let store = Store()
        let alone = FieldError(message: "alone", path: "note.extra")
        let beside = FieldError(message: "beside", path: "note.count")
        let changes = Self.changes([
            ChangeRecord(key: "MadeNote:1", type: Self.type, entries: [
                ChangeEntry(slot: 2, value: .string("first")),
                ChangeEntry(slot: 0, value: .int(1)),
                ChangeEntry(slot: 2, value: .string("last")),
                ChangeEntry(slot: 1, value: .link(1)),
            ]),
            ChangeRecord(key: "MadeNote:2", type: Self.type, entries: [ChangeEntry(slot: 0, value: .null)]),
        ], errors: [
            PlacedError(record: 0, slot: 3, error: alone, isCaught: false),
            PlacedError(record: 0, slot: 0, error: beside, isCaught: false),
            PlacedError(record: 0, slot: 0, error: alone, isCaught: false),
        ])
        let summary = store.commit(changes, kind: .server)
        #expect(summary.created == 2)
        #expect(summary.changed == 0)
        let note = try #require(store.record("MadeNote:1"))
        let other = try #require(store.record("MadeNote:2"))
        #expect(note.value(at: 0) == .int(1))
        #expect(note.value(at: 1) == .link(other))
        #expect(note.value(at: 2) == .string("last"))
        #expect(note.value(at: 3) == .missing)
        #expect(note.storedError(at: 0) == beside, "the first error placed on a slot stays")
        #expect(note.storedError(at: 3) == alone)
        #expect(other.value(at: 0) == .null)
        #expect(store.identities.records(withID: "1").map(\.key) == ["MadeNote:1"])
        #expect(store.identities.records(withID: "2").map(\.key) == ["MadeNote:2"])
        #expect(store.commit(changes, kind: .server).changed == 0)
    }

    /// A record of a type only a response named is indexed by its id like any other (its
    /// name is not kept by the index, as the build's are).
    @Test func aScopedTypesRecordIsIndexedByItsId() throws {
        let store = Store()
        let scoped = try #require(TypeRegistry.shared.scopedType("MadeScopedNote")).type
        #expect(scoped.isScoped)
        _ = store.commit(Self.changes([ChangeRecord(key: "MadeScopedNote:7", type: scoped),
                                       ChangeRecord(key: "MadeNote:7", type: Self.type)]), kind: .server)
        #expect(store.identities.records(withID: "7").map(\.key) == ["MadeScopedNote:7", "MadeNote:7"])
        TypeRegistry.shared.release([scoped])
    }

    /// A batch knows its own records by the generation each carries. The store's numbering
    /// wraps after 65,535 batches: a record made by an old batch of the number a new batch
    /// takes is not the new batch's own, so a change to it still tells its readers.
    @Test func aRecordMadeBeforeTheNumberingWrappedStillNotifies() {
        let store = Store()
        let first = store.commit(Self.changes([ChangeRecord(key: "MadeNote:9", type: Self.type, entries: [
            ChangeEntry(slot: 0, value: .int(1)),
        ])]), kind: .server)
        #expect(first.created == 1)
        let note = store.record("MadeNote:9")!
        let made = note.madeIn
        let counter = Counter()
        withObservationTracking { _ = note[slot: 0] } onChange: { counter.bump() }
        // The next batch wraps the numbering and takes the first batch's number again.
        store.batchGeneration = .max
        let summary = store.commit(Self.changes([ChangeRecord(key: "MadeNote:9", type: Self.type, entries: [
            ChangeEntry(slot: 0, value: .int(2)),
        ])]), kind: .server)
        #expect(store.batchGeneration == made)
        #expect(summary.created == 0)
        #expect(summary.changed == 1)
        #expect(counter.value == 1)
        #expect(note.value(at: 0) == .int(2))
    }

    /// A made record's links and link lists reach the records they name, ahead in the set,
    /// back, itself, with a list's nil kept in place; a key the set names again takes the
    /// later change last.
    @Test func aMadeRecordsLinksAheadReachTheirRecords() throws {
        let store = Store()
        let changes = Self.changes([
            ChangeRecord(key: "MadeNote:1", type: Self.type, entries: [
                ChangeEntry(slot: 0, value: .link(3)),
                ChangeEntry(slot: 1, value: .links([1, nil, 4])),
                ChangeEntry(slot: 2, value: .string("first")),
            ]),
            ChangeRecord(key: "MadeNote:2", type: Self.type, entries: [ChangeEntry(slot: 0, value: .link(0))]),
            ChangeRecord(key: "MadeNote:1", type: Self.type, entries: [ChangeEntry(slot: 2, value: .string("again"))]),
            ChangeRecord(key: "MadeNote:4", type: Self.type, entries: [ChangeEntry(slot: 0, value: .int(4))]),
            ChangeRecord(key: "MadeNote:5", type: Self.type, entries: [ChangeEntry(slot: 0, value: .link(4))]),
        ])
        let summary = store.commit(changes, kind: .server)
        #expect(summary.created == 4)
        let one = try #require(store.record("MadeNote:1"))
        let two = try #require(store.record("MadeNote:2"))
        let four = try #require(store.record("MadeNote:4"))
        let five = try #require(store.record("MadeNote:5"))
        #expect(one.value(at: 0) == .link(four))
        #expect(one.value(at: 1) == .links([two, nil, five]))
        #expect(one.value(at: 2) == .string("again"), "the set's later change to the key is written last")
        #expect(two.value(at: 0) == .link(one))
        #expect(four.value(at: 0) == .int(4))
        #expect(five.value(at: 0) == .link(five))
    }

    /// A made record whose change names its slots in rising order with gaps (its values built
    /// whole) reads missing in the gaps and past the last slot, and holds exactly the slots
    /// written; the same set again changes nothing.
    @Test func aMadeRecordsValuesLeaveTheSlotsItsChangeSkipsMissing() throws {
        let store = Store()
        let changes = Self.changes([ChangeRecord(key: "MadeNote:gaps", type: Self.type, entries: [
            ChangeEntry(slot: 1, value: .string("one")),
            ChangeEntry(slot: 4, value: .null),
            ChangeEntry(slot: 6, value: .int(6)),
        ])])
        #expect(store.commit(changes, kind: .server).created == 1)
        let note = try #require(store.record("MadeNote:gaps"))
        #expect(note.value(at: 0) == .missing)
        #expect(note.value(at: 1) == .string("one"))
        #expect(note.value(at: 2) == .missing)
        #expect(note.value(at: 4) == .null)
        #expect(note.value(at: 6) == .int(6))
        #expect(note.value(at: 7) == .missing)
        #expect(note.writtenSlots == [1, 4, 6])
        #expect(store.commit(changes, kind: .server).changed == 0)
    }
}
