import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The identity-wide operations (`@deleteRecord`, `@deleteEdge`, a typeless lookup) find
/// records by id through one index (issue 16, defect 1): exactly one live record acts, several
/// are logged as ambiguous, and the cost does not grow with the types the process has seen.
@Suite("Identity index")
@MainActor
struct IdentityTests {
    /// A store holding `tests/notes-page-1`, as the edit tests build it.
    let notes = EditTests()
    var connection: String { notes.connection }

    func storeWithNotes() throws -> Store { try notes.storeWithNotes() }

    func edgeKeys(_ store: Store) -> [String] { notes.edgeKeys(store) }

    static let deleteEdgePlan = PlanOperation(name: "D", kind: .mutation, document: .text(""), selection: PlanSelection(
        type: MoreTypes.Mutation, fields: [
            .link("removeNote", PlanLink(PlanSelection(type: AddNotePlans.RemoveNotePayload, fields: [
                PlanField("removedNoteId", kind: .scalar(ScalarShape(.string)),
                          edit: .deleteEdge(connections: [.variable("connections")])),
            ]))),
        ]))

    @Test func deleteEdgeWithAnAmbiguousIdDoesNothingAndIsLogged() throws {
        let store = try storeWithNotes()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        // An Episode with the id of the first note's node is live too.
        try store.commitResponse(#"{"data":{"search":[{"__typename":"Episode","air_date":"d","__isNode":"Episode","id":"n1"}]}}"#,
                                 TestUnionPlan.operation, variables: ["name": "n"])
        let before = edgeKeys(store)
        try store.commitResponse(#"{"data":{"removeNote":{"removedNoteId":"n1"}}}"#,
                                 Self.deleteEdgePlan, variables: ["connections": [.string(connection)]])
        #expect(edgeKeys(store) == before)
        #expect(events.contains(.ambiguousIdentity(id: "n1", types: ["Episode", "Note"])))
    }

    @Test func deleteEdgeRemovesTheEdgesOfTheOneLiveRecord() throws {
        let store = try storeWithNotes()
        try store.commitResponse(#"{"data":{"removeNote":{"removedNoteId":"n1"}}}"#,
                                 Self.deleteEdgePlan, variables: ["connections": [.string(connection)]])
        #expect(edgeKeys(store) == ["Character:1:notes(first:2):edges:1"])
    }

    /// Today's cost was (types ever seen) × (id length): 20,000 types and a 100,000-character
    /// id took minutes. Through the index it is a few hashes of the id.
    @Test func deleteRecordCostDoesNotGrowWithTheTypesSeen() throws {
        for i in 0..<20_000 { _ = TypeID("HostileBulkType\(i)") }
        let store = try storeWithNotes()
        let id = String(repeating: "x", count: 100_000)
        let started = ContinuousClock.now
        for _ in 0..<10 {
            try store.commitResponse(#"{"data":{"removeNote":{"removedNoteId":"\#(id)"}}}"#,
                                     AddNotePlans.delete, variables: ["id": .string(id)])
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(20), "10 deletions took \(elapsed)")
    }

    /// A record only an optimistic layer made is in the id index while the layer shows it: a
    /// server batch lifting and putting the layers back keeps it there, and a revert takes it
    /// out with the record (an index left holding it would delete or find a record the store
    /// no longer has).
    @Test func aRecordALayerMadeLeavesTheIndexWithTheLayer() throws {
        let store = try storeWithNotes()
        let add = try ingest(#"{"data":{"addNote":{"note":{"id":"n9","text":"draft"}}}}"#,
                             Resolution(AddNotePlans.appendNode, variables: ["connections": [.string(connection)]],
                                        store: store))
        let layer = store.applyLayer(add.changes)
        #expect(store.liveRecord(withID: "n9")?.key == "Note:n9")
        try store.commitResponse(#"{"data":{"removeNote":{"removedNoteId":"none"}}}"#,
                                 AddNotePlans.delete, variables: ["id": "none"])
        #expect(store.liveRecord(withID: "n9")?.key == "Note:n9", "put back with its layer")
        store.revert(layer)
        #expect(store.record("Note:n9") == nil)
        #expect(store.identities.records(withID: "n9").isEmpty)
        #expect(store.liveRecord(withID: "n9") == nil)
    }

    /// The index takes the records a commit made only when it is next read: a record swept
    /// before then is not among them (an index that took it late would act on, or be made
    /// ambiguous by, a record the store no longer has), and one made after is found.
    @Test func aRecordSweptBeforeTheIndexIsReadIsNotFoundByID() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"search":[{"__typename":"Episode","air_date":"d","__isNode":"Episode","id":"e7"}]}}"#,
                                 TestUnionPlan.operation, variables: ["name": "n"])
        #expect(store.record("Episode:e7") != nil)
        #expect(store.collect() > 0, "no root keeps it")
        #expect(store.record("Episode:e7") == nil)
        try store.commitResponse(#"{"data":{"search":[{"__typename":"Character","label":"c","status":"s","__isNamed":"Character","name":"c","__isNode":"Character","id":"e7"}]}}"#,
                                 TestUnionPlan.operation, variables: ["name": "n"])
        #expect(store.identities.records(withID: "e7").map(\.key) == ["Character:e7"])
        #expect(store.liveRecord(withID: "e7")?.key == "Character:e7")
    }
}
