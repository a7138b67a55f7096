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
        store.commit(try Ingest.response(json, resolution: Resolution(Op.plan, variables: variables, store: store)).changes, kind: .server)
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

    @Test func caughtLinksFailWithTheErrorsBelowThemAndRequiredFieldsBubble() throws {
        let json = #"""
        {"data":{"character":{"id":"1","name":"Rick Sanchez","origin":{"id":"1","name":"Earth (C-137)"},"status":"Alive",
        "image":null,"location":{"id":"20","name":null,"dimension":"Replacement Dimension"},"gender":null,
        "species":"Human","type":null}},
        "errors":[{"message":"no image","path":["character","image"]},{"message":"no name","path":["character","location","name"]},
        {"message":"no gender","path":["character","gender"]},{"message":"no type","path":["character","type"]}]}
        """#
        let store = Store()
        try commit(store, TestProfileQuery(id: "1"), Array(json.utf8))
        let owner = Owner(store: store, variables: ["id": "1"])
        let character = try #require(TestProfileQuery.Data(anchor: Anchor(record: store.root(.query), owner: owner)).character)
        let profile = try #require(character.testProfile)
        #expect(profile.status == "Alive")
        guard case .failure(let image) = profile.image, case .failure(let location) = profile.location else {
            Issue.record("caught fields read no failure"); return
        }
        #expect(image.errors.map(\.message) == ["no image"])
        #expect(location.errors.map(\.message) == ["no name"])
        #expect(profile.gender == nil)
        // `type` is required with THROW: its own error is what it throws.
        #expect(throws: FieldErrors.self) { try character.strict }
        let strict = TestStrict_character(anchor: character.anchor.spread())
        #expect(throws: FieldError(message: "no type", path: "character.type")) { try strict.type }
    }
}
