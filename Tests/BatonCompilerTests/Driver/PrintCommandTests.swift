import Foundation
import Testing
@testable import BatonCompiler

@Suite("PrintCommand")
struct PrintCommandTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("client"), withIntermediateDirectories: true)
        return folder
    }

    @Test func extensionDirectoriesAreReadFileByFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "type Query { user: User } type User { id: ID! name: String }"
            .write(to: folder.appendingPathComponent("schema.graphql"), atomically: true, encoding: .utf8)
        try "extend type User { a: Int }".write(to: folder.appendingPathComponent("client/a.graphql"), atomically: true, encoding: .utf8)
        try "extend type User { b: Int }".write(to: folder.appendingPathComponent("client/b.graphql"), atomically: true, encoding: .utf8)
        try "not graphql".write(to: folder.appendingPathComponent("client/notes.txt"), atomically: true, encoding: .utf8)
        try #"{"schema": "schema.graphql", "schemaExtensions": ["client"]}"#
            .write(to: folder.appendingPathComponent("baton.json"), atomically: true, encoding: .utf8)
        let query = folder.appendingPathComponent("q.graphql")
        try "query Q { user { name a b } }".write(to: query, atomically: true, encoding: .utf8)
        let outcome = PrintCommand(operationName: "Q", input: .config(folder.appendingPathComponent("baton.json").path),
                                   files: [query.path]).run()
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == "query Q{user{name,id}}\n")
    }

    @Test func documentErrorsFailWithTheirPositions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.graphql")
        try "type Query { user: User } type User { id: ID! name: String }".write(to: schema, atomically: true, encoding: .utf8)
        let query = folder.appendingPathComponent("q.graphql")
        try "query Q {\n  user { nmae }\n}".write(to: query, atomically: true, encoding: .utf8)
        let outcome = PrintCommand(operationName: "Q", input: .schema(schema.path), files: [query.path]).run()
        #expect(outcome.exitCode == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.diagnostics.map(\.description).contains { $0.hasPrefix("\(query.path):2:10: error: Cannot query field 'nmae'") })
    }
}
