import Foundation
import Testing
import GraphQL
@testable import BatonCompiler

/// False positives: documents Relay and Baton compile must pass the relay rule set cleanly.
@Suite("Relay checks accept valid documents")
struct RelayValidSurveyTests {
    static let batonSpec: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("baton-spec")

    /// Baton's own conformance sources (SPEC's test target) compiled as one unit, with their
    /// schema and client extensions: not one diagnostic.
    @Test func batonSpecSourcesCompileWithoutADiagnostic() throws {
        var sources = SourceSet()
        func add(_ path: String) throws -> Source {
            let text = try String(contentsOf: Self.batonSpec.appendingPathComponent(path), encoding: .utf8)
            let source = Source(text, name: path, baseOffset: sources.nextBaseOffset)
            sources.add(source)
            return source
        }
        let schema = try add("tests/schema.graphql")
        let extensions = try add("tests/extensions.graphql")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.batonSpec.appendingPathComponent("sources").path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        #expect(names.count == 43)
        let documents = try names.map {
            HostDocument(source: try add("sources/" + $0), marker: nil, markerPosition: SourcePosition(line: 1, column: 1))
        }
        let diagnostics = Compilation(sources: sources, schemaSource: schema, extensionSources: [extensions],
                                      documents: documents).check(ruleSet: .relay)
        #expect(diagnostics.map(\.description) == [])
    }

    @Test func relayValidFixtures() throws {
        for fixture in try RelayFixture.valid() {
            let errors = try fixture.compile().filter { $0.severity == .error }
            print("== \(fixture.name) \(errors.isEmpty ? "clean" : "REJECTED")")
            for e in errors { print("   \(e.position) \(e.message)") }
        }
    }
}
