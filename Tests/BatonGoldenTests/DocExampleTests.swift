import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// The examples the public doc comments show, written as a user writes them: this target
/// adds no helpers of its own to `Phase` or the handle, so an example that names something
/// the library lacks fails to compile here.
@Suite("Doc comment examples compile")
@MainActor
struct DocExampleTests {
    /// `wait(until:timeout:)`'s example.
    @Test func waitUntilTheHandleIsReady() async {
        let env = Environment(transport: ScriptedTransport([RequiredRootQuery.name: RequiredRootQueryTests.response()]))
        let handle = env.handle(for: RequiredRootQuery(id: "1", withList: true))
        #expect(await wait(until: { handle.phase.data != nil }))
    }

    /// `Environment.fetch(_:variables:)`'s example, with this target's query.
    @Test func fetchByTypeReturnsTheErrors() async throws {
        let env = Environment(transport: ScriptedTransport([RequiredRootQuery.name: RequiredRootQueryTests.response()]))
        let errors = try await env.fetch(RequiredRootQuery.self, variables: ["id": "1", "withList": true, "first": nil])
        for error in errors { print(error.path, error.message) }
        #expect(errors.isEmpty)
    }
}
