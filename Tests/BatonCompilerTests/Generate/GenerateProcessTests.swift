import Foundation
import Testing

/// Runs the built `batonc` in `directory` (it sits beside the test bundle in the build folder).
func runBatonc(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("batonc")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        Issue.record("batonc is not built at \(executable.path); run `swift build` before the tests")
        return (-1, "", "")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

@Suite("batonc generate process")
struct GenerateProcessTests {
    private func scratch() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        _ = try folder.write("schema.graphql", "type Query { character(id: ID!): Character } type Character { id: ID! name: String! }")
        _ = try folder.write("baton.json", #"{"schema": "schema.graphql"}"#)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        _ = try folder.write("Sources/App/Row.swift", """
        struct Row {
            @Fragment("fragment Row_character on Character { name }")
            var character: Row_character
        }
        """)
        return folder
    }

    @Test func badUsageExitsTwo() throws {
        #expect(try runBatonc(["generate"]).status == 2)
        #expect(try runBatonc(["generate", "--config", "baton.json", "A.swift"]).status == 2)  // no --out / --emit
        #expect(try runBatonc(["generate", "--out", "out", "A.swift"]).status == 2)  // no --config
        #expect(try runBatonc(["generate", "--config", "baton.json", "--emit", "A.swift", "A.swift"]).status == 2)
        #expect(try runBatonc(["generate", "--config", "baton.json", "--out", "o", "--language", "java"]).status == 2)
        let unknown = try runBatonc(["generate", "--frob"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("batonc: unknown option '--frob'"))
    }

    @Test func helpDocumentsEveryFlag() throws {
        let help = try runBatonc(["generate", "--help"])
        #expect(help.status == 0)
        for flag in ["--config", "--language", "--out", "--emit", "--shared", "--report", "--check"] {
            #expect(help.stdout.contains(flag), "\(flag)")
        }
        #expect(try runBatonc(["--help"]).stdout.contains("generate"))
        #expect(try runBatonc(["validate", "--help"]).stdout.contains("--config"))
    }

    @Test func generateWritesOutputsNamedFromTheWorkingDirectory() throws {
        let folder = try scratch()
        let run = try runBatonc(["generate", "--config", "baton.json", "--out", "out", "--report", "out/report.json",
                                 "Sources/App/Row.swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/out").sorted()
        #expect(names == ["Baton.baton.swift", "Sources_App_Row.baton.swift", "report.json"])
        let report = try String(contentsOfFile: folder.url.path + "/out/report.json", encoding: .utf8)
        #expect(report.contains("\"source\": \"Sources/App/Row.swift\""))
    }

    @Test func checkExitsOneNamingStaleFilesAndZeroWhenFresh() throws {
        let folder = try scratch()
        let arguments = ["generate", "--config", "baton.json", "--out", "out", "Sources/App/Row.swift"]
        let missing = try runBatonc(arguments + ["--check"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.stderr == "out/Sources_App_Row.baton.swift:1:1: error: missing: generate would write this file\n"
                + "out/Baton.baton.swift:1:1: error: missing: generate would write this file\n")
        #expect(try runBatonc(arguments, in: folder.url).status == 0)
        let fresh = try runBatonc(arguments + ["--check"], in: folder.url)
        #expect(fresh.status == 0)
        #expect(fresh.stderr.isEmpty)
    }

    @Test func aDocumentErrorWritesNothingAndExitsOne() throws {
        let folder = try scratch()
        _ = try folder.write("Sources/App/Bad.swift", #"@Fragment("fragment Bad on Character { nmae }") var bad: Int"#)
        let run = try runBatonc(["generate", "--config", "baton.json", "--out", "out", "Sources/App/Row.swift",
                                 "Sources/App/Bad.swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr == "Sources/App/Bad.swift:1:40: error: Cannot query field 'nmae' on type 'Character'. Did you mean 'name'?\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/out"))
    }

    @Test func aConfigErrorPointsAtTheConfig() throws {
        let folder = try scratch()
        _ = try folder.write("bad.json", #"{"schema": "schema.graphql", "transient": {"types": ["Nope"]}}"#)
        let run = try runBatonc(["generate", "--config", "bad.json", "--out", "out", "Sources/App/Row.swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr == "bad.json:1:1: error: transient.types: the schema has no type 'Nope'\n")
        let validate = try runBatonc(["validate", "--config", "bad.json", "Sources/App/Row.swift"], in: folder.url)
        #expect(validate.status == 1)
        #expect(validate.stderr == run.stderr)
    }

    @Test func anUnreadableInputExitsOne() throws {
        let folder = try scratch()
        let run = try runBatonc(["generate", "--config", "baton.json", "--out", "out", "Sources/App/Gone.swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.stderr == "Sources/App/Gone.swift:1:1: error: no such file\n")
    }

    @Test func emitAndSharedNameFilesExactly() throws {
        let folder = try scratch()
        let run = try runBatonc(["generate", "--config", "baton.json", "--emit", "Sources/App/Row.swift=gen/Row.g.swift",
                                 "--shared", "gen/Shared.g.swift", "Sources/App/Row.swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/gen").sorted() == ["Row.g.swift", "Shared.g.swift"])
    }
}

@Suite("batonc generate over baton-spec")
struct GenerateBatonSpecTests {
    /// `batonc generate` over the baton-spec sources writes exactly the files of the
    /// `BatonSpecTests` target, which compiles them against the runtime and feeds them the
    /// conformance responses: the command and the emitter agree to the byte.
    @Test func theOutputsAreTheSpecTargetsSources() throws {
        let spec = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("baton-spec")
        let sources = try FileManager.default.contentsOfDirectory(atPath: spec.appendingPathComponent("sources").path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        let out = try ScratchFolder()
        let run = try runBatonc(["generate", "--config", "../tests/baton.json", "--out", out.url.path] + sources,
                                in: spec.appendingPathComponent("sources"))
        #expect(run.status == 0, "\(run.stderr)")
        let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("BatonSpecTests/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.url.path).sorted() == names)
        #expect(names.count == sources.count + 1)
        for name in names {
            let written = FileManager.default.contents(atPath: out.url.appendingPathComponent(name).path)
            #expect(written == FileManager.default.contents(atPath: expected.appendingPathComponent(name).path), "\(name)")
        }
    }
}

@Suite("batonc generate process: outputs")
struct GenerateProcessOutputTests {
    @Test func aMarkerOnlySourceGetsAHeaderAndStaleOutputsGo() throws {
        let folder = try ScratchFolder()
        _ = try folder.write("schema.graphql", "type Query { a: Int }")
        _ = try folder.write("baton.json", #"{"schema": "schema.graphql"}"#)
        _ = try folder.write("Note.swift", "// a @Query lives elsewhere\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        _ = try folder.write("out/Old.baton.swift", "// renamed source\n")
        let run = try runBatonc(["generate", "--config", "baton.json", "--out", "out", "--language", "swift", "Note.swift"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/out").sorted() == ["Baton.baton.swift", "Note.baton.swift"])
        #expect(try String(contentsOfFile: folder.url.path + "/out/Note.baton.swift", encoding: .utf8)
                == "// Generated by batonc from Note.swift. Do not edit.\n")
    }
}
