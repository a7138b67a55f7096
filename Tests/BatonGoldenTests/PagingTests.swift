import Foundation
import Observation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// Paging a `@connection` inside a `@refetchable` fragment through the generated lens, an
/// environment and its transport (SPEC §5.7; checklist I 73–78).
@Suite("Paging with loadNext and loadPrevious")
@MainActor
struct PagingTests {
    /// An environment over `server`, with character 1's first `count` notes loaded.
    func loaded(_ server: NotesServer, count: Int = 50,
                transport: ScriptedTransport? = nil) async throws -> (Environment, ScriptedTransport, NotesLens) {
        let transport = transport ?? ScriptedTransport(responder: server.respond)
        let env = Environment(transport: transport)
        let data = try await env.fetch(CharacterNotesQuery(id: "1", count: count))
        let notes = try #require(data.character?.characterNotes.notes)
        return (env, transport, notes)
    }

    typealias NotesLens = CharacterNotes_character.Notes

    func ids(_ notes: NotesLens) -> [String] { notes.nodes.map(\.id) }

    /// Counts the invalidations of a body that reads every node's text.
    func watchNodes(_ notes: NotesLens) -> Counter { watch { _ = notes.nodes.map(\.text) } }

    @Test func fortyTwoPagesOfFiftyAppendWithOneNotificationEach() async throws {
        let (env, transport, notes) = try await loaded(NotesServer(total: 50 * 43))
        #expect(notes.nodes.count == 50)
        for page in 1...42 {
            let counter = watchNodes(notes)
            try await notes.loadNext(50)
            #expect(counter.value == 1, "page \(page)")
            #expect(notes.nodes.count == 50 * (page + 1))
        }
        #expect(!notes.hasNext)
        #expect(ids(notes) == (1...(50 * 43)).map { "n\($0)" })
        // At the end, loadNext sends nothing.
        let sent = transport.requestCount
        try await notes.loadNext(50)
        #expect(transport.requestCount == sent)
        withExtendedLifetime(env) {}
    }

    @Test func loadNextSendsTheEndCursorTheOriginIDAndNullsTheOtherDirection() async throws {
        let (env, transport, notes) = try await loaded(NotesServer(total: 200), count: 3)
        try await notes.loadNext(7)
        let page = try #require(transport.requests.last)
        #expect(page.operationName == CharacterNotesPaginationQuery.name)
        #expect(page.variables.canonicalJSON
                == #"{"before":null,"count":7,"cursor":"c3","friendCount":1,"id":"1","last":null}"#)
        #expect(ids(notes) == (1...10).map { "n\($0)" })
        withExtendedLifetime(env) {}
    }

