import Foundation
import GraphQL
import Testing
@testable import BatonCompiler

@Suite("schema extensions")
struct SchemaExtensionTests {
    private func target(extensions: [String: String], entries: [String], files: [String] = []) throws -> Target {
        let folder = try ScratchFolder()
        _ = try folder.write("schema.graphql", "type Query { me: User } type User { id: ID! name: String }")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("ext/more"), withIntermediateDirectories: true)
        for (name, text) in extensions { _ = try folder.write(name, text) }
        let list = entries.map { "\"\($0)\"" }.joined(separator: ", ")
        let config = try folder.write("baton.json", #"{"schema": "schema.graphql", "schemaExtensions": [\#(list)]}"#)
        let loaded = try TargetLoader(input: .config(config), files: files).load().get()
        withExtendedLifetime(folder) {}
        return loaded
    }

    @Test func filesAndDirectoriesAreReadAndFoldedIntoTheDigest() throws {
        let plain = try target(extensions: [:], entries: [])
        let one = try target(extensions: ["ext/a.graphql": "extend type User { isLocal: Boolean }"], entries: ["ext"])
        #expect(one.diagnostics.isEmpty, "\(one.diagnostics)")
        #expect(one.schema?.type(named: "User")?.field("isLocal") != nil)
        #expect(one.schemaDigest != plain.schemaDigest)
        let nested = try target(extensions: ["ext/a.graphql": "extend type User { isLocal: Boolean }",
                                             "ext/more/b.graphql": "extend type User { seen: Boolean }",
                                             "ext/notes.txt": "not read"], entries: ["ext"])
        #expect(nested.schema?.type(named: "User")?.field("seen") != nil)
        #expect(nested.compilation.extensionSources.map { PathText.lastComponent(of: $0.name) } == ["a.graphql", "b.graphql"])
        let file = try target(extensions: ["local.graphql": "extend type User { isLocal: Boolean }"], entries: ["local.graphql"])
        #expect(file.digest(matches: one))
    }

    @Test func aNonNullClientFieldIsAnErrorAtItsLine() throws {
        let loaded = try target(extensions: ["local.graphql": "extend type User {\n  isLocal: Boolean!\n}"], entries: ["local.graphql"])
        #expect(loaded.diagnostics.map { "\(PathText.lastComponent(of: $0.path)):\($0.position.line):\($0.position.column)" }
                == ["local.graphql:2:3"])
        #expect(loaded.diagnostics.first?.message.hasPrefix("Client field 'User.isLocal' is declared non-null") == true)
    }

    @Test func aMissingExtensionIsAConfigError() throws {
        let folder = try ScratchFolder()
        _ = try folder.write("schema.graphql", "type Query { a: Int }")
        let config = try folder.write("baton.json", #"{"schema": "schema.graphql", "schemaExtensions": ["gone"]}"#)
        let result = TargetLoader(input: .config(config), files: []).load()
        guard case .failure(let problems) = result else { Issue.record("loaded"); return }
        #expect(problems.items.map(\.description) == ["\(config):1:1: error: schemaExtensions: no such file or directory 'gone'"])
    }

    @Test func documentsMaySelectClientFields() throws {
        let folder = try ScratchFolder()
        let doc = try folder.write("q.graphql", "query Q { me { name isLocal } }")
        let loaded = try target(extensions: ["local.graphql": "extend type User { isLocal: Boolean }"], entries: ["local.graphql"],
                                files: [doc])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    }
}

private extension Target {
    func digest(matches other: Target) -> Bool { schemaDigest == other.schemaDigest }
}
