import Observation
import Testing
@_spi(Generated) @testable import Baton

/// Edge directives and deletion (SPEC §5.7 edits, §5.8, §5.9), on a store holding the
/// notes connection of `tests/notes-page-1`.
@Suite("Edits and deletion")
@MainActor
struct EditTests {
    let connection = "Character:1:__TestNotes_notes_connection"

    func storeWithNotes() throws -> Store {
        let store = Store()
        store.commit(try Ingest.response(try Fixtures.bytes("tests/notes-page-1.json"),
                                         resolution: Resolution(TestNotesQueryPlan.operation, variables: ["id": "1"],
                                                                store: store)).changes,
                     kind: .server)
        return store
    }

    func mutate(_ store: Store, _ plan: PlanOperation, _ json: String, _ variables: [String: JSONValue]) throws {
        try store.commitResponse(json, Resolution(plan, variables: variables, store: store))
    }

    func edgeKeys(_ store: Store) -> [String] {
        let slot = SlotRegistry.shared.slot(ConnectionTypes.NoteConnection, "edges")
        guard case .links(let edges)? = store.record(connection)?.value(at: slot) else { return [] }
        return edges.map { $0?.key ?? "null" }
    }

    static func addNote(_ id: String, cursor: String = "cx") -> String {
        #"{"data":{"addNote":{"noteEdge":{"cursor":"\#(cursor)","node":{"id":"\#(id)","text":"t"}}}}}"#
    }

    @Test func appendAndPrependEdgeCopyIntoConnectionOwnedEdges() throws {
        let store = try storeWithNotes()
        try mutate(store, AddNotePlans.append, Self.addNote("n9", cursor: "c9"), ["connections": [.string(connection)]])
        try mutate(store, AddNotePlans.prepend, Self.addNote("n0"), ["connections": [.string(connection)]])
        #expect(edgeKeys(store) == [connection + ":edges:1", "Character:1:notes(first:2):edges:0",
                                    "Character:1:notes(first:2):edges:1", connection + ":edges:0"])
        let cursor = SlotRegistry.shared.slot(MoreTypes.NoteEdge, "cursor")
        #expect(store.record(connection + ":edges:0")?.value(at: cursor) == .string("c9"))
        // A node already in the connection is not inserted twice.
        try mutate(store, AddNotePlans.append, Self.addNote("n2"), ["connections": [.string(connection)]])
        #expect(edgeKeys(store).count == 4)
    }

    @Test func appendNodeMakesAnEdgeWithANullCursor() throws {
        let store = try storeWithNotes()
        try mutate(store, AddNotePlans.appendNode, #"{"data":{"addNote":{"note":{"id":"n7","text":"x"}}}}"#,
                   ["connections": [.string(connection)]])
        #expect(edgeKeys(store).last == connection + ":edges:0")
        let edge = store.record(connection + ":edges:0")!
        #expect(edge.type == MoreTypes.NoteEdge)
        #expect(edge.value(at: SlotRegistry.shared.slot(MoreTypes.NoteEdge, "cursor")) == .null)
        #expect(edge.value(at: SlotRegistry.shared.slot(MoreTypes.NoteEdge, "node")) == .link(store.record("Note:n7")!))
    }

    @Test func anEditOnAnUnknownConnectionIsIgnored() throws {
        let store = try storeWithNotes()
        try mutate(store, AddNotePlans.append, Self.addNote("n9"), ["connections": ["client:root:nowhere"]])
        #expect(edgeKeys(store).count == 2)
    }

    @Test func deleteRecordDeletesTheOneRecordWithTheId() throws {
        let store = try storeWithNotes()
        let note = store.record("Note:n2")!
        let edge = store.record("Character:1:notes(first:2):edges:1")!
        let nodeSlot = SlotRegistry.shared.slot(MoreTypes.NoteEdge, "node")
        let textSlot = SlotRegistry.shared.slot(Types.Note, "text")
        let linkCounter = Counter(), textCounter = Counter()
        withObservationTracking { _ = edge[slot: nodeSlot] } onChange: { linkCounter.bump() }
        withObservationTracking { _ = note[slot: textSlot] } onChange: { textCounter.bump() }
        try mutate(store, AddNotePlans.delete, #"{"data":{"removeNote":{"removedNoteId":"n2"}}}"#, ["id": "n2"])
        #expect(note.isDeleted)
        #expect(note.value(at: textSlot) == .missing)
        #expect(linkCounter.value == 1)
        #expect(textCounter.value == 1)
        #expect(StoreExport.text(of: store).contains(#""Note:n2": null"#))
        // A link to it reads nil; a later payload naming it revives it.
        #expect(Anchor(record: edge, owner: Owner(store: store)).link(SlotID(MoreTypes.NoteEdge, "node"), as: NoteLens.self) == nil)
        try mutate(store, AddNotePlans.append, Self.addNote("n2"), ["connections": []])
        #expect(!note.isDeleted)
        #expect(note.value(at: textSlot) == .string("t"))
    }

    @Test func anAmbiguousIdDeletesNothingAndIsLogged() throws {
        let store = try storeWithNotes()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        let resolution = Resolution(TestUnionPlan.operation, variables: ["name": "n"], store: store)
        try store.commitResponse(#"{"data":{"search":[{"__typename":"Episode","air_date":"d","__isNode":"Episode","id":"n2"}]}}"#, resolution)
        try mutate(store, AddNotePlans.delete, #"{"data":{"removeNote":{"removedNoteId":"n2"}}}"#, ["id": "n2"])
        #expect(store.record("Note:n2")?.isDeleted == false)
        #expect(events.contains(.ambiguousIdentity(id: "n2", types: ["Episode", "Note"])))
    }

    @Test func deleteEdgeRemovesEdgesByNodeId() throws {
        let store = try storeWithNotes()
        let plan = PlanOperation(name: "D", kind: .mutation, document: .text(""), selection: PlanSelection(
            type: MoreTypes.Mutation, fields: [
                .link("removeNote", PlanLink(PlanSelection(type: AddNotePlans.RemoveNotePayload, fields: [
                    PlanField("removedNoteId", kind: .scalar(ScalarShape(.string)),
                              edit: .deleteEdge(connections: [.variable("connections")])),
                ]))),
            ]))
        try mutate(store, plan, #"{"data":{"removeNote":{"removedNoteId":"n1"}}}"#, ["connections": [.string(connection)]])
        #expect(edgeKeys(store) == ["Character:1:notes(first:2):edges:1"])
        #expect(store.record("Note:n1")?.isDeleted == false)
    }
}

struct NoteLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }
}
