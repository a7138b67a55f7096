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

    /// `--rules spec` is the specification's rules only: Baton's store checks on the schema (a
    /// root type may not implement an interface) and the config's checks belong to the relay
    /// rules, which `generate` runs.
    @Test func specRulesLeaveOutBatonsStoreAndConfigChecks() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", """
        interface Root { name: String }
        type Query implements Root { name: String }
        """)
        let config = try folder.write("baton.json", #"{"schema": "schema.graphql", "identity": {"default": ["uuid"]}}"#)
        let document = try folder.write("Q.graphql", "query Q { name }")
        let spec = ValidateCommand(input: .config(config), ruleSet: .spec, files: [document]).run()
        #expect(spec.diagnostics.map(\.description) == [])
        #expect(spec.exitCode == 0)
        let relay = ValidateCommand(input: .config(config), ruleSet: .relay, files: [document]).run()
        #expect(relay.exitCode == 1)
        #expect(relay.diagnostics.map(\.message).contains {
            $0 == "the query root type 'Query' implements Root; a root type may not implement an interface"
        })
        let generate = GenerateCommand(input: .config(config), outDirectory: folder.url.appendingPathComponent("out").path,
                                       files: [document]).run()
        #expect(generate.exitCode == 1)
        #expect(generate.diagnostics.map(\.message).contains { $0.contains("a root type may not implement an interface") })
    }

    /// An error with no place of its own (a run that stopped early) is reported at the
    /// documents, not at the schema.
    @Test func anAbortedRunIsReportedAtTheDocument() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", "type Query { q: Query name: String }")
        var text = "{ ...F0 }\n"
        for i in 0..<300 { text += "fragment F\(i) on Query { q { ...F\(i + 1) } }\n" }
        text += "fragment F300 on Query { name }\n"
        let document = try folder.write("Deep.graphql", text)
        let outcome = ValidateCommand(schemaPath: schema, ruleSet: .spec, files: [document]).run()
        #expect(outcome.diagnostics.map(\.description) == ["\(document):1:1: error: Validation aborted."])
    }

    /// A target with thousands of errors prints the first 100 and says the limit was reached.
    @Test func validationStopsAtOneHundredErrorsAndSaysSo() throws {
        let folder = try ScratchFolder()
        let schema = try folder.write("schema.graphql", schemaText)
        let row = try folder.write("Row.swift", "@Fragment(\"fragment Row on Character { "
                                   + (0..<400).map { "f\($0)" }.joined(separator: " ") + " }\") var c: C")
        let outcome = ValidateCommand(schemaPath: schema, files: [row]).run()
        #expect(outcome.diagnostics.count == 101)
        #expect(outcome.diagnostics.last?.description
                == "\(row):1:1: error: Too many validation errors, error limit reached. Validation aborted.")
    }

    /// A `baton.json` that is not JSON is reported at its line and column with the reason; a
    /// key given twice is an error too.
    @Test func aConfigSyntaxErrorIsReportedWhereItIs() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", schemaText)
        let config = try folder.write("baton.json", "{\n  \"schema\": \"schema.graphql\"\n  \"onError\": \"NULL\"\n}\n")
        let outcome = ValidateCommand(input: .config(config), files: []).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.map(\.description) == ["\(config):3:3: error: invalid JSON: expected ',' or '}' in an object, found '\"'"])
        let twice = try folder.write("twice.json", "{\"schema\": \"schema.graphql\", \"schema\": \"other.graphql\"}")
        #expect(ValidateCommand(input: .config(twice), files: []).run().diagnostics.map(\.description)
                == ["\(twice):1:30: error: invalid JSON: the key 'schema' is given twice in one object"])
    }
}