    @Test func loadNextDoesNothingWhileLoadingAndTheFlagLastsTheFetch() async throws {
        let server = NotesServer(total: 200)
        let transport = ScriptedTransport(responder: server.respond)
        let (env, _, notes) = try await loaded(server, transport: transport)
        transport.hold(CharacterNotesPaginationQuery.name)
        let flagCounter = watch { _ = notes.isLoadingNext }
        let first = Task { try await notes.loadNext(50) }
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(notes.isLoadingNext)
        #expect(flagCounter.value == 1)
        try await notes.loadNext(50)
        #expect(transport.held.count == 1)
        #expect(transport.requestCount == 2)
        transport.held[0].respond(try #require(try server.respond(transport.held[0].request)))
        try await first.value
        #expect(!notes.isLoadingNext)
        #expect(notes.nodes.count == 100)
        withExtendedLifetime(env) {}
    }

    @Test func aFailedPageIsThrownAndTheListKeepsWhatItHad() async throws {
        let server = NotesServer(total: 200)
        let transport = ScriptedTransport { request in
            if request.operationName == CharacterNotesPaginationQuery.name {
                throw TransportError(statusCode: 503, body: "busy")
            }
            return try server.respond(request)
        }
        let (env, _, notes) = try await loaded(server, transport: transport)
        let counter = watchNodes(notes)
        await #expect(throws: Failure.self) { try await notes.loadNext(50) }
        #expect(counter.value == 0)
        #expect(ids(notes) == (1...50).map { "n\($0)" })
        #expect(!notes.isLoadingNext)
        #expect(notes.hasNext)
        withExtendedLifetime(env) {}
    }

    @Test func aPageFetchedAfterAStaleCursorIsIgnored() async throws {
        let server = NotesServer(total: 200)
        let transport = ScriptedTransport(responder: server.respond)
        let (env, _, notes) = try await loaded(server, transport: transport)
        transport.hold(CharacterNotesPaginationQuery.name)
        let paging = Task { try await notes.loadNext(50) }
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        // Meanwhile the first page is fetched again with fewer notes: the end is now c10.
        _ = try await env.fetch(CharacterNotesQuery(id: "1", count: 10))
        transport.held[0].respond(try #require(try server.respond(transport.held[0].request)))
        try await paging.value
        #expect(ids(notes) == (1...10).map { "n\($0)" })
    }

    @Test func edgesAreDeduplicatedByNodeAndNullEdgesDropped() async throws {
        var server = NotesServer(total: 200)
        let (env, transport, notes) = try await loaded(server, count: 3)
        server.repeated = [2, 3]
        server.nullEdges = true
        transport.answer(CharacterNotesPaginationQuery.name,
                         with: try #require(try server.respond(Request(
                            operationName: CharacterNotesPaginationQuery.name, kind: .query,
                            document: CharacterNotesPaginationQuery.document,
                            variables: ["count": 2, "cursor": "c3", "id": "1"]))))
        try await notes.loadNext(2)
        #expect(ids(notes) == ["n1", "n2", "n3", "n4", "n5"])
        withExtendedLifetime(env) {}
    }

    @Test func loadPreviousPrependsBeforeTheStartCursor() async throws {
        let server = NotesServer(total: 200)
        let transport = ScriptedTransport(responder: server.respond)
        let env = Environment(transport: transport)
        // Seed the connection with notes 11…20 through the pagination query, whose text asks
        // for both directions' page info.
        var seed = server.forward(after: 10, 10)
        seed.hasPrevious = true
        let query = CharacterNotesPaginationQuery(count: 10, id: "1")
        try env.commitPayload(query, Payload(json: #"{"data":{"node":{"__typename":"Character","#
                                             + server.character(seed, friends: 1).dropFirst() + "}}"))
        let handle = env.handle(for: query, fetchPolicy: .storeOnly)
        let notes = try #require(handle.phase.data?.node?.characterNotes.notes)
        #expect(notes.hasPrevious)
        try await notes.loadPrevious(5)
        let page = try #require(transport.requests.last)
        #expect(page.variables.canonicalJSON
                == #"{"before":"c11","count":null,"cursor":null,"friendCount":1,"id":"1","last":5}"#)
        #expect(ids(notes) == (6...20).map { "n\($0)" })
    }

    @Test func afterCollectionTheMergedEdgesAndNodesSurviveAndThePagesGo() async throws {
        let server = NotesServer(total: 200)
        // No release buffer: each page's root leaves at once, and a collection follows.
        let env = Environment(transport: ScriptedTransport(responder: server.respond),
                              store: Store(releaseBufferSize: 0))
        let handle = env.handle(for: CharacterNotesQuery(id: "1", count: 50))
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
        let notes = try #require(handle.phase.data?.character?.characterNotes.notes)
        try await notes.loadNext(50)
        try await notes.loadNext(50)
        // The page records and their page info; the pages' edges are the connection's now.
        let pages = { env.store.keys.filter { $0.contains("notes(after:") && !$0.contains(":edges:") }.count }
        // The last page's record and page info are there until the collection that follows.
        #expect(pages() == 2)
        #expect(await wait(until: { pages() == 0 }, timeout: .seconds(120)))
        #expect(ids(notes) == (1...150).map { "n\($0)" })
        #expect(notes.nodes.allSatisfy { $0.text != nil })
        withExtendedLifetime(retention) {}
    }

    @Test func aLensNoEnvironmentMadeCannotPage() async throws {
        let store = Store()
        let record = Record(key: "client:root:__x", type: Types.NoteConnection)
        let notes = NotesLens(anchor: Anchor(record: record, owner: Owner(store: store)))
        await #expect(throws: EnvironmentError.self) { try await notes.loadNext(5) }
        #expect(notes.nodes.isEmpty && !notes.hasNext && !notes.isLoadingNext)
    }
}
