import Testing
@_spi(Generated) @testable import Baton

/// A commit into a large key table asks the processor for each change's key slot (and, when
/// the set makes most of its records, its entries) a few changes ahead (`Store.findRecords`,
/// issue 14's scale commit). The hints change
/// nothing a commit does: every record of a large response, the last few changes (which no
/// later change asks for ahead) included, holds what the response says, found or made, and
/// a response again changes exactly the slots it changes.
@Suite("Large commits")
@MainActor
struct LargeCommitTests {
    /// Past the table size that takes the hints (`HashSlots.isLarge`: 8,192 slots, at most
    /// half used).
    static let count = 6_000

    /// Person `i` names a friend before it (made first) and one after it (a link to a later
    /// record: written in the commit's second pass); every name is a heap string.
    static func response(renaming renamed: Set<Int> = []) -> String {
        let people = (0..<count).map { i in
            let friends = [i - 1, i + 1].filter { (0..<count).contains($0) }
                .map { #"{"id":"\#($0)","name":"\#(name($0, renamed))"}"# }.joined(separator: ",")
            return #"{"id":"\#(i)","name":"\#(name(i, renamed))","friends":[\#(friends)],"aliases":[]}"#
        }
        return #"{"data":{"people":["# + people.joined(separator: ",") + "]}}"
    }

    static func name(_ i: Int, _ renamed: Set<Int>) -> String {
        renamed.contains(i) ? "renamed person number \(i)" : "person number \(i) of the large page"
    }

    static func slot(_ field: String) -> Int { SlotRegistry.shared.slot(RepeatedSpansTests.person, field) }

    /// Every person holds its id, name and friends, as the response said.
    func expectHeld(_ store: Store, renamed: Set<Int> = []) throws {
        let people = try (0..<Self.count).map { try #require(store.record("SpanPerson:\($0)")) }
        for (i, person) in people.enumerated() {
            #expect(person.value(at: Self.slot("id")) == .string("\(i)"))
            #expect(person.value(at: Self.slot("name")) == .string(Self.name(i, renamed)))
            let friends = [i - 1, i + 1].filter { (0..<Self.count).contains($0) }.map { Optional(people[$0]) }
            #expect(person.value(at: Self.slot("friends")) == .links(friends), "person \(i)")
        }
    }

    @Test func aLargeResponseIsWrittenWholeFoundOrMade() throws {
        let store = Store()
        let made = try store.commitResponse(Self.response(), RepeatedSpansTests.operation)
        #expect(store.records.isLarge, "the commit took the path that asks ahead")
        #expect(made.created == Self.count, "every person (the store made its root)")
        try expectHeld(store)
        // Again, into a store now larger than the set: every record is found (its key's slot
        // asked for ahead, not its entries), and nothing changes.
        let again = try store.commitResponse(Self.response(), RepeatedSpansTests.operation)
        #expect(again.created == 0)
        #expect(again.changed == 0)
        try expectHeld(store)
        // Renamed people, the last one among them: exactly their names change.
        let renamed: Set<Int> = [0, 17, 2_500, Self.count - 3, Self.count - 1]
        let renaming = try store.commitResponse(Self.response(renaming: renamed), RepeatedSpansTests.operation)
        #expect(renaming.created == 0)
        #expect(renaming.changed == renamed.count)
        try expectHeld(store, renamed: renamed)
    }

    /// A hint for any hash, on a table large or small, reads nothing wrong and changes nothing.
    @Test func askingForASlotAheadChangesNoLookup() {
        var table = RecordTable()
        let records = (0..<5_000).map { Record(key: "Ahead:\($0)", type: RepeatedSpansTests.person) }
        for record in records.prefix(10) { table[record.key] = record }
        #expect(!table.isLarge)
        for hash in [Int.min, -1, 0, 1, Int.max] { table.prefetch(hash) }
        table.reserveCapacity(records.count)
        for record in records { table[record.key] = record }
        #expect(table.isLarge)
        for hash in [Int.min, -1, 0, 1, Int.max] { table.prefetch(hash) }
        #expect(table.count == records.count)
        #expect(records.allSatisfy { table[$0.key] === $0 })
    }
}
