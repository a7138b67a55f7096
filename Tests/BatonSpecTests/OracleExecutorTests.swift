import Foundation
import Observation
import Testing
@_spi(Generated) import Baton

/// The response is the oracle (SPEC §0.12, issue 4): responses a real executor
/// (graphql-core over the baton-spec schema, `Tests/Servers/oracle/executor.py`) invents
/// for twenty seeds are committed through the generated plans, and every leaf read
/// through the generated lenses equals the raw JSON at the same path.
@Suite("The executor's responses read back through generated lenses")
struct OracleExecutorTests {
    /// Runs one operation over the seeds three ways: as graphql-core answers, with a
    /// tenth of the fields failing, and with every object's members in a seeded order;
    /// and checks the figures are worth something.
    func check<Op: Baton.Operation>(_ operation: Op, root: OperationKind = .query, atLeast minimum: Int,
                                    errorRates: [Int] = [0, 10],
                                    walk: (Op.Data, JSONTree, OracleWalk) -> Void) async throws {
        for (errors, shuffle) in errorRates.map({ ($0, false) }) + [(0, true)] {
            let figures = try await OracleRun.run(operation, root: root, errors: errors, shuffle: shuffle, walk: walk)
            #expect(figures.responses == 20)
            #expect(figures.leaves >= (errors == 0 ? minimum : minimum / 4), "\(Op.name): only \(figures.leaves) leaves compared")
            #expect(figures.disagreements.isEmpty)
            print("oracle \(Op.name) errors \(errors)%\(shuffle ? " shuffled" : ""): "
                + "\(figures.responses) responses, \(figures.leaves) leaves compared")
        }
    }

    @Test func scalarsAndScalarLists() async throws {
        try await check(TestTokenizerQuery(), atLeast: 200, walk: OracleWalkers.tokenizer)
    }

    @Test func aUnionWithAliasesAndAnInterfaceCondition() async throws {
        try await check(TestUnion(name: "a"), atLeast: 100, walk: OracleWalkers.union)
    }

    @Test func aUnionOfEntities() async throws {
        try await check(TestSearch(name: "1"), atLeast: 100, walk: OracleWalkers.search)
    }

    @Test func aNestedLinkUnderAUnionMember() async throws {
        try await check(TestSearchOrigins(name: "1"), atLeast: 40, walk: OracleWalkers.searchOrigins)
    }

    @Test(arguments: ["Character-1", "Episode-2", "Location-0"])
    func anInterfaceAtTheRoot(id: String) async throws {
        try await check(TestNodeFields(id: id), atLeast: 40, walk: OracleWalkers.nodeFields)
    }

    @Test func argumentsLiteralVariableListAndInputObject() async throws {
        try await check(TestKeys(id: "Character-2", name: "Rick"), atLeast: 100, walk: OracleWalkers.keys)
    }

    @Test func pluralLinksWithFragmentsAndNestedLinks() async throws {
        try await check(TestList(page: 1), atLeast: 200, walk: OracleWalkers.list)
    }

    @Test func enumValuesUnderTheMutationRoot() async throws {
        try await check(TestSetStatuses(), root: .mutation, atLeast: 40, walk: OracleWalkers.statuses)
    }

    @Test func mappedCustomScalars() async throws {
        try await check(TestAssetPricesQuery(), atLeast: 100, walk: OracleWalkers.assetPrices)
    }

    @Test func anEntityKeyedByTwoFields() async throws {
        try await check(TestQuotesQuery(), atLeast: 20, walk: OracleWalkers.quotes)
    }

    @Test func aLookupByTwoArguments() async throws {
        try await check(TestQuoteQuery(base: "BTC", quote: "USD"), atLeast: 40, walk: OracleWalkers.quote)
    }

    @Test func anEntityKeyedByAnotherField() async throws {
        try await check(TestAssetsQuery(), atLeast: 60, walk: OracleWalkers.assets)
    }

    @Test(arguments: [(true, false), (false, true), (true, true)])
    func fieldsUnderIncludeAndSkip(withOrigin: Bool, hideStatus: Bool) async throws {
        try await check(TestConditions(id: "Character-1", withOrigin: withOrigin, hideStatus: hideStatus),
                  atLeast: 40, walk: OracleWalkers.conditions)
    }

    @Test(arguments: [true, false])
    func aFragmentSpreadTwice(again: Bool) async throws {
        try await check(TestTwoSpreads(id: "Character-1", again: again), atLeast: 40, walk: OracleWalkers.twoSpreads)
    }

    @Test func requiredCatchThrowAndAnInlineDefer() async throws {
        try await check(TestProfileQuery(id: "Character-1"), atLeast: 150, walk: OracleWalkers.profile)
    }

    @Test func throwOnFieldErrorWithoutErrors() async throws {
        try await check(TestStrictQuery(id: "Character-2"), atLeast: 40, walk: OracleWalkers.strict)
    }

