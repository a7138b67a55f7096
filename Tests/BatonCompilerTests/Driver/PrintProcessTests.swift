import Foundation
import Testing

/// Runs the built `batonc` (it sits beside the test bundle in the build folder).
private func batonc(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = folder.appendingPathComponent("batonc")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        Issue.record("batonc is not built at \(executable.path); run `swift build` before the tests")
        return (-1, "", "")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// The repository's root, found from this file's path.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

@Suite("batonc print")
struct PrintProcessTests {
    static let schema = repository.appendingPathComponent("Examples/Schemas/github.graphql").path
    static let sources = ["IssueRow.swift", "IssuesScreen.swift"].map {
        repository.appendingPathComponent("Examples/GitHub/" + $0).path
    }
    static let issuesText = "query IssuesQuery($owner:String!,$name:String!){repository(owner:$owner,name:$name)"
        + "{nameWithOwner,issues(first:20,states:OPEN){nodes{id,...IssueRow_issue}},id}}"
        + "fragment IssueRow_issue on Issue{number,title,author{__typename,login,...on Node{__isNode:__typename,id}}}"

    @Test func gitHubIssuesQueryPrintsItsWireText() throws {
        let result = try batonc(["print", "IssuesQuery", "--schema", Self.schema] + Self.sources)
        #expect(result.status == 0)
        #expect(result.stdout == Self.issuesText + "\n")
    }

    @Test func persistConfigPrintsTheDocumentIdFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.schema, toPath: folder.appendingPathComponent("schemas/github.graphql").path)
        let config = folder.appendingPathComponent("baton.json").path
        try #"{"schema": "schemas/github.graphql", "persistConfig": {"file": "persisted.json"}}"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let result = try batonc(["print", "IssuesQuery", "--config", config] + Self.sources)
        #expect(result.status == 0)
        #expect(result.stdout == "# documentId: d8e7121ec0e10dfd0dd7c8d126e75dd1\n" + Self.issuesText + "\n")
    }

    @Test func extensionsFromTheConfigAreLeftOutOfTheText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "type Query { user(id: ID!): User } type User { id: ID! name: String }"
            .write(to: folder.appendingPathComponent("schema.graphql"), atomically: true, encoding: .utf8)
        try "extend type User { pinned: Boolean }"
            .write(to: folder.appendingPathComponent("client.graphql"), atomically: true, encoding: .utf8)
        try #"{"schema": "schema.graphql", "schemaExtensions": ["client.graphql"], "persistConfig": {"file": "p.json", "algorithm": "SHA256"}}"#
            .write(to: folder.appendingPathComponent("baton.json"), atomically: true, encoding: .utf8)
        let query = folder.appendingPathComponent("Q.graphql").path
        try "query Q($id: ID!) { user(id: $id) { name pinned } }".write(toFile: query, atomically: true, encoding: .utf8)
        let result = try batonc(["print", "Q", "--config", folder.appendingPathComponent("baton.json").path, query])
        #expect(result.status == 0)
        let text = "query Q($id:ID!){user(id:$id){name,id}}"
        // sha256sum of the text, computed outside Swift.
        #expect(result.stdout == "# documentId: db80d6d73c5febf076b8981cbd641074a9701da9bb3f63bd9029ea342898f78e\n" + text + "\n")
    }

    @Test func batonSpecThroughTheProcess() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("baton-spec")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sources").path)
            .sorted().map { folder.appendingPathComponent("sources/" + $0).path }
        for name in ["TestConditions", "TestNotesPaginationQuery", "TestPinnedCharacter"] {
            let result = try batonc(["print", name, "--config", folder.appendingPathComponent("tests/baton.json").path] + sources)
            let expected = try String(contentsOf: folder.appendingPathComponent("documents/\(name).graphql"), encoding: .utf8)
            #expect(result.status == 0)
            #expect(result.stdout == expected, "\(name)")
        }
    }

    @Test func exitCodes() throws {
        let unknown = try batonc(["print", "NoSuchQuery", "--schema", Self.schema] + Self.sources)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no operation named 'NoSuchQuery'; the target has: IssuesQuery"))
        #expect(try batonc(["print", "--schema", Self.schema]).status == 2)
        #expect(try batonc(["print", "IssuesQuery"] + Self.sources).status == 2)
        #expect(try batonc(["print", "IssuesQuery", "--frob"]).status == 2)
        #expect(try batonc(["print", "IssuesQuery", "--schema", "/nonexistent/schema.graphql"] + Self.sources).status == 1)
        let badConfig = FileManager.default.temporaryDirectory.appendingPathComponent("baton-\(UUID().uuidString).json").path
        try #"{"schema": "s.graphql", "frob": 1}"#.write(toFile: badConfig, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: badConfig) }
        let config = try batonc(["print", "Q", "--config", badConfig])
        #expect(config.status == 1)
        #expect(config.stderr.contains("\(badConfig):1:1: error: unknown key 'frob'"))
        let help = try batonc(["print", "--help"])
        #expect(help.status == 0 && help.stdout.contains("# documentId: <id>"))
        #expect(try batonc(["--help"]).stdout.contains("print      print one operation's exact wire text"))
    }
}
