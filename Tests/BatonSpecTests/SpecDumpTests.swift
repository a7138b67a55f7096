import Foundation
import Testing
@_spi(Generated) import Baton

/// baton-spec through generated code: each case's responses are ingested with the plan the
/// emitter wrote for its operation, and the store dump must equal the case's `.store.json`
/// byte for byte (the runtime's own suite runs the same cases with hand-written plans).
@Suite("baton-spec dumps through generated plans")
struct SpecDumpTests {
    nonisolated struct Case: Sendable, CustomTestStringConvertible {
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
        Case("tests/characters-7-8", TestList.plan, ["page": 1], complete: false),
        Case("tests/characters-with-gaps", TestList.plan, ["page": 1], complete: false),
        Case("tests/keys-1", TestKeys.plan, ["id": "7", "name": "Rick"]),
        Case("tests/union-1", TestUnion.plan, ["name": "a"]),
        Case("tests/union-path-character", TestUnion.plan, ["name": "a"], complete: false),
        Case("tests/union-path-location", TestUnion.plan, ["name": "a"], complete: false),
        Case("tests/union-unknown-type", TestUnion.plan, ["name": "robot"]),
        Case("tests/union-unknown-type-twice", TestUnion.plan, ["name": "robot"]),
        Case("tests/search-1", TestSearch.plan, ["name": "1"]),
        Case("tests/character-origin-null", TestProfileQuery.plan, ["id": "1"]),
        Case("tests/character-errors-answered", TestProfileQuery.plan, ["id": "1"]),
        Case("tests/negative-error-index", TestList.plan, ["page": 1], complete: false),
        Case("tests/float-error-index", TestList.plan, ["page": 1], complete: false),
        Case("tests/asset-prices", TestAssetPricesQuery.plan),
        Case("tokenizer/response", TestTokenizerQuery.plan),
        Case("tokenizer/integral-floats", TestTokenizerQuery.plan, complete: false),
        Case("tests/character-printed-two-ways", TestList.plan, ["page": 1]),
        Case("tests/character-printed-two-ways-and-back", TestList.plan, ["page": 1]),
        Case("tests/conditions-included", TestConditions.plan, ["id": "1", "withOrigin": true, "hideStatus": false]),
        Case("tests/conditions-excluded", TestConditions.plan, ["id": "1", "withOrigin": false, "hideStatus": true]),
        Case("tests/character-deferred-1", TestProfileQuery.plan, ["id": "1"]),
        Case("tests/character-name-hidden", TestStrictQuery.plan, ["id": "1"]),
        Case("tests/node-fields-character", TestNodeFields.plan, ["id": "1"]),
        Case("tests/node-fields-episode", TestNodeFields.plan, ["id": "1"]),
        Case("tests/two-spreads-1", TestTwoSpreads.plan, ["id": "1", "again": true]),
        Case("tests/search-origins-1", TestSearchOrigins.plan, ["name": "1"]),
        Case("tests/set-favorite-1", TestSetFavorite.plan, ["id": "1", "favorite": true]),
        Case("tests/rename-1", TestRename.plan, ["id": "1", "name": "Rick Prime"]),
        Case("tests/lists-statuses", TestSetStatuses.plan),
        Case("tests/note-added-2", TestNoteAdded.plan, ["characterId": "1", "connections": []]),
        Case("tests/asset-list", TestAssetsQuery.plan),
        Case("tests/asset-by-uuid", TestAssetQuery.plan, ["uuid": "a1"]),
        Case("tests/quote-list", TestQuotesQuery.plan),
        Case("tests/quote-by-pair", TestQuoteQuery.plan, ["base": "BTC", "quote": "USD"]),
        Case("tests/pinned-character", TestPinnedCharacter.plan, ["id": "1"]),
        Case("tests/pin-character", TestPinnedCharacter.plan, ["id": "1"]),
        Case("tests/drafts", TestDrafts.plan),
        Case("tests/secrets", TestSecrets.plan, ["code": "x"]),
        Case("tests/character-secret", TestCharacterSecret.plan),
        Case("tests/node-deferred", TestNodeDeferred.plan, ["id": "1"],
             responses: ["tests/node-deferred-1.json", "tests/node-deferred-2.json"]),
        Case("tests/notes-page-1", TestNotesQuery.plan, ["id": "1"]),
        Case("tests/recent-notes-page-1", TestRecentNotesQuery.plan, ["id": "1"]),
        Case("tests/root-notes-page-1", TestRootNotesQuery.plan),
        Case("tests/author-notes-page-1", TestAuthorNotesQuery.plan, ["id": "n1"]),
        Case("tests/add-note-n9", TestAddNote.plan, ["characterId": "1", "text": "Appended", "connections": []]),
        Case("tests/add-note-n9-pending", TestAddNote.plan, ["characterId": "1", "text": "Pending", "connections": []]),
        Case("tests/add-note-n2", TestAddNote.plan,
             ["characterId": "1", "text": "Portal gun needs charging", "connections": []]),
        Case("tests/add-note-n0", TestAddNoteFirst.plan, ["characterId": "1", "text": "First", "connections": []]),
        Case("tests/add-note-node-n7", TestAddNoteNode.plan,
             ["characterId": "1", "text": "Node appended", "connections": []]),
        Case("tests/add-note-node-n0", TestAddNoteNodeFirst.plan,
             ["characterId": "1", "text": "Node first", "connections": []]),
        Case("tests/delete-note-n2", TestDeleteNote.plan, ["id": "n2"]),
        Case("tests/delete-note-7", TestDeleteNote.plan, ["id": "7"]),
    ]

    @Test(arguments: cases)
    func dumpMatches(_ testCase: Case) throws {
        let expected = try Self.text(testCase.name + ".store.json")
        #expect(try Self.dump(testCase) == expected)
    }

    /// The comparison can fail: other variables give other keys and another dump.
    @Test func aDumpDiffersWhenTheVariablesDo() throws {
        let expected = try Self.text("tests/keys-1.store.json")
        #expect(try Self.dump(Case("tests/keys-1", TestKeys.plan, ["id": "8", "name": "Rick"])) != expected)
    }

    /// The copied baton-spec data (the runtime's test fixtures; see its README for provenance).
    nonisolated static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("BatonTests/Fixtures/baton-spec")
    }

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: Self.root.appendingPathComponent(path))) }

    static func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }

    /// Ingests the case's responses in order into a fresh store and returns the dump.
    static func dump(_ testCase: Case) throws -> String {
        let store = Store()
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
        let options: IngestOptions = testCase.complete ? .server : .partial
        for (index, response) in testCase.responses.enumerated() {
            guard index > 0 else {
                let changes = try Ingest.response(try bytes(response), resolution: resolution, options: options).changes
                store.commit(changes, kind: .server)
                continue
            }
            for item in try Ingest.part(try bytes(response)).items {
                guard let target = store.target(for: item, resolution: resolution) else { continue }
                store.commit(try Ingest.item(item, at: target, resolution: resolution, options: options).changes,
                             kind: .server)
            }
        }
        return StoreExport.text(of: store)
    }
}
