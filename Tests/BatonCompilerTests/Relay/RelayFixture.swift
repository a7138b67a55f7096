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

    /// Compiles the fixture under `ruleSet` with Relay's test schema.
    func compile(ruleSet: RuleSet = .relay) throws -> [Diagnostic] {
        let schemaText = try String(contentsOf: Self.root.appendingPathComponent("schema/testschema.graphql"), encoding: .utf8)
        var sources = SourceSet()
        let schema = Source(schemaText, name: "testschema.graphql", baseOffset: sources.nextBaseOffset)
        sources.add(schema)
        var extensionSources: [Source] = []
        if let extensions {
            let source = Source(extensions, name: "extensions.graphql", baseOffset: sources.nextBaseOffset)
            sources.add(source)
            extensionSources.append(source)
        }
        let document = Source(self.document, name: "input.graphql", baseOffset: sources.nextBaseOffset)
        sources.add(document)
        let compilation = Compilation(sources: sources, schemaSource: schema, extensionSources: extensionSources,
                                      documents: [HostDocument(source: document, marker: nil,
                                                               markerPosition: SourcePosition(line: 1, column: 1))])
        return compilation.check(ruleSet: ruleSet)
    }
}
