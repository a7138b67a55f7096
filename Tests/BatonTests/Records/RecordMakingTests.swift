import Testing
@_spi(Generated) @testable import Baton

/// What making a record costs is kept small (issues 12 and 14) without changing what a record
/// does: its id indexed without a list of its own, a placeholder told by its key's bytes, its
/// digest kept without an optional's extra byte.
@Suite("Record making")
@MainActor
struct RecordMakingTests {
    @Test func aPlaceholderIsToldByItsKey() {
        let type = TypeID("Character")
        #expect(Record(key: "client:placeholder:Character", type: type).isPlaceholder)
        #expect(Record(key: "client:placeholder:", type: type).isPlaceholder)
        #expect(!Record(key: "client:placeholder", type: type).isPlaceholder)
        #expect(!Record(key: "client:root", type: type).isPlaceholder)
        #expect(!Record(key: "Character:client:placeholder:", type: type).isPlaceholder)
        #expect(!Record(key: "c", type: type).isPlaceholder)
        #expect(!Record(key: "", type: type).isPlaceholder)
    }

    /// An id most often names one record; when types share it, the index lists them all, and
    /// removing them one by one leaves the others (down to none).
    @Test func anIdSharedByThreeTypesIsListedAndRemovedOneByOne() {
        let records = ["Note", "Episode", "Droid"].map { Record(key: "\($0):x", type: TypeID($0)) }
        var index = IdentityIndex()
        for record in records { index.insert(record) }
        index.insert(Record(key: "Note:y", type: TypeID("Note")))
        index.insert(Record(key: "client:root", type: TypeID("Query")))
        func keys(_ id: String) -> [String] { index.records(withID: id).map(\.key) }
        #expect(keys("x") == ["Note:x", "Episode:x", "Droid:x"])
        #expect(keys("y") == ["Note:y"])
        index.remove(records[1])
        #expect(keys("x") == ["Note:x", "Droid:x"])
        index.remove(records[1])
        #expect(keys("x") == ["Note:x", "Droid:x"], "removing a record no longer held changes nothing")
        index.remove(records[0])
        #expect(keys("x") == ["Droid:x"])
        index.insert(records[0])
        #expect(keys("x") == ["Droid:x", "Note:x"])
        index.remove(records[2])
        index.remove(records[0])
        #expect(keys("x").isEmpty)
        #expect(keys("y") == ["Note:y"])
    }

    /// A record's digest reads back as written, none included.
    @Test func aDigestReadsBackAsWritten() {
        let record = Record(key: "Note:x", type: TypeID("Note"))
        #expect(record.digest == nil)
        for digest in [0, -1, 42, Int.max] {
            record.digest = digest
            #expect(record.digest == digest)
        }
        record.digest = nil
        #expect(record.digest == nil)
    }
}
