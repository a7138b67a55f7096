import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// `refetch(…)` on a `@refetchable` fragment's lens (SPEC §4.8): the generated query with
/// the origin record's id and new argument values; records update in place and the returned
/// lens reads under the new values.
@Suite("Refetching a fragment with new arguments")
@MainActor
struct RefetchLensTests {
    @Test func refetchSendsNewArgumentsAndTheNewLensReadsUnderThem() async throws {
        let server = NotesServer(total: 30)
        let transport = ScriptedTransport(responder: server.respond)
        let env = Environment(transport: transport)
        let data = try await env.fetch(CharacterNotesQuery(id: "1", count: 5))
        let fragment = try #require(data.character?.characterNotes)
        try await fragment.notes.loadNext(5)
        #expect(fragment.friends.count == 1)
        #expect(fragment.notes.nodes.count == 10)

        let refetched = try await fragment.refetch(friendCount: 3)
        let sent = try #require(transport.requests.last)
        #expect(sent.operationName == CharacterNotesPaginationQuery.name)
        // The lens's own count (5) is kept, the cursors start over, the id is the origin's.
        #expect(sent.variables.canonicalJSON
                == #"{"before":null,"count":5,"cursor":null,"friendCount":3,"id":"1","last":null}"#)
        #expect(refetched.friends.map(\.name) == ["Friend 0", "Friend 1", "Friend 2"])
        // The connection started over from its first page; the old lens reads its old key.
        #expect(refetched.notes.nodes.map(\.id) == (1...5).map { "n\($0)" })
        #expect(fragment.friends.count == 1)
        #expect(refetched.anchor.record === fragment.anchor.record)
        withExtendedLifetime(env) {}
    }

    @Test func theRefetchedDataSurvivesCollectionWhileTheLensLives() async throws {
        let server = NotesServer(total: 30)
        let env = Environment(transport: ScriptedTransport(responder: server.respond), store: Store(releaseBufferSize: 0))
        let handle = env.handle(for: CharacterNotesQuery(id: "1"))
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
        let fragment = try #require(handle.phase.data?.character?.characterNotes)
        let refetched = try await fragment.refetch(friendCount: 2)
        // A root that leaves schedules a collection: this one's record is unreachable at once.
        try env.commitPayload(RefetchRootQuery(), Payload(json: #"{"data":{"location":{"name":"Gone","id":"9"}}}"#))
        #expect(await wait(until: { env.store.record("Location:9") == nil }, timeout: .seconds(120)))
        // The second friend is reachable only under the refetched arguments.
        #expect(refetched.friends.map(\.name) == ["Friend 0", "Friend 1"])
        withExtendedLifetime(retention) {}
    }

    @Test func aFragmentOnNodeRefetchesWithNoArguments() async throws {
        let answer = #"{"data":{"node":{"__typename":"Character","name":"Rick Prime","bestFriend":null,"id":"1"}}}"#
        let transport = ScriptedTransport([RefetchNameQuery.name: Data(answer.utf8),
                                           RefetchHostQuery.name: Data(Self.host.utf8)])
        let env = Environment(transport: transport)
        let data = try await env.fetch(RefetchHostQuery(id: "1"))
        let fragment = try #require(data.character?.refetchName)
        #expect(fragment.name == "Rick")
        let refetched = try await fragment.refetch()
        #expect(transport.requests.last?.variables.canonicalJSON == #"{"id":"1"}"#)
        // Records are updated in place: the lens the parent holds reads the new name too.
        #expect(fragment.name == "Rick Prime")
        #expect(refetched.name == "Rick Prime")
    }

    @Test func aFragmentOnQueryRefetchesAtTheRoot() async throws {
        let answer = #"{"data":{"location":{"name":"Citadel","id":"1"}}}"#
        let transport = ScriptedTransport([RefetchRootQuery.name: Data(answer.utf8),
                                           RefetchHostQuery.name: Data(Self.host.utf8)])
        let env = Environment(transport: transport)
        let data = try await env.fetch(RefetchHostQuery(id: "1"))
        #expect(data.refetchRoot.location?.name == "Earth")
        let refetched = try await data.refetchRoot.refetch()
        #expect(transport.requests.last?.operationName == RefetchRootQuery.name)
        #expect(transport.requests.last?.variables.canonicalJSON == "{}")
        #expect(refetched.location?.name == "Citadel")
    }

    @Test func aFragmentOnViewerRefetchesThroughViewerWithNewArguments() async throws {
        let first = #"{"data":{"viewer":{"name":"Rick","favorites":[{"name":"Morty","id":"2"}]}}}"#
        let again = #"{"data":{"viewer":{"name":"Rick","favorites":[{"name":"Morty","id":"2"},{"name":"Beth","id":"3"}]}}}"#
        let transport = ScriptedTransport([ViewerHostQuery.name: Data(first.utf8),
                                           RefetchViewerQuery.name: Data(again.utf8)])
        let env = Environment(transport: transport)
        let data = try await env.fetch(ViewerHostQuery())
        let viewer = try #require(data.viewer?.refetchViewer)
        let refetched = try await viewer.refetch(count: 2)
        #expect(transport.requests.last?.variables.canonicalJSON == #"{"count":2}"#)
        #expect(refetched.favorites?.map(\.name) == ["Morty", "Beth"])
        #expect(viewer.favorites?.map(\.name) == ["Morty"])
        #expect(refetched.anchor.record.key == "client:root:viewer")
    }

    @Test func aFailedRefetchIsThrownAndTheDataStays() async throws {
        let transport = ScriptedTransport([RefetchHostQuery.name: Data(Self.host.utf8)])
        let env = Environment(transport: transport)
        let data = try await env.fetch(RefetchHostQuery(id: "1"))
        let fragment = try #require(data.character?.refetchName)
        await #expect(throws: Failure.self) { _ = try await fragment.refetch() }
        #expect(fragment.name == "Rick")
    }

    static let host = #"""
    {"data":{"character":{"name":"Rick","bestFriend":{"name":"Morty","id":"2"},"id":"1"},"location":{"name":"Earth","id":"1"}}}
    """#
}
