import Foundation
import Testing
@testable import BatonCompiler

private let schema = """
interface Node { id: ID! }
type Query { character(id: ID!): Character node(id: ID!): Node }
type Character implements Node {
  id: ID!
  name: String
  notes(first: Int, after: String, last: Int, before: String): NoteConnection
}
type NoteConnection { edges: [NoteEdge] pageInfo: PageInfo totalCount: Int }
type NoteEdge { cursor: String node: Note }
type Note implements Node { id: ID! text: String }
type PageInfo { hasNextPage: Boolean endCursor: String hasPreviousPage: Boolean startCursor: String }
"""

private let screen = #"""
struct NotesScreen {
    @Query("""
    query NotesScreenQuery($id: ID!, $count: Int) {
      character(id: $id) { name ...NotesList_character @arguments(count: $count) }
    }
    """)
    var query: NotesScreenQuery
}

struct NotesList {
    @Fragment("""
    fragment NotesList_character on Character
    @refetchable(queryName: "NotesListPaginationQuery")
    @argumentDefinitions(count: {type: "Int", defaultValue: 10}, cursor: {type: "String"}) {
      notes(first: $count, after: $cursor) @connection(key: "NotesList_notes") {
        totalCount
        edges { node { id text isStarred } }
      }
    }
    """)
    var character: NotesList_character
}
"""#

@Suite("batonc validate under the relay rules")
struct RelayValidateCommandTests {
    @Test func fragmentWithArgumentsAndAConnectionIsClean() throws {
        let folder = try ScratchFolder()
        let schemaPath = try folder.write("schema.graphql", schema)
        let extensionPath = try folder.write("client.graphql", "extend type Note { isStarred: Boolean }")
        let file = try folder.write("Notes.swift", screen)
        let outcome = ValidateCommand(schemaPath: schemaPath, extensionPaths: [extensionPath], files: [file]).run()
        #expect(outcome.diagnostics.map(\.description) == [])
        #expect(outcome.exitCode == 0)
    }

    @Test func mistakesInsideTheSwiftFileAreReportedAtTheirSwiftPositions() throws {
        let folder = try ScratchFolder()
        let schemaPath = try folder.write("schema.graphql", schema)
        let extensionPath = try folder.write("client.graphql", "extend type Note { isStarred: Boolean! }")
        let broken = screen.replacingOccurrences(of: "@arguments(count: $count)", with: "@arguments(count: \"ten\")")
            .replacingOccurrences(of: "\"NotesList_notes\"", with: "\"notes\"")
        let file = try folder.write("Notes.swift", broken)
        let outcome = ValidateCommand(schemaPath: schemaPath, extensionPaths: [extensionPath], files: [file]).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(extensionPath):1:20: error: Client field 'Note.isStarred' is declared non-null ('Boolean!'); a client field "
                + "must be nullable, because the server never sends it.",
            "\(file):3:38: error: Variable '$count' is never used in operation 'NotesScreenQuery'.",
            "\(file):4:74: error: Invalid value for argument 'count' of fragment 'NotesList_character': expected a value "
                + "of type 'Int'.",
            "\(file):15:61: error: Expected the key argument to @connection to be of form '<SomeName>_notes', got 'notes'.\n"
                + "\(file):15:7: note: related location",
        ])
    }

    @Test func theProcessExitsZeroOnTheCleanFile() throws {
        let folder = try ScratchFolder()
        let schemaPath = try folder.write("schema.graphql", schema)
        let extensionPath = try folder.write("client.graphql", "extend type Note { isStarred: Boolean }")
        let file = try folder.write("Notes.swift", screen)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("batonc")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("batonc is not built at \(executable.path)")
            return
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["validate", "--schema", schemaPath, "--extension", extensionPath, file]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(stderr == "")
        let refused = Process()
        refused.executableURL = executable
        refused.arguments = ["validate", "--schema", schemaPath, file]  // without the extension, isStarred is unknown
        refused.standardError = Pipe()
        try refused.run()
        refused.waitUntilExit()
        #expect(refused.terminationStatus == 1)
    }
}
