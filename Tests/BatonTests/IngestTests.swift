import Testing
@_spi(Generated) @testable import Baton

/// Ingest rules of SPEC §5.4 not covered by the conformance dumps.
@Suite("Ingest")
@MainActor
struct IngestTests {
    let tokenizer = Resolution(TestTokenizerQueryPlan.operation, store: Store())

    @Test func dataNullWithErrorsIsARequestError() {
        #expect(throws: GraphQLErrors([FieldError(message: "no", path: "")])) {
            try ingest(#"{"data":null,"errors":[{"message":"no"}]}"#, tokenizer)
        }
        #expect(throws: GraphQLErrors.self) { try ingest(#"{"errors":[{"message":"no"}]}"#, tokenizer) }
    }

    @Test func absentDataWithoutErrorsIsMalformed() {
        #expect(throws: IngestError.self) { try ingest(#"{"extensions":{}}"#, tokenizer) }
        #expect(throws: IngestError.self) { try ingest(#"{"data":null}"#, tokenizer) }
    }

    @Test func aMissingExpectedFieldIsMalformedUnlessPartial() throws {
        let json = #"{"data":{"tokenizer":{"id":"t1","text":"a"}}}"#
        #expect(throws: IngestError.self) { try ingest(json, tokenizer) }
        _ = try ingest(json, tokenizer, options: .partial)
    }

    @Test func deferredFieldsAreNotExpected() throws {
        let resolution = Resolution(TestProfileQueryPlan.operation, variables: ["id": "1"], store: Store())
        let json = #"{"data":{"character":{"id":"1","name":"R","origin":null,"status":"A","image":null,"location":null,"gender":null,"species":null,"type":null}}}"#
        _ = try ingest(json, resolution)
    }

