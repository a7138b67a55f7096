import Testing
@_spi(Generated) @testable import Baton

/// String contents are skipped eight bytes at a time (`Ingest/ByteWords.swift`): a quote,
/// backslash or control byte is found wherever it falls in the word, including the last
/// bytes of the response, which are read one by one.
@Suite("Bytes a word at a time")
@MainActor
struct ByteWordsTests {
    private static let place = PlanSelection(type: Types.Location, fields: [.scalar("name", ScalarShape(.string))])
    private static let plan = PlanOperation(
        name: "Place", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [.link("place", PlanLink(place))]))

    /// The `name` a response's place holds once committed.
    private func name(_ json: String) throws -> String? {
        let store = Store()
        try store.commitResponse(json, Self.plan, options: .partial)
        let record = try #require(store.record("client:root:place"))
        guard case .string(let s) = record.value(at: SlotRegistry.shared.slot(Types.Location, "name")) else { return nil }
        return s
    }

    private func response(_ value: String) -> String { #"{"data":{"place":{"name":"\#(value)"}}}"# }

    @Test(arguments: 0..<20)
    func anEscapeAtEveryOffsetIsDecoded(_ offset: Int) throws {
        let before = String(repeating: "a", count: offset), after = String(repeating: "b", count: 19 - offset)
        #expect(try name(response(before + #"\""# + after)) == before + "\"" + after)
        #expect(try name(response(before + #"\\"# + after)) == before + "\\" + after)
        #expect(try name(response(before + #"\n"# + after)) == before + "\n" + after)
        #expect(try name(response(before + "é" + after)) == before + "é" + after)
    }

    @Test(arguments: 0..<20)
    func aControlByteAtEveryOffsetIsRejectedWhereItIs(_ offset: Int) throws {
        let json = response(String(repeating: "a", count: offset) + "\u{1F}" + String(repeating: "b", count: 19 - offset))
        let at = Array(json.utf8).firstIndex(of: 0x1F)!
        #expect(throws: IngestError("raw control character U+001F in a string", offset: at)) {
            try ingest(json, Resolution(Self.plan, store: Store()), options: .partial)
        }
    }

    @Test func theLastBytesOfAResponseAreReadOneByOne() throws {
        // Cut inside a string near the end: each cut is rejected, never read past the end.
        let json = response(String(repeating: "a", count: 30))
        let bytes = Array(json.utf8)
        for cut in (bytes.count - 14)..<bytes.count {
            #expect(throws: IngestError.self) {
                _ = try Ingest.response(Array(bytes[..<cut]), resolution: Resolution(Self.plan, store: Store()),
                                        options: .partial)
            }
        }
    }

    /// `{ places { id name } }`, keyed by id: a place met again compares its name with the
    /// one the change set holds, a word at a time.
    private static let keyedPlace = PlanSelection(type: Types.Location, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    private static let places = PlanOperation(
        name: "Places", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [.link("places", PlanLink(keyedPlace, plural: true))]))

    @Test(arguments: 0..<20)
    func aRepeatedRecordsStringThatDiffersInOneByteIsNotReused(_ offset: Int) throws {
        let first = String(repeating: "a", count: 20)
        var second = Array(first.utf8)
        second[offset] = UInt8(ascii: "b")
        let later = String(decoding: second, as: UTF8.self)
        let store = Store()
        try store.commitResponse(#"{"data":{"places":[{"id":"1","name":"\#(first)"},{"id":"1","name":"\#(later)"}]}}"#,
                                 Self.places, options: .partial)
        let record = try #require(store.record("Location:1"))
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Location, "name")) == .string(later))
        // The same again, equal this time: the value is the one both objects spell.
        try store.commitResponse(#"{"data":{"places":[{"id":"1","name":"\#(later)"},{"id":"1","name":"\#(later)"}]}}"#,
                                 Self.places, options: .partial)
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Location, "name")) == .string(later))
    }
}
