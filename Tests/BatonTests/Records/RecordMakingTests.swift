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

    /// An id is one id under every spelling `String` calls equal, as when the index was a
    /// dictionary of `String`s: the usual id is hashed from its key's bytes, any other (an
    /// escape, a non-ASCII byte) as a `String`, and both ways give one hash.
    @Test func anIdIsFoundUnderEverySpellingStringCallsEqual() {
        let long = "0123456789abcdefghijklmnop"
        let records = [
            Record(key: "Note:K", type: TypeID("Note")),
            Record(key: "Droid:\u{212A}", type: TypeID("Droid")),  // KELVIN SIGN: equal to "K"
            Record(key: #"Note:a\:b"#, type: TypeID("Note")),
            Record(key: #"Droid:\x"#, type: TypeID("Droid")),
            Record(key: "Note:x", type: TypeID("Note")),
            Record(key: "Note:" + long, type: TypeID("Note")),
            Record(key: "Note:caf\u{E9}", type: TypeID("Note")),
        ]
        var index = IdentityIndex()
        for record in records { index.insert(record) }
        func keys(_ id: String) -> [String] { index.records(withID: id).map(\.key) }
        #expect(keys("K") == ["Note:K", "Droid:\u{212A}"])
        #expect(keys("\u{212A}") == ["Note:K", "Droid:\u{212A}"])
        #expect(keys("a:b") == [#"Note:a\:b"#])
        #expect(keys("x") == [#"Droid:\x"#, "Note:x"])
        #expect(keys(long) == ["Note:" + long])
        #expect(keys("cafe\u{301}") == ["Note:caf\u{E9}"])
        #expect(keys("k").isEmpty)
        #expect(keys("a").isEmpty)
        for record in records { index.remove(record) }
        for id in ["K", "a:b", "x", long, "caf\u{E9}"] { #expect(keys(id).isEmpty, "\(id)") }
    }

    /// Many ids, added and removed in turn, are found exactly while held.
    @Test func manyIdsAreFoundWhileHeld() {
        var index = IdentityIndex()
        let records = (0..<3_000).map { Record(key: "Note:\($0)", type: TypeID("Note")) }
        for record in records { index.insert(record) }
        for record in records where record.key.hasSuffix("7") { index.remove(record) }
        for (n, record) in records.enumerated() {
            let held = !record.key.hasSuffix("7")
            #expect(index.records(withID: String(n)).map(\.key) == (held ? [record.key] : []))
        }
    }
}
