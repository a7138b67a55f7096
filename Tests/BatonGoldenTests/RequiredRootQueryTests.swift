import Foundation
import Observation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// A generated operation whose `@required` fields bubble to the root: its phase fails with
/// the path of the first null, and heals when the data does.
@Suite("Generated operations: @required at the root")
@MainActor
struct RequiredRootQueryTests {
    static func response(bestFriendName: String = #""Morty""#, list: String = #"{"items":["a"],"id":"l"}"#) -> Data {
        Data(#"""
        {"data":{"character":{"name":"Rick","bestFriend":{"name":\#(bestFriendName),"id":"2"},
        "friends":[{"name":"Summer","id":"3"}],"id":"1"},"list":\#(list)}}
        """#.utf8)
    }

    @Test func theFirstNullBelowTheRootFailsThePhaseWithItsPath() async throws {
        let transport = ScriptedTransport([RequiredRootQuery.name: Self.response(bestFriendName: "null")])
        let env = Environment(transport: transport)
        let handle = env.handle(for: RequiredRootQuery(id: "1", withList: true))
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.error != nil }, timeout: .seconds(120)))
        #expect((handle.phase.error as? RequiredFieldError)
            == RequiredFieldError(path: "character.bestFriend.name", operationName: "RequiredRootQuery"))
        #expect(env.store.record("Character:2") != nil)  // the data stays
        let healed = Counter()
        withObservationTracking { _ = handle.phase } onChange: { healed.bump() }
        try env.commitPayload(RequiredRootQuery(id: "1", withList: true), Payload(Self.response()))
        #expect(healed.value == 1)
        #expect(handle.phase.data?.character.bestFriend.name == "Morty")
        retention.end()
    }

    /// Without a handle the same rule holds: the fetch writes the data, then fails with the
    /// path of the first null, as the phase of a handle over it would.
    @Test func aFetchWithoutAHandleFailsWithThePathOfTheFirstNull() async throws {
        let transport = ScriptedTransport([RequiredRootQuery.name: Self.response(bestFriendName: "null")])
        let env = Environment(transport: transport)
        let expected = RequiredFieldError(path: "character.bestFriend.name", operationName: "RequiredRootQuery")
        await #expect(throws: expected) { _ = try await env.fetch(RequiredRootQuery(id: "1", withList: true)) }
        #expect(env.store.record("Character:2") != nil)  // the data stays
        await #expect(throws: expected) {
            try await env.fetch(RequiredRootQuery.self, variables: ["id": "1", "withList": true, "first": nil])
        }
        await #expect(throws: expected) {
            _ = try await env.fetch(RequiredRootQuery(id: "1", withList: true), firstPart: true)
        }
        #expect(transport.requestCount == 3)
        // A handle attached over the data the fetches wrote shows the same verdict.
        let handle = env.handle(for: RequiredRootQuery(id: "1", withList: true), fetchPolicy: .storeOnly)
        #expect((handle.phase.error as? RequiredFieldError) == expected)
    }

    @Test func aFetchWithoutAHandleReturnsTheDataWhenEveryRequiredFieldHoldsOne() async throws {
        let env = Environment(transport: ScriptedTransport([RequiredRootQuery.name: Self.response()]))
        let data = try await env.fetch(RequiredRootQuery(id: "1", withList: true))
        #expect(data.character.bestFriend.name == "Morty")
        #expect(try await env.fetch(RequiredRootQuery.self, variables: ["id": "1", "withList": true, "first": nil]).isEmpty)
    }

    @Test func aGuardedRequiredFieldCountsOnlyWhenItsGuardHolds() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(RequiredRootQuery(id: "1", withList: true), Payload(Self.response(list: "null")))
        let included = env.handle(for: RequiredRootQuery(id: "1", withList: true), fetchPolicy: .storeOnly)
        #expect((included.phase.error as? RequiredFieldError)?.path == "list")
        // With `withList` false the list is not asked for, and `types` (skipped otherwise) is.
        try env.commitPayload(RequiredRootQuery(id: "1", withList: false),
                              Payload(Data(#"{"data":{"character":{"name":"Rick","bestFriend":{"name":"Morty","id":"2"},"friends":[],"id":"1"},"types":null}}"#.utf8)))
        let skipped = env.handle(for: RequiredRootQuery(id: "1", withList: false), fetchPolicy: .storeOnly)
        #expect((skipped.phase.error as? RequiredFieldError)?.path == "types")
    }
}

/// Counts invalidations from a `@Sendable` `onChange`.
nonisolated final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func bump() { value += 1 }
}
