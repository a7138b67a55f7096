@_spi(Generated) import Baton

/// A notes connection and an `@appendEdge` mutation, written by hand the way the emitter
/// writes them: `query BenchNotes($count:Int,$cursor:String){notes(first:$count,after:$cursor)
/// @connection(key:"BenchNotes_notes"){edges{node{id,text},cursor},pageInfo{endCursor,hasNextPage}}}`
/// and `mutation BenchAddNote($connections:[ID!]!){addNote{noteEdge @appendEdge(connections:
/// $connections){node{id,text},cursor}}}`. Pages hold 50 edges.
@MainActor
enum ListsFixture {
    static let note = TypeID("BenchNote")
    static let edge = TypeID("BenchNoteEdge")
    static let connection = TypeID("BenchNoteConnection")
    static let pageInfo = TypeID("BenchPageInfo")
    static let payload = TypeID("BenchAddNotePayload")
    static let pageSize = 50
    static let connectionKey = "client:root:__BenchNotes_notes_connection"

    static let nodeSelection = PlanSelection(type: note, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string, nullable: false)), .scalar("text", ScalarShape(.string)),
    ])
    static let edgeSelection = PlanSelection(type: edge, fields: [
        .link("node", PlanLink(nodeSelection)), .scalar("cursor", ScalarShape(.string, nullable: false)),
    ])
    static let connectionSelection = PlanSelection(type: connection, fields: [
        .link("edges", PlanLink(edgeSelection, plural: true)),
        .link("pageInfo", PlanLink(PlanSelection(type: pageInfo, fields: [
            .scalar("endCursor", ScalarShape(.string)), .scalar("hasNextPage", ScalarShape(.bool, nullable: false)),
        ]), nullable: false)),
    ])

    static let query = PlanOperation(name: "BenchNotes", kind: .query, document: .text(""), selection: PlanSelection(
        type: .query, fields: [
            .link("notes", PlanLink(connectionSelection, nullable: false, connection: PlanConnection(
                handleKey: .fixed("__BenchNotes_notes_connection"), after: [.variable("cursor")])),
                  storageKey: .dynamic(DynamicKey("notes", [DynamicArgument("after", [.variable("cursor")]),
                                                             DynamicArgument("first", [.variable("count")])]))),
        ]))

    static let addNote = PlanOperation(name: "BenchAddNote", kind: .mutation, document: .text(""), selection: PlanSelection(
        type: .mutation, fields: [
            .link("addNote", PlanLink(PlanSelection(type: payload, fields: [
                PlanField("noteEdge", kind: .link(PlanLink(edgeSelection)),
                          edit: .appendEdge(connections: [.variable("connections")])),
            ]))),
        ]))

    /// Page `index` (0 first): notes `index*50+1`…, after the previous page's end cursor.
    static func page(_ index: Int) -> [UInt8] {
        let numbers = (index * pageSize + 1)...((index + 1) * pageSize)
        let edges = numbers.map { #"{"node":{"id":"n\#($0)","text":"note \#($0)"},"cursor":"c\#($0)"}"# }
        return Array(#"{"data":{"notes":{"edges":[\#(edges.joined(separator: ","))],"pageInfo":{"endCursor":"c\#(numbers.upperBound)","hasNextPage":true}}}}"#.utf8)
    }

    /// The query bound to page `index`'s variables for `store`: the first page replaces, the
    /// rest append.
    static func resolution(_ index: Int, for store: Store) -> Resolution {
        Resolution(query, variables: ["count": .int(Int64(pageSize)),
                                      "cursor": index == 0 ? .null : .string("c\(index * pageSize)")],
                   store: store)
    }

    /// Page `index` read through its resolution for `store`.
    static func changes(_ index: Int, for store: Store) throws -> ChangeSet {
        try Ingest.response(page(index), resolution: resolution(index, for: store)).changes
    }

    /// A store whose connection holds `pages` merged pages.
    static func store(pages: Int) throws -> Store {
        let store = Store()
        for index in 0..<pages { store.commit(try changes(index, for: store), kind: .server) }
        return store
    }

    /// A store with 42 merged pages (2,100 nodes), built once per process: the reads share it.
    static func mergedStore() throws -> Store {
        if let cached = cachedMerged { return cached }
        let made = try store(pages: 42)
        cachedMerged = made
        return made
    }
    private static var cachedMerged: Store?

    /// An `@appendEdge` payload into the connection, as an optimistic response is read for
    /// `store`.
    static func addNoteChanges(_ id: String, for store: Store) throws -> ChangeSet {
        let data = #"{"addNote":{"noteEdge":{"node":{"id":"\#(id)","text":"draft"},"cursor":"x\#(id)"}}}"#
        return try Ingest.data(Array(data.utf8), resolution: Resolution(addNote, variables: [
            "connections": .list([.string(connectionKey)]),
        ], store: store)).changes
    }

    /// The connection as a lens reads it.
    static func notes(in store: Store) throws -> NotesLens {
        guard let record = store.record(connectionKey) else { throw FixtureError.invalid("no connection") }
        return NotesLens(anchor: Anchor(record: record, owner: Owner(store: store, isRooted: true)))
    }
}

/// The connection lens the emitter writes for `BenchNotes`: its nodes.
struct NotesLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var nodes: List<NoteLens> {
        anchor.nodes(SlotID(ListsFixture.connection, "edges"), SlotID(ListsFixture.edge, "node"))
    }
}

/// A note's lens: its id.
struct NoteLens: Lens {
    let anchor: Anchor
    init(anchor: Anchor) { self.anchor = anchor }

    @MainActor var id: String { anchor.scalarNonNull(SlotID(ListsFixture.note, "id")) }
}
