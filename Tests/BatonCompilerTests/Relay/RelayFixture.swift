import Foundation
import GraphQL
@testable import BatonCompiler

/// One of Relay's `.expected` error fixtures (format in `Fixtures/relay/README.md`).
struct RelayFixture {
    /// Path below `invalid/`, e.g. `catch_directive/catch-usage-inline-fragment-no-alias.invalid.expected`.
    var name: String
    /// The executable part of the INPUT (line 1 is `# expected-to-throw`).
    var document: String
    /// The client schema extension part after `# %extensions%`, if any.
    var extensions: String?
    /// Where the reported errors start (`✖︎` blocks; every location in the old format).
    var expected: [SourcePosition]

    static let root: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("relay")

    /// Every fixture of `invalid/`, sorted by name.
    static func invalid() throws -> [RelayFixture] {
        let folder = root.appendingPathComponent("invalid")
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var names: [String] = []
        while let next = enumerator?.nextObject() as? String { if next.hasSuffix(".expected") { names.append(next) } }
        return try names.sorted().map { try read(name: $0, text: String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Every fixture of `valid/` (their INPUT; the expected section is the OUTPUT), sorted by name.
    static func valid() throws -> [RelayFixture] {
        let folder = root.appendingPathComponent("valid")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".expected") }
        return try names.sorted().map { try read(name: $0, text: String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func read(name: String, text: String) throws -> RelayFixture {
        let lines = text.components(separatedBy: "\n")
        guard let inputAt = lines.firstIndex(where: { $0.hasPrefix("=") && $0.contains(" INPUT ") }),
              let errorAt = lines.firstIndex(where: { $0.hasPrefix("=") && ($0.contains(" ERROR ") || $0.contains(" OUTPUT ")) })
        else {
            throw FixtureError.malformed(name)
        }
        var input = Array(lines[(inputAt + 1)..<errorAt])
        var extensions: String?
        if let marker = input.firstIndex(of: "# %extensions%") {
            extensions = input[(marker + 1)...].joined(separator: "\n")
            input = Array(input[..<marker])
        }
        return RelayFixture(name: name, document: input.joined(separator: "\n"), extensions: extensions,
                            expected: positions(Array(lines[(errorAt + 1)...])))
    }

    /// The primary location of each error block.
    private static func positions(_ lines: [String]) -> [SourcePosition] {
        let oldFormat = !lines.contains { $0.hasPrefix("✖︎") }
        var result: [SourcePosition] = []
        var wantPrimary = oldFormat
        for line in lines {
            if line.hasPrefix("✖︎") { wantPrimary = true; continue }
            if line.hasPrefix("ℹ︎") { wantPrimary = false; continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.contains(".graphql:"), !trimmed.contains("│") else { continue }
            let parts = trimmed.split(separator: ":")
            guard parts.count >= 3, let lineNumber = Int(parts[1]), let column = Int(parts[2]) else { continue }
            if wantPrimary { result.append(SourcePosition(line: lineNumber, column: column)) }
            if !oldFormat { wantPrimary = false }
        }
        return result
    }

    enum FixtureError: Error { case malformed(String) }

    /// The fixture as a target on disk, as a user would have it: Relay's test schema, the
    /// client extensions (when the fixture has some) named by a `baton.json`, and the
    /// document as `input.graphql`.
    func target() throws -> (folder: ScratchFolder, config: String, input: String) {
        let folder = try ScratchFolder()
        let schemaText = try String(contentsOf: Self.root.appendingPathComponent("schema/testschema.graphql"), encoding: .utf8)
        try folder.write("testschema.graphql", schemaText)
        var config = #"{"schema": "testschema.graphql""#
        if let extensions {
            try folder.write("extensions.graphql", extensions)
            config += #", "schemaExtensions": ["extensions.graphql"]"#
        }
        let configPath = try folder.write("baton.json", config + "}")
        return (folder, configPath, try folder.write("input.graphql", document))
    }

    /// Checks the fixture as `batonc validate --config baton.json input.graphql` does, under
    /// `ruleSet`; diagnostics name files by their last path component (`input.graphql`).
    func compile(ruleSet: RuleSet = .relay) throws -> [Diagnostic] {
        let (folder, config, input) = try target()
        let outcome = ValidateCommand(input: .config(config), ruleSet: ruleSet, files: [input]).run()
        return outcome.diagnostics.map { Self.shortened($0, in: folder) }
    }

    static func shortened(_ diagnostic: Diagnostic, in folder: ScratchFolder) -> Diagnostic {
        var short = diagnostic
        let prefix = folder.url.path + "/"
        if short.path.hasPrefix(prefix) { short.path = String(short.path.dropFirst(prefix.count)) }
        short.notes = short.notes.map { shortened($0, in: folder) }
        return short
    }
}
