import Foundation
import Testing
@_spi(Generated) import Baton

/// baton-spec responses read back through the generated lenses: a `@connection` lens reads
/// the connection record its pages merge into, so a second page shows up in the first
/// query's lens.
@Suite("baton-spec reads through generated lenses")
struct SpecLensReadTests {
    func commit<Op: Baton.Operation>(_ store: Store, _ operation: Op, _ json: [UInt8]) throws {
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        store.commit(try Ingest.response(json, resolution: Resolution(Op.plan, variables: variables)).changes, kind: .server)
    }

    static let page2 = #"""
    {"data":{"node":{"__typename":"Character","id":"1","name":"Rick Sanchez","notes":{"totalCount":5,
    "edges":[{"cursor":"c3","node":{"__typename":"Note","id":"n3","text":"Third"}},
    {"cursor":"c4","node":{"__typename":"Note","id":"n4","text":"Fourth"}}],
    "pageInfo":{"endCursor":"c4","hasNextPage":true}}}}}
    """#

    @Test func aConnectionLensReadsEveryMergedPage() throws {
        let store = Store()
        let query = TestNotesQuery(id: "1")
        try commit(store, query, try SpecDumpTests.bytes("tests/notes-page-1.json"))
        let owner = Owner(store: store, variables: ["id": "1"])
        let data = TestNotesQuery.Data(anchor: Anchor(record: store.root(.query), owner: owner))
        let notes = try #require(data.character?.testNotes.notes)
        #expect(notes.totalCount == 5)
        #expect(notes.connectionID == "Character:1:__TestNotes_notes_connection")
        #expect(notes.edges?.compactMap { $0.node?.text } == ["Wubba lubba dub dub", "Portal gun needs charging"])
        #expect(TestNotesPaginationQuery(cursor: "c2", id: "1").variables.canonicalJSON
            == #"{"count":2,"cursor":"c2","id":"1"}"#)
        try commit(store, TestNotesPaginationQuery(cursor: "c2", id: "1"), Array(Self.page2.utf8))
        #expect(notes.edges?.compactMap { $0.node?.id } == ["n1", "n2", "n3", "n4"])
    }
}
