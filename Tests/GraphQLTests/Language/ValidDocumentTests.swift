import Foundation
import Testing
@testable import GraphQL

/// Documents known to be valid parse without error.
@Suite struct ValidDocumentTests {
    @Test func parsesEveryPrintFixtureSource() throws {
        let cases = try ParserFixtures.records("print.jsonl", as: PrintCase.self)
        var parsed = 0, skipped = 0, withEmptySelectionSets = 0
        for testCase in cases {
            if testCase.needs_fragment_arguments_syntax {
                // Baton does not accept `fragment F($x: Int)`: these end in an error or a result.
                _ = try? parse(testCase.source)
                skipped += 1
                continue
            }
            do {
                _ = try parse(testCase.source)
                parsed += 1
            } catch {
                // graphql-core's validation tests parse a few documents with `{ }`.
                let relaxed = ParseOptions(allowEmptySelectionSets: true)
                if (try? parse(testCase.source, options: relaxed)) != nil {
                    withEmptySelectionSets += 1
                } else {
                    Issue.record("\(testCase.origin): \(error) in \(testCase.source.prefix(200).debugDescription)")
                }
            }
        }
        print("print.jsonl sources: \(parsed + withEmptySelectionSets)/\(cases.count - skipped) parsed "
              + "(\(withEmptySelectionSets) of them need allowEmptySelectionSets), \(skipped) skipped "
              + "(fragment arguments syntax)")
        #expect(parsed + withEmptySelectionSets == cases.count - skipped)
        #expect(withEmptySelectionSets == 3)
        #expect(parsed > 1000)
    }

    @Test func parsesEveryPrintedDocument() throws {
        let cases = try ParserFixtures.records("print.jsonl", as: PrintCase.self)
        let relaxed = ParseOptions(allowEmptySelectionSets: true)
        var parsed = 0
        for testCase in cases where !testCase.needs_fragment_arguments_syntax {
            do {
                _ = try parse(testCase.printed, options: relaxed)
                parsed += 1
            } catch {
                Issue.record("\(error) in printed \(testCase.printed.prefix(200).debugDescription)")
            }
        }
        #expect(parsed == 1067)
    }

    @Test func parsesTheGitHubSchema() throws {
        let url = ParserFixtures.folder.appendingPathComponent("schemas/github.graphql")
        let document = try parse(Source(bytes: Array(try Data(contentsOf: url)), name: "github.graphql"))
        let types = document.definitions.filter { if case .type = $0 { true } else { false } }
        #expect(types.count > 1000)
    }

    @Test func skipsBOMCommasAndComments() throws {
        let document = try parse("\u{FEFF}# comment\n,,{ a, b # trailing\r\n c }")
        let operation = try #require(document.operations.first)
        #expect(operation.selectionSet.selections.count == 3)
    }
}
