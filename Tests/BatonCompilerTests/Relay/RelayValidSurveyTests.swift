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

    /// Relay's successful compiles (`Fixtures/relay/valid`) Baton refuses, and why; every other
    /// one must pass the relay rule set without an error.
    static let refusedByBaton: [String: String] = [
        "catch_directive_mutation": "@catch on a mutation: SPEC's table gives an operation only @throwOnFieldError",
        "catch_directive_query": "@catch on a query: SPEC's table gives a query only @throwOnFieldError, @cacheExpiration",
        "directive_with_conditions": "@customDirective on a field has no meaning in Baton (SPEC §4.1.3)",
        "plural-fragment": "@relay(plural: true) is refused (SPEC §4.8)",
        "refetchable-fragment-on-node-with-missing-id": "a spread inside an inline fragment on Node without @alias "
            + "(SPEC §4.1.6; newer Relay refuses it too: fragment_alias_directive/alias_required_within_refined_inline_fragment)",
        "fragment-with-defer-arguments-without-label": "two deferred spreads of one fragment with @arguments(scale: 1.5) and "
            + "(scale: 2): the text sent holds profile_picture(scale: 1.5) and profile_picture(scale: 2) under one response "
            + "name, which a server applying the specification's rule refuses and one record cannot hold",
    ]

    @Test func relayValidFixturesPassExceptThoseBatonRefuses() throws {
        let fixtures = try RelayFixture.valid()
        #expect(fixtures.count == 32)
        var clean = 0
        for fixture in fixtures {
            let name = String(fixture.name.split(separator: ".").first!)
            let errors = try fixture.compile().filter { $0.severity == .error }
            if errors.isEmpty { clean += 1 }
            if Self.refusedByBaton[name] != nil {
                #expect(!errors.isEmpty, "\(name) is listed as refused but compiles")
            } else {
                #expect(errors.map(\.description) == [], "\(name)")
            }
        }
        print("relay valid: clean under the relay rules \(clean)/32; refused by Baton on purpose or by a spec rule: "
              + "\(Self.refusedByBaton.keys.sorted())")
    }
}
