import Foundation
import Testing
import GraphQL
@testable import BatonCompiler

/// A schema with one warning: a deprecated field implementing an interface field that is not.
private let warnedSchema = """
interface Named { name: String }
type Query { named: Named }
type Person implements Named { name: String @deprecated(reason: "old") }
"""

/// Warnings about the schema print always, never, or once per schema digest.
@Suite("Schema warnings")
struct SchemaWarningsTests {
    static let warning = "Interface field Named.name is not deprecated, so implementation field Person.name must not be deprecated."

    /// The messages of a validate run's warnings, and its exit code.
    static func run(_ folder: ScratchFolder, config: String? = nil, _ warnings: SchemaWarnings) throws -> ([String], Int32) {
        let schema = folder.url.appendingPathComponent("schema.graphql").path
        let document = try folder.write("Q.graphql", "query Q { named { name } }")
        var command = ValidateCommand(input: config.map { .config($0) } ?? .schema(schema), files: [document])
        command.schemaWarnings = warnings
        let outcome = command.run()
        return (outcome.diagnostics.filter { $0.severity == .warning }.map(\.message), outcome.exitCode)
    }

    @Test func alwaysAndNeverAsAsked() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", warnedSchema)
        #expect(try Self.run(folder, SchemaWarnings()) == ([Self.warning], 0))
        #expect(try Self.run(folder, SchemaWarnings()) == ([Self.warning], 0))
        #expect(try Self.run(folder, SchemaWarnings(mode: .never)) == ([], 0))
    }

    /// Once: the first run prints them and records the digest; the next runs do not, until
    /// the schema changes.
    @Test func oncePerSchemaDigest() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", warnedSchema)
        let stamp = folder.url.appendingPathComponent("work/Baton.schema-warnings").path
        try FileManager.default.createDirectory(atPath: PathText.directory(of: stamp), withIntermediateDirectories: true)
        let once = SchemaWarnings(mode: .once, stamp: stamp)
        #expect(try Self.run(folder, once) == ([Self.warning], 0))
        let digest = DigestAlgorithm.md5.hex(warnedSchema)
        #expect(try String(contentsOfFile: stamp, encoding: .utf8) == digest + "\n")
        #expect(try Self.run(folder, once) == ([], 0))
        #expect(try Self.run(folder, once) == ([], 0))
        try folder.write("schema.graphql", warnedSchema + "\ntype Extra { a: Int }")
        #expect(try Self.run(folder, once) == ([Self.warning], 0))
        #expect(try Self.run(folder, once) == ([], 0))
        // `always` still prints them.
        #expect(try Self.run(folder, SchemaWarnings()) == ([Self.warning], 0))
    }

    /// `"schemaWarnings": "never"` in baton.json silences them whatever the command line says.
    @Test func theConfigKeySilencesThem() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", warnedSchema)
        let quiet = try folder.write("baton.json", #"{"schema": "schema.graphql", "schemaWarnings": "never"}"#)
        let loud = try folder.write("loud.json", #"{"schema": "schema.graphql", "schemaWarnings": "always"}"#)
        #expect(try Self.run(folder, config: quiet, SchemaWarnings()) == ([], 0))
        #expect(try Self.run(folder, config: loud, SchemaWarnings()) == ([Self.warning], 0))
        #expect(try Self.run(folder, config: loud, SchemaWarnings(mode: .never)) == ([], 0))
    }

    /// `generate --check` writes nothing, the stamp included; `generate` records it.
    @Test func generateRecordsTheStampButCheckDoesNot() throws {
        let folder = try ScratchFolder()
        try folder.write("schema.graphql", warnedSchema)
        let document = try folder.write("Q.graphql", "query Q { named { name } }")
        let stamp = folder.url.appendingPathComponent("Baton.schema-warnings").path
        var command = GenerateCommand(input: .schema(folder.url.appendingPathComponent("schema.graphql").path),
                                      outDirectory: folder.url.appendingPathComponent("out").path, check: true,
                                      files: [document], workingDirectory: folder.url.path)
        command.schemaWarnings = SchemaWarnings(mode: .once, stamp: stamp)
        #expect(command.run().diagnostics.contains { $0.message == Self.warning })
        #expect(!FileManager.default.fileExists(atPath: stamp))
        command.check = false
        #expect(command.run().diagnostics.contains { $0.message == Self.warning })
        #expect(FileManager.default.fileExists(atPath: stamp))
        #expect(!command.run().diagnostics.contains { $0.severity == .warning })
    }

    @Test func theConfigKeyTakesAlwaysOrNever() {
        for (value, problem) in [("never", nil), ("always", nil),
                                 ("once", "schemaWarnings must be always or never, not 'once'"),
                                 ("quiet", "schemaWarnings must be always or never, not 'quiet'")] {
            var reader = ConfigReader()
            let config = reader.read(Array(#"{"schema": "s.graphql", "schemaWarnings": "\#(value)"}"#.utf8))
            #expect(reader.problems == (problem.map { [$0] } ?? []))
            #expect(config?.schemaWarnings?.rawValue == (problem == nil ? value : nil))
        }
    }
}