    @Test func aConnectionOnACharacter() async throws {
        try await check(TestNotesQuery(id: "Character-1"), atLeast: 100, walk: OracleWalkers.notes)
    }

    /// The root's `notes` is non-null: a failure there nulls `data`, a request error,
    /// so this one runs without failing fields.
    @Test func aConnectionOnTheRoot() async throws {
        try await check(TestRootNotesQuery(), atLeast: 100, errorRates: [0], walk: OracleWalkers.rootNotes)
    }

    /// The executor is deterministic: the same input gives the same bytes.
    @Test func theExecutorRepeatsItself() async throws {
        let first = try await OracleExecutor.runOffMain(TestList(page: 1), seeds: 1...3)
        #expect(try await OracleExecutor.runOffMain(TestList(page: 1), seeds: 1...3) == first)
        #expect(Set(first).count > 1)
    }

    /// The generated data holds what makes the comparison worth doing: nulls, empty
    /// lists, whole and exponent floats, escaped and raw text, every enum value, every
    /// member of a union, and an entity met twice in one response.
    @Test func theResponsesCoverTheCasesTheyPromise() async throws {
        func text<Op: Baton.Operation>(_ operation: Op) async throws -> String {
            try await OracleExecutor.responses(operation, seeds: 1...20).map { String(decoding: $0, as: UTF8.self) }
                .joined(separator: "\n")
        }
        let tokenizer = try await text(TestTokenizerQuery())
        for needle in ["null", "[]", "2.0", "1e+21", "1e-07", "-2147483648", #"\u00e9"#, "été", #"\ud83d\ude00"#, "😀", #"\n"#] {
            #expect(tokenizer.contains(needle), "no \(needle) in the tokenizer responses")
        }
        let statuses = try await text(TestSetStatuses())
        for value in ["ALIVE", "DEAD", "UNKNOWN"] { #expect(statuses.contains(#""\#(value)""#)) }
        let union = try await text(TestUnion(name: "a"))
        for type in ["Character", "Location", "Episode"] { #expect(union.contains(#""__typename":"\#(type)""#)) }
        let twice = try await OracleExecutor.responses(TestList(page: 1), seeds: 1...20).filter {
            String(decoding: $0, as: UTF8.self).components(separatedBy: #""id":"Character-1""#).count > 2
        }
        #expect(!twice.isEmpty, "no response names one character twice")
        // Failing fields reach every directive the profile walker checks.
        let profile = try await OracleExecutor.responses(TestProfileQuery(id: "Character-1"), seeds: 1...20, errors: 10)
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        for path in [#"["character","image"]"#, #"["character","location","name"]"#, #"["character","species"]"#,
                     #"["character","gender"]"#, #"["character","episode",0,"name"]"#] {
            #expect(profile.contains(#""path":\#(path)"#), "no error at \(path)")
        }
    }

    /// The comparison can fail: a lens over one seed's data disagrees with another's JSON.
    @Test func aWalkAgainstAnotherResponseDisagrees() async throws {
        let responses = try await OracleExecutor.responses(TestTokenizerQuery(), seeds: 1...2)
        let store = Store()
        store.commit(try Ingest.response(responses[0], resolution: Resolution(TestTokenizerQuery.plan, variables: [:], store: store)).changes,
                     kind: .server)
        let data = TestTokenizerQuery.Data(anchor: Anchor(record: store.root(.query), owner: Owner(store: store, variables: [:])))
        let other = JSONTree(try JSONSerialization.jsonObject(with: Data(responses[1])))["data"]
        let walker = OracleWalk(label: "mismatch")
        withKnownIssue { OracleWalkers.tokenizer(data, other, walker) }
        #expect(!walker.disagreements.isEmpty)
    }

    /// The invalidation count can fail: a different response does wake the reads.
    @Test func aDifferentResponseInvalidatesTheReads() async throws {
        let responses = try await OracleExecutor.responses(TestTokenizerQuery(), seeds: 1...2)
        let store = Store()
        let resolution = Resolution(TestTokenizerQuery.plan, variables: [:], store: store)
        store.commit(try Ingest.response(responses[0], resolution: resolution).changes, kind: .server)
        let data = TestTokenizerQuery.Data(anchor: Anchor(record: store.root(.query), owner: Owner(store: store, variables: [:])))
        let tree = JSONTree(try JSONSerialization.jsonObject(with: Data(responses[0])))["data"]
        let counter = InvalidationCounter()
        withObservationTracking { OracleWalkers.tokenizer(data, tree, OracleWalk(label: "seed 1")) } onChange: { counter.bump() }
        store.commit(try Ingest.response(responses[1], resolution: resolution).changes, kind: .server)
        #expect(counter.value == 1)
    }
}
