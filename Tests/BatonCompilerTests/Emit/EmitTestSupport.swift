import Foundation
import GraphQL
@testable import BatonCompiler

/// Runs the Swift emitter over a fixture folder and compares with checked-in goldens.
///
/// Goldens are written with `BATON_UPDATE_GOLDENS=1` and then read by a person before they
/// are committed; a normal run only compares.
enum EmitGoldens {
    /// `Tests/BatonCompilerTests/` in the checkout.
    static var testsRoot: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent() }

    /// The repository's root.
    static var repositoryRoot: URL { testsRoot.deletingLastPathComponent().deletingLastPathComponent() }

    static var updating: Bool { ProcessInfo.processInfo.environment["BATON_UPDATE_GOLDENS"] == "1" }

    /// The emitter's input for a fixture folder: `schema.graphql`, optional `baton.json` and
    /// `extensions.graphql`, and every other `.graphql` file as a source of its own.
    static func input(fixture: String) throws -> EmitInput {
        let folder = TestCompiler.fixtures.appendingPathComponent("Emit/" + fixture)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var config = BatonConfig(schema: "schema.graphql")
        if names.contains("baton.json") {
            var reader = ConfigReader()
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("baton.json")))
            guard let read = reader.read(bytes) else { throw FixtureError.config(reader.problems) }
            config = read
        }
        let schema = try String(contentsOf: folder.appendingPathComponent("schema.graphql"), encoding: .utf8)
        let extensions = try names.filter { $0 == "extensions.graphql" }.map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        let documents = try names.filter { $0.hasSuffix(".graphql") && $0 != "schema.graphql" && $0 != "extensions.graphql" }
            .map { name in (path: name, texts: [try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)]) }
        return try EmitInput.build(schema: schema, extensions: extensions, config: config, documents: documents)
    }

    /// The baton-spec sources compiled as one unit with `tests/baton.json`, `tests/schema.graphql`
    /// and `tests/extensions.graphql` (the copied conformance data).
    static func batonSpecInput() throws -> EmitInput {
        let folder = TestCompiler.fixtures.appendingPathComponent("baton-spec")
        func read(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        var reader = ConfigReader()
        guard let config = reader.read(Array(try read("tests/baton.json").utf8)) else {
            throw FixtureError.config(reader.problems)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sources").path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        let documents = try names.map { (path: $0, texts: [try read("sources/" + $0)]) }
        return try EmitInput.build(schema: try read("tests/schema.graphql"), extensions: [try read("tests/extensions.graphql")],
                                   config: config, documents: documents)
    }

    /// Output file names: `X.graphql` → `X.baton.swift`, plus `Baton.baton.swift`.
    static func named(_ output: SwiftEmitter.Output) -> [String: String] {
        var out = ["Baton.baton.swift": output.shared]
        for (path, text) in output.files {
            let base = path.split(separator: "/").last.map(String.init) ?? path
            let stem = base.hasSuffix(".graphql") ? String(base.dropLast(8))
                : base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
            out[stem + ".baton.swift"] = text
        }
        return out
    }

    /// Files in `folder` that differ from `files` (or are missing); writes them when updating.
    static func compare(_ files: [String: String], folder: URL) throws -> [String] {
        if updating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        var stale: [String] = []
        for name in files.keys.sorted() {
            let existing = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if existing != files[name] { stale.append(name) }
        }
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        stale += present.filter { $0.hasSuffix(".swift") && files[$0] == nil }.map { $0 + " (not emitted)" }
        return stale
    }

    enum FixtureError: Error { case config([String]) }
}
