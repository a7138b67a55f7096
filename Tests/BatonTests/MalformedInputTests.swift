import Testing
@_spi(Generated) @testable import Baton

/// Hostile and broken responses: an `IngestError` (or the read the SPEC gives), nothing
/// written, never a crash or a hang.
@Suite("Malformed input")
@MainActor
struct MalformedInputTests {
    let tokenizer = Resolution(TestTokenizerQueryPlan.operation, store: Store())
    let rows = RowsPlan.resolution(Store())

    func rejects(_ json: String, _ resolution: Resolution, options: IngestOptions = .partial,
                 sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: IngestError.self, sourceLocation: sourceLocation) {
            try ingest(json, resolution, options: options)
        }
    }

    @Test func everyTruncationOfAResponseIsRejected() throws {
        let bytes = try Fixtures.bytes("tokenizer/response.json")
        let end = bytes.lastIndex(of: UInt8(ascii: "}"))!
        var accepted: [Int] = []
        for cut in 0..<end {
            do {
                _ = try Ingest.response(Array(bytes[..<cut]), resolution: tokenizer, options: .partial)
                accepted.append(cut)
            } catch is IngestError {
            }
        }
        #expect(accepted.isEmpty)
    }

    @Test func wrongTypesAtEveryKindOfFieldAreRejected() {
        let cases = [
            #"{"data":{"tokenizer":{"id":"t1","count":"3"}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","count":true}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","ratio":"1.5"}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","flag":1}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","text":{"a":1}}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","text":["a"]}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","strings":"a"}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","counts":[1,"2"]}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","flags":[true,0]}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","jsons":{"a":1}}}}"#,
            #"{"data":{"tokenizer":"t1"}}"#,
            #"{"data":{"tokenizer":[{"id":"t1"}]}}"#,
            #"{"data":{"tokenizer":{"id":"t1","ratio":1e400}}}"#,
            #"{"data":[]}"#,
            #"{"data":"x"}"#,
            #"[]"#,
            #"{"data":{}} trailing"#,
            #"{"data":{},}"#,
            #"{"data":{"tokenizer":{"id":"t1","count":01}}}"#,
            #"{"data":{"tokenizer":{"id":"t1","text":"\x"}}}"#,
        ]
        for json in cases { rejects(json, tokenizer) }
        rejects(#"{"data":{"rows":{"id":"1"}}}"#, rows)
        rejects(#"{"data":{"rows":[{"id":"1","friend":[]}]}}"#, rows)
        rejects(#"{"data":{"rows":[{"id":"1","friends":{}}]}}"#, rows)
    }

    @Test func tenThousandLevelsAreSkippedOrRejectedWithoutRecursion() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        // Under a member the plan does not select, any depth is skipped.
        let skipped = try ingest(#"{"data":{"tokenizer":{"id":"t1","junk":\#(deep)}}}"#, tokenizer, options: .partial)
        #expect(skipped.changes.records.count == 2)
        // Unbalanced, it is malformed.
        rejects(#"{"data":{"tokenizer":{"id":"t1","junk":\#(String(repeating: "[{\"a\":", count: 10_000))}}}"#, tokenizer)
        // Deep objects under a custom scalar keep their text.
        let custom = try ingest(#"{"data":{"tokenizer":{"id":"t1","json":\#(deep)}}}"#, tokenizer, options: .partial)
        let keptText = textOf(custom) == deep
        #expect(keptText)
        // Links nested past 24 levels are malformed.
        let chain = Resolution(Self.chainPlan(depth: 40), store: Store())
        // `data` is level 1: 24 levels of objects read, 25 are malformed.
        rejects(Self.nested(24), chain, options: .partial)
        _ = try ingest(Self.nested(23), chain, options: .partial)
    }

    /// The text the change set writes to `Tokenizer:t1`'s `field`.
    func textOf(_ result: IngestResult, _ field: String = "json") -> String? {
        let slot = SlotRegistry.shared.slot(Types.Tokenizer, field)
        let record = result.changes.records.first { $0.key == "Tokenizer:t1" }
        guard case .string(let text)? = record?.lastValue(slot) else { return nil }
        return text
    }

    /// A plan of `depth` nested selections `{n{n{…}}}`.
    static func chainPlan(depth: Int) -> PlanOperation {
        var selection = PlanSelection(type: TypeID("Chain"), fields: [.scalar("v", ScalarShape(.int))])
        for _ in 0..<depth {
            selection = PlanSelection(type: TypeID("Chain"), fields: [.link("n", PlanLink(selection))])
        }
        return PlanOperation(name: "Chain", kind: .query, document: .text(""),
                             selection: PlanSelection(type: .query, fields: [.link("n", PlanLink(selection))]))
    }

    /// A response with `depth` objects below `data`, so `depth + 1` levels in all.
    static func nested(_ depth: Int) -> String {
        var object = #"{"v":1}"#
        for _ in 1..<depth { object = #"{"n":\#(object)}"# }
        return #"{"data":{"n":\#(object)}}"#
    }

    @Test func aFiftyMegabyteStringReads() throws {
        let big = String(repeating: "abcdefghij", count: 5_000_000)
        let result = try ingest(#"{"data":{"tokenizer":{"id":"t1","text":"\#(big)"}}}"#, tokenizer, options: .partial)
        let read = textOf(result, "text") == big
        #expect(read)
    }

    @Test func invalidUTF8IsRepaired() throws {
        var bytes = Array(#"{"data":{"tokenizer":{"id":"t1","text":"a"#.utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array(#"b"}}}"#.utf8)
        let result = try Ingest.response(bytes, resolution: tokenizer, options: .partial)
        #expect(textOf(result, "text") == "a\u{FFFD}\u{FFFD}b")
    }

    @Test func duplicateKeysReadAsTheLastOne() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"tokenizer":{"id":"t1","text":"first","text":"second"}}}"#,
                                 TestTokenizerQueryPlan.operation, options: .partial)
        let slot = SlotRegistry.shared.slot(Types.Tokenizer, "text")
        #expect(store.record("Tokenizer:t1")?.value(at: slot) == .string("second"))
    }

    @Test func nothingIsWrittenOnFailure() throws {
        let store = Store()
        let empty = StoreExport.text(of: store)
        #expect(throws: IngestError.self) {
            try store.commitResponse(#"{"data":{"tokenizer":{"id":"t1","text":"a","count":1.5}}}"#,
                                     TestTokenizerQueryPlan.operation, options: .partial)
        }
        #expect(StoreExport.text(of: store) == empty)
    }
}
