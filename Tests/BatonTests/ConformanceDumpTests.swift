import Testing
@_spi(Generated) @testable import Baton

/// baton-spec cases: ingest the responses in order, commit, compare the dump byte for byte.
@Suite("Conformance dumps")
@MainActor
struct ConformanceDumpTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let plan: PlanOperation
        let variables: [String: JSONValue]
        let responses: [String]
        let complete: Bool
        var testDescription: String { name }

        init(_ name: String, _ plan: PlanOperation, _ variables: [String: JSONValue] = [:],
             responses: [String]? = nil, complete: Bool = true) {
            self.name = name
            self.plan = plan
            self.variables = variables
            self.responses = responses ?? [name + ".json"]
            self.complete = complete
        }
    }

    nonisolated static let cases: [Case] = [
        Case("tests/characters-7-8", TestListPlan.operation, ["page": 1], complete: false),
        Case("tests/characters-with-gaps", TestListPlan.operation, ["page": 1], complete: false),
        Case("tests/keys-1", TestKeysPlan.operation, ["id": "7", "name": "Rick"]),
        Case("tests/union-1", TestUnionPlan.operation, ["name": "a"]),
        Case("tests/union-path-character", TestUnionPlan.operation, ["name": "a"], complete: false),
        Case("tests/union-path-location", TestUnionPlan.operation, ["name": "a"], complete: false),
        Case("tests/union-unknown-type", TestUnionPlan.operation, ["name": "robot"]),
        Case("tests/union-unknown-type-twice", TestUnionPlan.operation, ["name": "robot"]),
        Case("tests/search-1", TestSearchPlan.operation, ["name": "1"]),
        Case("tests/character-origin-null", TestProfileQueryPlan.operation, ["id": "1"]),
        Case("tests/character-errors-answered", TestProfileQueryPlan.operation, ["id": "1"]),
        Case("tests/negative-error-index", TestListPlan.operation, ["page": 1], complete: false),
        Case("tests/float-error-index", TestListPlan.operation, ["page": 1], complete: false),
        Case("tests/asset-prices", TestAssetPricesQueryPlan.operation),
        Case("tokenizer/response", TestTokenizerQueryPlan.operation),
        Case("tokenizer/integral-floats", TestTokenizerQueryPlan.operation, complete: false),
        Case("tests/character-printed-two-ways", TestListPlan.operation, ["page": 1]),
        Case("tests/character-printed-two-ways-and-back", TestListPlan.operation, ["page": 1]),
        Case("tests/conditions-included", TestConditionsPlan.operation,
             ["id": "1", "withOrigin": true, "hideStatus": false]),
        Case("tests/conditions-excluded", TestConditionsPlan.operation,
             ["id": "1", "withOrigin": false, "hideStatus": true]),
        Case("tests/character-deferred-1", TestProfileQueryPlan.operation, ["id": "1"]),
        Case("tests/character-name-hidden", TestStrictQueryPlan.operation, ["id": "1"]),
        Case("tests/node-fields-character", TestNodeFieldsPlan.operation, ["id": "1"]),
        Case("tests/node-fields-episode", TestNodeFieldsPlan.operation, ["id": "1"]),
        Case("tests/two-spreads-1", TestTwoSpreadsPlan.operation, ["id": "1", "again": true]),
        Case("tests/search-origins-1", TestSearchOriginsPlan.operation, ["name": "1"]),
        Case("tests/set-favorite-1", TestSetFavoritePlan.operation, ["id": "1", "favorite": true]),
        Case("tests/rename-1", TestRenamePlan.operation, ["id": "1", "name": "Rick Prime"]),
        Case("tests/lists-statuses", TestSetStatusesPlan.operation),
        Case("tests/note-added-2", TestNoteAddedPlan.operation, ["characterId": "1", "connections": []]),
        Case("tests/asset-list", TestAssetsQueryPlan.operation),
        Case("tests/asset-by-uuid", TestAssetQueryPlan.operation, ["uuid": "a1"]),
        Case("tests/quote-list", TestQuotesQueryPlan.operation),
        Case("tests/quote-by-pair", TestQuoteQueryPlan.operation, ["base": "BTC", "quote": "USD"]),
        Case("tests/pinned-character", TestPinnedCharacterPlan.operation, ["id": "1"]),
        Case("tests/pin-character", TestPinnedCharacterPlan.operation, ["id": "1"]),
        Case("tests/drafts", TestDraftsPlan.operation),
        Case("tests/secrets", TestSecretsPlan.operation, ["code": "x"]),
        Case("tests/character-secret", TestCharacterSecretPlan.operation),
        Case("tests/node-deferred", TestNodeDeferredPlan.operation, ["id": "1"],
             responses: ["tests/node-deferred-1.json", "tests/node-deferred-2.json"]),
        Case("tests/notes-page-1", TestNotesQueryPlan.operation, ["id": "1"]),
        Case("tests/recent-notes-page-1", TestRecentNotesQueryPlan.operation, ["id": "1"]),
        Case("tests/root-notes-page-1", TestRootNotesQueryPlan.operation),
        Case("tests/author-notes-page-1", TestAuthorNotesQueryPlan.operation, ["id": "n1"]),
        Case("tests/add-note-n9", AddNotePlans.append, ["characterId": "1", "text": "Appended", "connections": []]),
        Case("tests/add-note-n9-pending", AddNotePlans.append, ["characterId": "1", "text": "Pending", "connections": []]),
        Case("tests/add-note-n2", AddNotePlans.append,
             ["characterId": "1", "text": "Portal gun needs charging", "connections": []]),
        Case("tests/add-note-n0", AddNotePlans.prepend, ["characterId": "1", "text": "First", "connections": []]),
        Case("tests/add-note-node-n7", AddNotePlans.appendNode,
             ["characterId": "1", "text": "Node appended", "connections": []]),
        Case("tests/add-note-node-n0", AddNotePlans.prependNode,
             ["characterId": "1", "text": "Node first", "connections": []]),
        Case("tests/delete-note-n2", AddNotePlans.delete, ["id": "n2"]),
        Case("tests/delete-note-7", AddNotePlans.delete, ["id": "7"]),
    ]

    @Test(arguments: cases)
    func dumpMatches(_ testCase: Case) throws {
        let expected = try Fixtures.text(testCase.name + ".store.json")
        let actual = try Fixtures.dump(testCase.plan, variables: testCase.variables,
                                       responses: testCase.responses, complete: testCase.complete)
        #expect(actual == expected)
    }

    /// The comparison can fail: other variables give other keys and another dump.
    @Test func aDumpDiffersWhenTheVariablesDo() throws {
        let expected = try Fixtures.text("tests/keys-1.store.json")
        let actual = try Fixtures.dump(TestKeysPlan.operation, variables: ["id": "8", "name": "Rick"],
                                       responses: ["tests/keys-1.json"])
        #expect(actual != expected)
    }
}
