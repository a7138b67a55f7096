import Foundation
import Testing
import BatonTesting
@_spi(Generated) @testable import Baton

/// The generated-code interface: operation values and actions (markers: `Views/`).
@Suite("Operation values")
@MainActor
struct OperationValueTests {
    @Test func equalValuesAreEqualByVariables() {
        #expect(EnvHeroByID(id: "1") == EnvHeroByID(id: "1"))
        #expect(EnvHeroByID(id: "1") != EnvHeroByID(id: "2"))
        #expect(EnvHeroByID(id: "1", first: 3) != EnvHeroByID(id: "1"))
        #expect(Set([EnvHeroByID(id: "1"), EnvHeroByID(id: "1"), EnvHeroByID(id: "2")]).count == 2)
    }

    @Test func rootKeyIsNameAndVariablesJSON() {
        #expect(EnvHeroByID(id: "1").rootKey == #"EnvHeroByID{"first":null,"id":"1"}"#)
        #expect(EnvHeroQuery().rootKey == "EnvHeroQuery{}")
    }

    @Test func requestCarriesThePlanFacts() {
        let request = EnvHeroByID(id: "7").request
        #expect(request.operationName == "EnvHeroByID")
        #expect(request.kind == .query)
        #expect(request.variables == ["id": "7", "first": nil])
        #expect(EnvRename(newName: "B").request.kind == .mutation)
    }

    @Test func aGeneratedActionSendsThroughItsEnvironment() async throws {
        let unbound = PublicShapeRename.Action()
        await #expect(throws: EnvironmentError.outsideEnvironment) { _ = try await unbound(name: "X") }
        let transport = ScriptedTransport(holdsMutations: false) { request in
            request.operationName == PublicShapeRename.name
                ? Data(#"{"data":{"rename":{"hero":{"name":"X","power":1,"id":"h1"}}}}"#.utf8) : nil
        }
        let env = Environment(transport: transport)
        _ = try await PublicShapeRename.Action(environment: env)(name: "X")
        #expect(transport.requests.first?.variables == ["name": "X"])
        #expect(env.store.record("EnvHero:h1")?.value(at: EnvSlots.name.index) == .string("X"))
    }

    @Test func theConvenienceEnvironmentUsesTheHTTPTransport() {
        let env = Environment(url: URL(string: "http://127.0.0.1:1/graphql")!, store: Store(releaseBufferSize: 3))
        #expect(env.transport is URLSessionTransport)
        #expect(env.store.roots.size == 3)
    }
}
