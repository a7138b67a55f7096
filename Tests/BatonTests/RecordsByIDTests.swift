import Testing
@_spi(Generated) @testable import Baton

/// A record the response names again is found by its id's bytes; what the change set holds is
/// what finding it by its key gave: one record per key, whatever way the id was spelled.
@Suite("Records by id")
@MainActor
struct RecordsByIDTests {
    static let person = TypeID("ByIDPerson")
    static let pet = TypeID("ByIDPet")

    /// `query { people { id name pets { id name } } }`
    static let pets = PlanSelection(type: pet, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let people = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
        .link("pets", PlanLink(pets, plural: true)),
    ])
    static let operation = PlanOperation(
        name: "ByIDPeople", kind: .query, document: .text("query ByIDPeople{people{id,name,pets{id,name}}}"),
        selection: PlanSelection(type: .query, fields: [.link("people", PlanLink(people, plural: true))]))

    private func people(_ items: String) -> String { #"{"data":{"people":["# + items + "]}}" }

    private func keys(_ json: String) throws -> [String] {
        try ingest(json, Resolution(Self.operation, store: Store())).changes.records.map(\.key)
    }

    @Test func anIdSpelledWithAnEscapeNamesTheSameRecord() throws {
        let keys = try keys(people(#"{"id":"1","name":"Ann","pets":[]},{"id":"\u0031","name":"Ann","pets":[]}"#))
        #expect(keys.filter { $0.hasPrefix("ByIDPerson:") } == ["ByIDPerson:1"])
    }

    @Test func anIdWithAColonIsOneRecordUnderItsEscapedKey() throws {
        let keys = try keys(people(#"{"id":"a:b","name":"Ann","pets":[]},{"id":"a:b","name":"Ann","pets":[]}"#))
        #expect(keys.filter { $0.hasPrefix("ByIDPerson:") } == [#"ByIDPerson:a\:b"#])
    }

    @Test func oneIdUnderTwoTypesIsTwoRecords() throws {
        let keys = try keys(people(#"{"id":"1","name":"Ann","pets":[{"id":"1","name":"Rex"}]},"#
            + #"{"id":"2","name":"Bo","pets":[{"id":"1","name":"Rex"},{"id":"2","name":"Tib"}]},"#
            + #"{"id":"1","name":"Ann","pets":[]}"#))
        #expect(Set(keys) == ["client:root", "ByIDPerson:1", "ByIDPerson:2", "ByIDPet:1", "ByIDPet:2"])
        #expect(keys.count == 5)
    }

    /// Far more records than the index starts with room for (a small response), each named
    /// again later: every one is found, none is made twice.
    @Test func manyRecordsNamedAgainAreEachOneRecord() throws {
        let ids = (0..<3000).map { String($0 * 7919) }
        let items = (ids + ids.reversed()).map { #"{"id":""# + $0 + #"","name":"N\#($0)","pets":[]}"# }
        let result = try ingest(people(items.joined(separator: ",")), Resolution(Self.operation, store: Store()))
        #expect(result.changes.records.count == 3001)
        #expect(Set(result.changes.records.map(\.key)).count == 3001)
    }

    /// Ids of every length to 20, each named twice, with a twin for each position that differs
    /// there by one byte: each is one record and no twin is taken for another (an id is scanned,
    /// hashed and compared a word at a time, its last bytes in one or two loads).
    @Test(arguments: 1...20)
    func idsOfEveryLengthAreFoundAndToldApart(_ length: Int) throws {
        let id = (0..<length).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }.joined()
        let twins = (0..<length).map { k in
            var bytes = Array(id.utf8)
            bytes[k] = UInt8(ascii: "Z")
            return String(decoding: bytes, as: UTF8.self)
        }
        let ids = [id] + twins
        let items = (ids + ids.reversed()).map { #"{"id":""# + $0 + #"","name":"N","pets":[]}"# }
        let keys = try keys(people(items.joined(separator: ",")))
        #expect(keys.filter { $0.hasPrefix("ByIDPerson:") } == ids.map { "ByIDPerson:" + $0 })
    }

    /// A `:` or an escape at any offset of an id, in the first word or the second, sends the id
    /// to the key path: one record under its key.
    @Test(arguments: 0..<12)
    func aColonOrEscapeAnywhereInAnIdTakesTheKeyPath(_ offset: Int) throws {
        let before = String(repeating: "a", count: offset), after = String(repeating: "c", count: 11 - offset)
        let colon = before + ":" + after
        let colonKeys = try keys(people(#"{"id":""# + colon + #"","name":"A","pets":[]},"#
            + #"{"id":""# + colon + #"","name":"A","pets":[]}"#))
        #expect(colonKeys.filter { $0.hasPrefix("ByIDPerson:") } == ["ByIDPerson:" + before + #"\:"# + after])
        let escapeKeys = try keys(people(#"{"id":""# + before + "b" + after + #"","name":"A","pets":[]},"#
            + #"{"id":""# + before + #"b"# + after + #"","name":"A","pets":[]}"#))
        #expect(escapeKeys.filter { $0.hasPrefix("ByIDPerson:") } == ["ByIDPerson:" + before + "b" + after])
    }

    /// A value changed in a later mention is written, when the record is found by its id.
    @Test func aRecordFoundByIdTakesTheLastMentionsValues() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"7","name":"Ann","pets":[]},{"id":"7","name":"Annie","pets":[]}"#),
                                 Self.operation)
        #expect(store.record("ByIDPerson:7")?.value(at: SlotRegistry.shared.slot(Self.person, "name")) == .string("Annie"))
    }

    /// The numbers 0..<20,000 as ids (every length to five digits, the way the scale pages
    /// number their records) each have their own hash: a short id and a longer one with the
    /// same leading bytes ("5" and "557") shared one while the length and the bytes were xored
    /// into the same bits, and each such pair cost a probe and a key compare.
    @Test func idsOfEveryLengthHaveTheirOwnHash() {
        let table = RecordsByID(expected: 16)
        var seen: [UInt64: String] = [:]
        var shared: [String] = []
        for n in 0..<20_000 {
            let id = String(n)
            let hash = id.utf8.withContiguousStorageIfAvailable {
                table.hash($0.baseAddress!, length: $0.count, type: Self.person)
            }!
            if let other = seen[hash] { shared.append(other + " and " + id) }
            seen[hash] = id
        }
        #expect(shared.isEmpty, "\(shared.prefix(5))")
    }

    /// The table is the only index of `Type:id` keys, so every way of reaching one key must
    /// land on it: a number token and a string spelling the same id, an empty id, and an id
    /// whose bytes are not UTF-8 (its key holds the repaired text, not the token's bytes).
    @Test func everySpellingOfOneIdIsOneRecord() throws {
        let keys = try keys(people(#"{"id":1,"name":"A","pets":[]},{"id":"1","name":"A","pets":[]},"#
            + #"{"id":"","name":"E","pets":[]},{"id":"","name":"E","pets":[]},{"id":1,"name":"B","pets":[]}"#))
        #expect(keys.filter { $0.hasPrefix("ByIDPerson:") } == ["ByIDPerson:1", "ByIDPerson:"])
        let item: [UInt8] = Array(#"{"id":"a"#.utf8) + [0xFF] + Array(#"b","name":"A","pets":[]}"#.utf8)
        let bytes = Array(#"{"data":{"people":["#.utf8) + item + [UInt8(ascii: ",")] + item + Array("]}}".utf8)
        let result = try Ingest.response(bytes, resolution: Resolution(Self.operation, store: Store()))
        #expect(result.changes.records.map(\.key).filter { $0.hasPrefix("ByIDPerson:") } == ["ByIDPerson:a\u{FFFD}b"])
    }

    /// Past the probe limit the table refuses a record, and from then on a miss is not the end
    /// of a lookup: the refused record is indexed by its key and found there.
    @Test func aRecordTheTableRefusesIsFoundByItsKey() throws {
        let json = Array(#"{"people":[]}"#.utf8)
        try json.withUnsafeBufferPointer { buffer in
            var reader = ResponseReader(JSONReader(buffer), resolution: Resolution(Self.operation, store: Store()),
                                        options: .partial, oneBuffer: true)
            let key = RecordKey.Hashed("ByIDPerson:7")
            let hash = try #require(reader.idHash(of: key.text, type: Self.person))
            // Records under other keys take every slot the key's probe may look at.
            for k in 0..<RecordsByID.probeLimit {
                let other = try reader.record(RecordKey.Hashed("client:filler:\(k)"), .query)
                let taken = reader.recordsByID.insert(hash, record: other)
                #expect(taken)
            }
            #expect(!reader.recordsByID.overflowed)
            let first = try reader.record(key, Self.person)
            #expect(reader.recordsByID.overflowed)
            #expect(try reader.record(key, Self.person) == first)
            #expect(try reader.record("ByIDPerson:7", Self.person) == first)
            #expect(reader.changes.records.count == RecordsByID.probeLimit + 1)
        }
    }

    /// Growing puts each record back by its hash's high half; one that no longer fits within the
    /// probe limit (a run pushed along by records that wrapped around the old table's end) is
    /// handed back, never dropped.
    @Test func growingHandsBackWhatNoLongerFits() {
        var table = RecordsByID(expected: 32)  // 64 slots
        var placed: [(hash: UInt64, record: Int)] = []
        func add(_ tag: UInt64) {
            let record = placed.count
            if table.insert(tag << 32, record: record) { placed.append((tag << 32, record)) }
        }
        // 16 under tag 63: the last slot of 64, then the first 15 (wrapped).
        for _ in 0..<16 { add(63) }
        // 15 under tag 78 (slot 14 of 64, taken): slots 15..<30.
        for _ in 0..<15 { add(78) }
        add(1000)
        #expect(placed.count == 32 && !table.overflowed)
        // The 33rd doubles the table: the wrapped tag-63 records go back first (63..<78), the
        // tag-78 ones after them (78..<93), and the one from the old last slot finds no room.
        add(2000)
        #expect(table.spilled == [0] && table.overflowed)
        let records = placed.map { ChangeRecord(key: "client:record:\($0.record)", type: .query) }
        for (hash, record) in placed where record != 0 {
            #expect(table.find(hash, in: records, key: records[record].hashedKey) == record)
        }
    }
}
