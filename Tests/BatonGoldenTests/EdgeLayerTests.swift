import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// Edge directives through generated mutation actions, under optimistic layers too (SPEC
/// §4.8, §5.6, §5.7 edits, §5.8, §5.9; checklist H 68–71, I 79–81, J 94).
@Suite("Edge directives and deletion, optimistic and not")
@MainActor
struct EdgeLayerTests {
    typealias NotesLens = CharacterNotes_character.Notes

    /// An environment over notes n1…n3 of character 1; mutations are held until answered.
    func loaded() async throws -> (Environment, ScriptedTransport, CharacterNotes_character) {
        let server = NotesServer(total: 3)
        let transport = ScriptedTransport(responder: server.respond)
        let env = Environment(transport: transport)
        let data = try await env.fetch(CharacterNotesQuery(id: "1", count: 3))
        return (env, transport, try #require(data.character?.characterNotes))
    }

    static func addAnswer(_ id: String, cursor: String = "cx", text: String = "draft") -> Data {
        Data(#"{"data":{"addNote":{"noteEdge":{"cursor":"\#(cursor)","node":{"id":"\#(id)","text":"\#(text)"}}}}}"#.utf8)
    }

    static func optimisticNote(_ id: String, cursor: String = "cx") -> AddNoteMutation.OptimisticResponse {
        .init(addNote: .init(noteEdge: .init(cursor: cursor, node: .init(id: id, text: "draft"))))
    }

    func ids(_ notes: NotesLens) -> [String] { notes.nodes.map(\.id) }

    /// Starts `perform` and returns once the mutation's request is held.
    func start<T: Sendable>(_ transport: ScriptedTransport, held: Int = 1,
                            _ perform: @escaping @MainActor () async throws -> T) async throws -> Task<T, any Error> {
        let task = Task { try await perform() }
        try #require(await wait(until: { transport.held.count == held }, timeout: .seconds(120)))
        return task
    }

    @Test func anOptimisticEdgeShowsAtOnceAndTheAnswerTakesItsPlace() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let add = AddNoteMutation.Action(environment: env)
        let counter = watch { _ = notes.nodes.map(\.id) }
        let task = try await start(transport) {
            try await add(characterId: "1", text: "draft", connections: [notes.connectionID],
                          optimistic: Self.optimisticNote("tmp"))
        }
        #expect(ids(notes) == ["n1", "n2", "n3", "tmp"])
        #expect(counter.value == 1)
        let confirmed = watch { _ = notes.nodes.map(\.id) }
        transport.held[0].respond(Self.addAnswer("n99"))
        _ = try await task.value
        #expect(ids(notes) == ["n1", "n2", "n3", "n99"])
        #expect(confirmed.value == 1)
        // The record only the layer made is gone; the edge record is the same object.
        #expect(env.store.record("Note:tmp") == nil)
    }

    @Test func anAnswerThatAgreesWithTheOptimisticEdgeNotifiesNoOne() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let add = AddNoteMutation.Action(environment: env)
        let task = try await start(transport) {
            try await add(characterId: "1", text: "draft", connections: [notes.connectionID],
                          optimistic: Self.optimisticNote("n99"))
        }
        let counter = watch { _ = notes.nodes.map(\.text) }
        transport.held[0].respond(Self.addAnswer("n99"))
        _ = try await task.value
        #expect(counter.value == 0)
        #expect(ids(notes) == ["n1", "n2", "n3", "n99"])
    }