    @Test func intFieldsTakeWholeFloatsAndCustomScalarsKeepText() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"tokenizer":{"id":"t1","count":3.0,"counts":[-0,2.00],"json":1.50}}}"#,
                                 TestTokenizerQueryPlan.operation, options: .partial)
        let record = store.record("Tokenizer:t1")!
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "count")) == .int(3))
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "counts")) == .scalars([.int(0), .int(2)]))
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "json")) == .string("1.50"))
    }

    @Test func unplacedErrorsStayOnTheResultWithExtensions() throws {
        let json = #"{"data":{"tokenizer":null},"errors":[{"message":"degraded","extensions":{"code":"X","n":[1]}},{"message":"far","path":["nowhere"]}]}"#
        let result = try ingest(json, tokenizer)
        #expect(result.unplacedErrors.map(\.message) == ["degraded", "far"])
        #expect(result.unplacedErrors[0].extensions == ["code": "X", "n": [1]])
        #expect(result.changes.errors.isEmpty)
    }

    @Test func placedErrorsKeepExtensionsAndCaughtFlags() throws {
        let resolution = Resolution(TestProfileQueryPlan.operation, variables: ["id": "1"], store: Store())
        let json = #"{"data":{"character":{"id":"1","name":"R","origin":null,"status":"A","image":null,"location":null,"gender":null,"species":null,"type":null}},"errors":[{"message":"img","path":["character","image"],"extensions":{"code":"E"}},{"message":"nm","path":["character","name"]}]}"#
        let result = try ingest(json, resolution)
        #expect(result.changes.errors.map(\.isCaught) == [true, false])
        #expect(result.changes.errors[0].error == FieldError(message: "img", path: "character.image", extensions: ["code": "E"]))
    }

    @Test func aPathKeyedChildBeforeTheParentKeyUsesTheKeyFoundAhead() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"rows":[{"stats":{"hp":7},"name":"a","id":"9"}]}}"#,
                                 RowsPlan.resolution(store), options: .partial)
        #expect(store.record("Row:9:stats")?.value(at: RowSlots.hp.index) == .int(7))
        #expect(store.record("Row:9")?.value(at: RowSlots.stats.index) == .link(store.record("Row:9:stats")!))
    }

    @Test func typenameIsFoundAheadInAnyOrder() throws {
        let store = Store()
        let resolution = Resolution(TestSearchPlan.operation, variables: ["name": "x"], store: store)
        try store.commitResponse(#"{"data":{"search":[{"name":"L","dimension":"D","id":"4","__typename":"Location"}]}}"#, resolution)
        #expect(store.record("Location:4") != nil)
        #expect(throws: IngestError.self) {
            try ingest(#"{"data":{"search":[{"name":"L","id":"4"}]}}"#, resolution)
        }
    }

    @Test func membershipsAreLearnedForUnlistedTypes() throws {
        let store = Store()
        let resolution = Resolution(TestUnionPlan.operation, variables: ["name": "robot"], store: store)
        let result = try ingest(#"{"data":{"search":[{"__typename":"Robot","__isNamed":"Robot","name":"B","__isNode":null}]}}"#,
                                resolution)
        #expect(result.changes.memberships == [Membership(type: TypeID("Robot"), condition: "Named")])
        store.commit(result.changes, kind: .server)
        #expect(store.satisfies(TypeID("Robot"), "Named"))
        #expect(!store.satisfies(TypeID("Robot"), "Node"))
        // Not a Node, so no key: keyed by its path under the abstract field.
        #expect(store.record(#"client:root:search(name:"robot"):0:Robot"#) != nil)
    }

    @Test func wideObjectsTrackEveryFieldPastSixtyFour() throws {
        let fields = (0..<70).map { PlanField.scalar("f\($0)", ScalarShape(.int)) }
        let plan = PlanOperation(name: "Wide", kind: .query, document: .text(""),
                                 selection: PlanSelection(type: .query, fields: [
                                     .link("w", PlanLink(PlanSelection(type: TypeID("Wide"), fields: fields))),
                                 ]))
        let resolution = Resolution(plan, store: Store())
        func response(skipping skipped: Int?) -> String {
            let members = (0..<70).filter { $0 != skipped }.map { #""f\#($0)":\#($0)"# }
            return #"{"data":{"w":{\#(members.joined(separator: ","))}}}"#
        }
        _ = try ingest(response(skipping: nil), resolution)
        #expect(throws: IngestError("missing field 'f66' on Wide", offset: 14)) {
            try ingest(response(skipping: 66), resolution)
        }
        #expect(throws: IngestError.self) { try ingest(response(skipping: 3), resolution) }
    }

    @Test func ingestRunsOffTheMainActorConcurrently() async throws {
        let store = Store()
        let resolution = Resolution(TestUnionPlan.operation, variables: ["name": "robot"], store: store)
        let bytes = try Fixtures.bytes("tests/union-unknown-type-twice.json")
        let results = try await withThrowingTaskGroup(of: IngestResult.self) { group in
            for _ in 0..<8 { group.addTask { try Ingest.response(bytes, resolution: resolution) } }
            var all: [IngestResult] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { store.commit(result.changes, kind: .server) }
        let expected = try Fixtures.text("tests/union-unknown-type-twice.store.json")
        #expect(StoreExport.text(of: store) == expected)
    }

    @Test func floatFieldsTakeIntegerTokensIncludingNegativeZero() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"tokenizer":{"id":"t1","ratio":-0,"ratios":[3,-0,0,1E2,5e-1]}}}"#,
                                 TestTokenizerQueryPlan.operation, options: .partial)
        let record = store.record("Tokenizer:t1")!
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "ratio")) == .float(-0.0))
        #expect(record.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "ratios"))
                == .scalars([.float(3), .float(-0.0), .float(0), .float(100), .float(0.5)]))
        #expect(StoreExport.text(of: store).contains(#""ratio": -0.0, "ratios": [3.0, -0.0, 0.0, 100.0, 0.5]"#))
    }

    /// Floats are read from their bytes (no `String` per number) where that is exact, and from
    /// their text otherwise; either way each is the nearest double, as a full parse gives.
    @Test func floatsReadFromTheirBytesAreTheNearestDouble() throws {
        var random = SystemRandomNumberGenerator()
        var texts: [String] = ["0.1", "-0.0", "1e22", "1e23", "9007199254740993.0", "123456789012345678901.5",
                               "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308", "0.30000000000000004"]
        for _ in 0..<2_000 {
            let digits = String((0..<Int.random(in: 1...20, using: &random)).map { _ in
                Character(String(Int.random(in: 0...9, using: &random)))
            })
            let point = Int.random(in: 0...digits.count, using: &random)
            var text = (Bool.random(using: &random) ? "-" : "") + (point == 0 ? "0" : String(digits.prefix(point)))
            if point < digits.count { text += "." + digits.dropFirst(point) }
            if Bool.random(using: &random) { text += "e\(Int.random(in: -30...30, using: &random))" }
            // JSON allows no leading zeros.
            if let match = text.firstMatch(of: /^(-?)0+([0-9])/) { text.replaceSubrange(match.range, with: match.1 + match.2) }
            texts.append(text)
        }
        let store = Store()
        try store.commitResponse(#"{"data":{"tokenizer":{"id":"t1","ratio":0,"ratios":["# + texts.joined(separator: ",") + "]}}}",
                                 TestTokenizerQueryPlan.operation, options: .partial)
        guard case .scalars(let read) = store.record("Tokenizer:t1")!.value(at: SlotRegistry.shared.slot(Types.Tokenizer, "ratios"))
        else { Issue.record("ratios not stored"); return }
        #expect(read.count == texts.count)
        for (text, value) in zip(texts, read) {
            guard case .float(let float) = value else { Issue.record("\(text) not a float"); continue }
            #expect(float.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }
}
