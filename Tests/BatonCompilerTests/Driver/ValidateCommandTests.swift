import Foundation
import Testing
import GraphQL
@testable import BatonCompiler

/// A scratch folder with files, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("baton-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = url.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

private let schemaText = """
type Query { character(id: ID!): Character characters(page: Int): [Character!]! }
type Character { id: ID! name: String! status: Status }
enum Status { ALIVE DEAD }
"""

@Suite("batonc validate")
struct ValidateCommandTests {
    @Test func typoInsideASwiftFragmentIsReportedAtItsSwiftPosition() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let row = try folder.write("Row.swift", """
        struct Row {
            @Fragment("fragment Row_character on Character { name stauts }")
            var character: Row_character
        }
        """)
        let outcome = ValidateCommand(schemaPath: schema, files: [row]).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.map(\.description)
                == ["\(row):2:59: error: Cannot query field 'stauts' on type 'Character'. Did you mean 'status'?"])
    }

    @Test func cleanDocumentsAcrossFilesExitZero() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let row = try folder.write("Row.swift", #"@Fragment("fragment Row_character on Character { name }") var c: C"#)
        let screen = try folder.write("Screen.graphql", "query Screen { characters(page: 1) { id ...Row_character } }")
        let outcome = ValidateCommand(schemaPath: schema, files: [row, screen]).run()
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.exitCode == 0)
    }

    @Test func relayRulesAllowAnUnspreadFragmentSpecRulesDoNot() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let row = try folder.write("Row.swift", #"@Fragment("fragment Row_character on Character { name }") var c: C"#)
        #expect(ValidateCommand(schemaPath: schema, ruleSet: .relay, files: [row]).run().exitCode == 0)
        let spec = ValidateCommand(schemaPath: schema, ruleSet: .spec, files: [row]).run()
        #expect(spec.exitCode == 1)
        #expect(spec.diagnostics.map(\.description) == ["\(row):1:12: error: Fragment 'Row_character' is never used."])
    }

    @Test func syntaxErrorInAMultiLineMarkerPointsIntoTheSwiftFile() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let screen = try folder.write("Screen.swift", """
        struct Screen {
            @Query(\"\"\"
                query Screen {
                  characters(page: 1) { name
                \"\"\")
            var query: Screen
        }
        """)
        let outcome = ValidateCommand(schemaPath: schema, files: [screen]).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.map(\.description)
                == ["\(screen):4:37: error: Syntax Error: Expected Name, found <EOF>."])
    }

    @Test func markerHoldingTheWrongDefinitionIsAnErrorAtTheMarker() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let screen = try folder.write("Screen.swift", """
        struct Screen {
          @Query("fragment F on Character { name } query Q { characters { ...F } }") var q: Q
        }
        """)
        let outcome = ValidateCommand(schemaPath: schema, files: [screen]).run()
        #expect(outcome.diagnostics.map(\.description)
                == ["\(screen):2:3: error: @Query holds 2 definitions, 1 of them a query; a marker holds exactly one query"])
    }

    @Test func errorsFromSeveralFilesAreAllReportedWithRelatedLocationsAsNotes() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let a = try folder.write("A.graphql", "query Same { characters { id } }")
        let b = try folder.write("B.graphql", "query Same { characters { name } }")
        let outcome = ValidateCommand(schemaPath: schema, ruleSet: .spec, files: [a, b]).run()
        #expect(outcome.diagnostics.map(\.description)
                == ["\(a):1:7: error: There can be only one operation named 'Same'.\n\(b):1:7: note: related location"])
    }

    @Test func unreadableFilesAndSchemaErrorsAreErrorsNotCrashes() throws {
        let folder = try ScratchFolder()
        let missing = folder.url.appendingPathComponent("nope.graphql").path
        let outcome = ValidateCommand(schemaPath: missing, files: []).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.map(\.description) == ["\(missing):1:1: error: no such file"])
        let broken = try folder.write("broken.graphql", "type Query { a: }")
        let second = ValidateCommand(schemaPath: broken, files: []).run()
        #expect(second.diagnostics.map(\.description) == ["\(broken):1:17: error: Syntax Error: Expected Name, found \"}\"."])
    }
}