    @Test func aRefusedAddRevertsTheEdgeAndItsIndex() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let add = AddNoteMutation.Action(environment: env)
        let task = try await start(transport) {
            try await add(characterId: "1", text: "draft", connections: [notes.connectionID],
                          optimistic: Self.optimisticNote("tmp"))
        }
        let counter = watch { _ = notes.nodes.map(\.id) }
        transport.held[0].refuse(TransportError(statusCode: 500, body: "no"))
        await #expect(throws: Failure.self) { _ = try await task.value }
        #expect(ids(notes) == ["n1", "n2", "n3"])
        #expect(counter.value == 1)
        // The connection's edge numbering went back too: the next insert is edges:0 again.
        let next = Task { try await add(characterId: "1", text: "x", connections: [notes.connectionID]) }
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        transport.held[0].respond(Self.addAnswer("n7"))
        _ = try await next.value
        #expect(notes.edges?.last?.anchor.record.key == notes.connectionID + ":edges:0")
    }

    @Test func appendEdgeSkipsANodeAlreadyPresent() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let add = AddNoteMutation.Action(environment: env)
        let task = try await start(transport) { try await add(characterId: "1", text: "t", connections: [notes.connectionID]) }
        let counter = watch { _ = notes.nodes.map(\.id) }
        transport.held[0].respond(Self.addAnswer("n2", text: "note 2"))
        _ = try await task.value
        #expect(ids(notes) == ["n1", "n2", "n3"])
        #expect(counter.value == 0)
    }

    @Test func prependNodeMakesAnEdgeWithANullCursorAtTheStart() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let add = PrependNoteNodeMutation.Action(environment: env)
        let task = try await start(transport) { try await add(characterId: "1", text: "t", connections: [notes.connectionID]) }
        transport.held[0].respond(Data(#"{"data":{"addNote":{"note":{"id":"n0","text":"first"}}}}"#.utf8))
        _ = try await task.value
        #expect(ids(notes) == ["n0", "n1", "n2", "n3"])
        #expect(notes.edges?.first?.anchor.record.key == notes.connectionID + ":edges:0")
    }

    @Test func deleteEdgeRemovesTheEdgeAndKeepsTheRecord() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let remove = RemoveNoteEdgeMutation.Action(environment: env)
        let task = try await start(transport) { try await remove(id: "n2", connections: [notes.connectionID]) }
        transport.held[0].respond(Data(#"{"data":{"removeNote":{"removedNoteId":"n2"}}}"#.utf8))
        _ = try await task.value
        #expect(ids(notes) == ["n1", "n3"])
        #expect(env.store.record("Note:n2")?.isDeleted == false)
    }

    @Test func deleteEdgeOnAnAmbiguousIdIsLoggedAndLeavesTheEdge() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        var events: [LogEvent] = []
        env.log = { events.append($0) }
        // A character with the id "n2" too: the id names live records of two types.
        try env.commitPayload(CharacterNotesQuery(id: "n2"), Payload(json: #"{"data":{"character":{"id":"n2","name":"Twin"}}}"#))
        let remove = RemoveNoteEdgeMutation.Action(environment: env)
        let task = try await start(transport) { try await remove(id: "n2", connections: [notes.connectionID]) }
        transport.held[0].respond(Data(#"{"data":{"removeNote":{"removedNoteId":"n2"}}}"#.utf8))
        _ = try await task.value
        #expect(ids(notes) == ["n1", "n2", "n3"])
        #expect(events.contains(.ambiguousIdentity(id: "n2", types: ["Character", "Note"])))
    }

    @Test func deleteRecordNilsLinksDropsListEntriesAndNotifiesTheirReaders() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let edge = try #require(notes.edges?[1])
        #expect(fragment.friends.map(\.name) == ["Friend 0"])
        #expect(edge.node?.id == "n2")
        let linkCounter = watch { _ = edge.node }
        let nodesCounter = watch { _ = notes.nodes.map(\.id) }
        let friendsCounter = watch { _ = fragment.friends.map(\.name) }
        let delete = DeleteNoteMutation.Action(environment: env)
        let first = try await start(transport) { try await delete(id: "n2") }
        transport.held[0].respond(Data(#"{"data":{"removeNote":{"removedNoteId":"n2"}}}"#.utf8))
        _ = try await first.value
        #expect(edge.node == nil)
        #expect(ids(notes) == ["n1", "n3"])
        #expect(linkCounter.value == 1)
        #expect(nodesCounter.value == 1)
        // A plural link skips a deleted record too (deleteRecord is typeless: the friend's id).
        let second = try await start(transport) { try await delete(id: "f0") }
        transport.held[0].respond(Data(#"{"data":{"removeNote":{"removedNoteId":"f0"}}}"#.utf8))
        _ = try await second.value
        #expect(fragment.friends.isEmpty)
        #expect(friendsCounter.value == 1)
        // A later payload naming the record revives it.
        _ = try await env.fetch(CharacterNotesQuery(id: "1", count: 3))
        #expect(ids(notes) == ["n1", "n2", "n3"])
        #expect(edge.node?.id == "n2")
    }

    @Test func anOptimisticDeleteHidesTheRecordAndARefusalRevivesIt() async throws {
        let (env, transport, fragment) = try await loaded()
        let notes = fragment.notes
        let delete = DeleteNoteMutation.Action(environment: env)
        let task = try await start(transport) {
            try await delete(id: "n2", optimistic: .init(removeNote: .init(removedNoteId: "n2")))
        }
        #expect(ids(notes) == ["n1", "n3"])
        let counter = watch { _ = notes.nodes.map(\.text) }
        transport.held[0].refuse(TransportError(statusCode: 500, body: "no"))
        _ = try? await task.value
        #expect(ids(notes) == ["n1", "n2", "n3"])
        #expect(notes.nodes[1].text == "note 2")
        #expect(counter.value == 1)
    }
}
