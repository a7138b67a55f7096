import Testing
@_spi(Generated) @testable import Baton

/// The log hears of a commit's write once it is done: a handler that reads, collects or
/// ends the store never sees a write in the middle.
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
