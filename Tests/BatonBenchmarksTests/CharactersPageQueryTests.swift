import Foundation
import GraphQL
import Testing
@testable import BatonBenchmarks

/// The query text selects exactly the fixture's shape: every object of the page has the
/// keys its selection asks for, no more and no fewer.
@MainActor
@Suite struct CharactersPageQueryTests {
    @Test func everyObjectAnswersExactlyItsSelection() throws {
        let document = try parse(Source(CharactersPage.query))
        let operation = try #require(document.operations.first)
        #expect(operation.name?.value == "CharactersPage")
        let page = try JSONSerialization.jsonObject(with: Data(CharactersPage.standard)) as? [String: Any]
        let data = try #require(page?["data"])
        var mismatches: [String] = []
        var checked = 0
        compare(data, operation.selectionSet, path: "data", mismatches: &mismatches, checked: &checked)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(checked == FixtureFacts.standard.objectCount - 1, "every object below the envelope")
    }

    /// Walks the JSON value and the selection together.
    private func compare(_ value: Any, _ selection: SelectionSet, path: String,
                         mismatches: inout [String], checked: inout Int) {
        if let list = value as? [Any] {
            for (index, element) in list.enumerated() {
                compare(element, selection, path: "\(path)[\(index)]", mismatches: &mismatches, checked: &checked)
            }
            return
        }
        guard let object = value as? [String: Any] else {
            if !(value is NSNull) { mismatches.append("\(path) is not an object") }
            return
        }
        checked += 1
        let fields = selection.selections.compactMap { if case .field(let field) = $0 { field } else { nil } }
        if Set(object.keys) != Set(fields.map(\.responseKey)) {
            mismatches.append("\(path): \(object.keys.sorted()) vs \(fields.map(\.responseKey).sorted())")
        }
        for field in fields {
            guard let child = field.selectionSet, let member = object[field.responseKey] else { continue }
            compare(member, child, path: "\(path).\(field.responseKey)", mismatches: &mismatches, checked: &checked)
        }
    }
}

/// The query is an operation the Rick and Morty API accepts.
@Suite struct CharactersPageSchemaTests {
    @Test func theQueryIsValidAgainstTheRickAndMortySchema() throws {
        let url = RepositoryPaths.fixtures.appendingPathComponent("rickandmorty.graphql")
        let sdl = try String(contentsOf: url, encoding: .utf8)
        let schema = try buildSchema(sdl: sdl)
        let errors = validate(schema: schema, document: try parse(Source(CharactersPage.query)))
        #expect(errors.map(\.message) == [])
        let wrong = validate(schema: schema, document: try parse(Source("{ characters(page: 1) { nope } }")))
        #expect(!wrong.isEmpty, "the schema really is checked")
    }
}
