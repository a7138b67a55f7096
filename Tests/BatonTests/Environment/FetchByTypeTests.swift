import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// `env.fetch(Q.self, variables:)`: a fetch without an operation value or a handle, returning
/// the uncaught field errors.
@Suite("Environment: fetch by type")
@MainActor
struct FetchByTypeTests {
    static let withError = Data(#"{"data":{"heroByID":{"name":"A","power":null,"id":"7"}},"errors":[{"message":"bad","path":["heroByID","power"]}]}"#.utf8)

    @Test func itReturnsTheUncaughtFieldErrorsAndDatesTheRoot() async throws {
        let transport = ScriptedTransport([EnvHeroByID.name: Self.withError])
        let env = Environment(transport: transport)
        let errors = try await env.fetch(EnvHeroByID.self, variables: ["id": "7", "first": nil])
        #expect(errors == [FieldError(message: "bad", path: "heroByID.power")])
        #expect(transport.requests.first?.variables == ["id": "7", "first": nil])
        // The root of the equal value is dated: a handle finds fresh data and fetches nothing.
        let handle = env.handle(for: EnvHeroByID(id: "7"))
        #expect(handle.phase.data?.heroByID?.name == "A")
        #expect(handle.fetchTime != nil)
        #expect(!handle.fetch.isInFlight)
        #expect(transport.requestCount == 1)
    }

    @Test func cleanDataReturnsNoErrorsAndFailuresThrow() async throws {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport)
        #expect(try await env.fetch(EnvHeroByID.self, variables: ["id": "1", "first": nil]).isEmpty)
        await #expect(throws: Failure.self) { try await env.fetch(EnvHeroQuery.self, variables: [:]) }
        await env.end()
        await #expect(throws: EnvironmentError.gone) { try await env.fetch(EnvHeroByID.self, variables: ["id": "1"]) }
    }
}
