import Testing
import GraphQL
@testable import BatonCompiler

@Suite("Relay invalid fixtures")
struct RelayInvalidConformanceTests {
    @Test func dump() throws {
        for fixture in try RelayFixture.invalid() {
            let diagnostics = try fixture.compile().filter { $0.severity == .error && $0.path == "input.graphql" || $0.path == "extensions.graphql" }
            let hit = diagnostics.contains { d in fixture.expected.contains(d.position) }
            print("== \(fixture.name) expected \(fixture.expected.map(\.description)) \(hit ? "HIT" : "MISS")")
            for d in diagnostics { print("   \(d.position) \(d.message)") }
        }
    }
}
