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

@Suite("batonc process")
struct BatoncProcessTests {
    @Test func noCommandOrUnknownCommandExitsTwo() throws {
        #expect(try batonc([]).status == 2)
        let unknown = try batonc(["frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("batonc: unknown command 'frobnicate'"))
        #expect(try batonc(["validate", "x.graphql"]).status == 2)
        #expect(try batonc(["validate", "--schema", "s.graphql", "--rules", "loose"]).status == 2)
        #expect(try batonc(["validate", "--frob"]).status == 2)
        let once = try batonc(["validate", "--schema", "s.graphql", "--schema-warnings", "once"])
        #expect(once.status == 2)
        #expect(once.stderr.hasPrefix("batonc: --schema-warnings once needs --schema-warnings-stamp <file>"))
        #expect(try batonc(["print", "Q", "--schema", "s.graphql", "--schema-warnings", "sometimes"]).status == 2)
        let timing = try batonc(["generate", "--schema", "s.graphql", "--out", "out", "--timing"])
        #expect(timing.status == 2)
        #expect(timing.stderr.hasPrefix("batonc: --timing adds each phase's time to the report: give --report <file>"))
    }

    @Test func helpDocumentsTheCommand() throws {
        let help = try batonc(["validate", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--rules relay|spec"))
        #expect(help.stdout.contains("path:line:column: severity: message"))
    }

    @Test func typoInAFragmentFailsWithItsSwiftLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batonc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.graphql").path
        let row = folder.appendingPathComponent("IssueRow.swift").path
        try "type Query { issue: Issue } type Issue { number: Int! title: String! }".write(toFile: schema, atomically: true, encoding: .utf8)
        try """
        struct IssueRow {
            @Fragment("fragment IssueRow_issue on Issue { number titel }")
            var issue: IssueRow_issue
        }
        """.write(toFile: row, atomically: true, encoding: .utf8)
        let result = try batonc(["validate", "--schema", schema, row])
        #expect(result.status == 1)
        #expect(result.stderr == "\(row):2:58: error: Cannot query field 'titel' on type 'Issue'. Did you mean 'title'?\n")
        try #"@Fragment("fragment IssueRow_issue on Issue { number title }") var issue: IssueRow_issue"#
            .write(toFile: row, atomically: true, encoding: .utf8)
        let clean = try batonc(["validate", "--schema", schema, row])
        #expect(clean.status == 0)
        #expect(clean.stderr.isEmpty)
    }
}
