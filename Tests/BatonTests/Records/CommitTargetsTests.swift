import Testing
@_spi(Generated) @testable import Baton

/// A commit reads the records a change set names through a list that does not own them
/// (`Targets`, issue 14: commit-same): the store holds them for as long as the write runs.
/// These hold the two things that keep it so: a record whose key passes to another type in
/// the middle of a set is kept by the batch, and the log hears of a write once it is done.
@Suite("Commit targets")
@MainActor
struct CommitTargetsTests {
    static let name = SlotRegistry.shared.slot(Types.Character, "name")
    static let dimension = SlotRegistry.shared.slot(Types.Location, "dimension")

    static func changes(_ records: [ChangeRecord]) -> ChangeSet {
        var changes = ChangeSet()
        changes.records = records
        return changes
    }

    /// A set names a deleted record's key twice: first as its own type (it stays deleted,
    /// nothing else holds it), then as another, which passes the key to a new record, then
    /// a new key. The first change is written into the old record; had the old record been
    /// freed when the key passed on, the record made next (in the block just freed) would
    /// have taken it.
    @Test func aKeyPassedToAnotherTypeMidSetLeavesTheNewRecordTheSecondChangeAlone() throws {
        let store = Store()
        store.log = { _ in }
        let note = TypeID("TargetsNote"), place = TypeID("TargetsPlace")
        store.commit(Self.changes([ChangeRecord(key: "client:root:x", type: note, entries: [
            ChangeEntry(slot: 3, value: .string("A")),
        ], isDeleted: true)]), kind: .server)
        #expect(try #require(store.record("client:root:x")).isDeleted)
        store.commit(Self.changes([
            ChangeRecord(key: "client:root:x", type: note, entries: [ChangeEntry(slot: 3, value: .string("A2"))],
                         isDeleted: true),
            ChangeRecord(key: "client:root:x", type: place, entries: [ChangeEntry(slot: 0, value: .string("D"))]),
            ChangeRecord(key: "client:root:z", type: place, entries: [ChangeEntry(slot: 0, value: .string("Z"))]),
        ]), kind: .server)
        for (key, value) in [("client:root:x", "D"), ("client:root:z", "Z")] {
            let made = try #require(store.record(key))
            #expect(made.type == place)
            #expect(made.value(at: 0) == .string(value))
            #expect(made.writtenSlots == [0], "\(key)")
        }
    }

    /// The log hears of a conflict when the batch's write is done: a handler reading the
    /// store then finds every record the set names written (it may collect or end the store,
    /// which must not happen to a write in the middle).
    @Test func theLogHearsOfAConflictOnceTheSetIsWritten() throws {
        let store = Store()
        var heard: [SlotValue?] = []
        store.log = { event in
            if case .keyConflict = event { heard.append(store.record("client:root:y")?.value(at: Self.name)) }
        }
        store.commit(Self.changes([
            ChangeRecord(key: "client:root:x", type: Types.Character, entries: [ChangeEntry(slot: Self.name, value: .string("A"))]),
            ChangeRecord(key: "client:root:y", type: Types.Character, entries: [ChangeEntry(slot: Self.name, value: .string("B"))]),
        ]), kind: .server)
        store.commit(Self.changes([
            ChangeRecord(key: "client:root:y", type: Types.Character, entries: [ChangeEntry(slot: Self.name, value: .string("B2"))]),
            ChangeRecord(key: "client:root:x", type: Types.Location, entries: [ChangeEntry(slot: Self.dimension, value: .string("D"))]),
        ]), kind: .server)
        #expect(heard == [.string("B2")])
    }

    /// A handler that collects the store when it hears of a conflict runs after the write:
    /// the commit's records were all written first, and the collection then sweeps what no
    /// root holds (here, all of them) as any later collection would.
    @Test func aHandlerThatCollectsOnAConflictCollectsAfterTheWrite() throws {
        let store = Store()
        var swept: [Int] = []
        store.log = { event in
            if case .keyConflict = event { swept.append(store.collect()) }
        }
        store.commit(Self.changes([
            ChangeRecord(key: "client:root:x", type: Types.Character, entries: [ChangeEntry(slot: Self.name, value: .string("A"))]),
        ]), kind: .server)
        let summary = store.commit(Self.changes([
            ChangeRecord(key: "client:root:y", type: Types.Character, entries: [ChangeEntry(slot: Self.name, value: .string("B"))]),
            ChangeRecord(key: "client:root:x", type: Types.Location, entries: [ChangeEntry(slot: Self.dimension, value: .string("D"))]),
        ]), kind: .server)
        #expect(summary.created == 2)
        // Both records the set made were in the store when the handler collected.
        #expect(swept == [2])
        #expect(store.record("client:root:y") == nil)
    }
}
