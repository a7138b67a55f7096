@_spi(Generated) import Baton

/// The plans the runtime harness reads with, written as the Swift emitter writes plans and
/// named after the repository's response fixtures (the seed corpus), so a seed reaches deep:
/// entity and composite keys, keys with variables, a typed and a typeless lookup, an abstract
/// list with membership answers, a deferred part, a connection with its merges, custom
/// scalars and scalar lists, `@catch`, and every edge directive.
enum FuzzPlans {
    static let character = TypeID("Character"), location = TypeID("Location"), episode = TypeID("Episode")
    static let note = TypeID("Note"), tokenizer = TypeID("Tokenizer"), characters = TypeID("Characters")
    static let info = TypeID("Info"), searchResult = TypeID("SearchResult"), node = TypeID("Node")
    static let noteConnection = TypeID("NoteConnection"), noteEdge = TypeID("NoteEdge"), pageInfo = TypeID("PageInfo")
    static let quote = TypeID("Quote"), addNotePayload = TypeID("AddNotePayload")
    static let removeNotePayload = TypeID("RemoveNotePayload")
    static let named: Set<TypeID> = [character, location]
    static let nodes: Set<TypeID> = [character, episode, location, note]
    static let deferLabel = "FuzzQuery$defer$episodes"
    static let connection = "Character:1:__FuzzNotes_notes_connection"

    private static func string(_ name: String, caught: Bool = false) -> PlanField {
        .scalar(name, ScalarShape(.string), isCaught: caught)
    }

    private static func key(_ name: String, _ variable: String) -> StorageKey {
        .dynamic(DynamicKey(name, [DynamicArgument(variable == "page" ? "page" : name == "search" ? "name" : "id",
                                                  [.variable(variable)])]))
    }

    static let place = PlanSelection(type: location, key: ["id"], fields: [
        string("name"), string("dimension", caught: true), string("type"), string("id"),
    ])
    static let episodeSelection = PlanSelection(type: episode, key: ["id"], fields: [
        string("name"), string("air_date"), string("id"),
    ])
    static let noteSelection = PlanSelection(type: note, key: ["id"], fields: [string("id"), string("text")])
    static let edge = PlanSelection(type: noteEdge, fields: [
        .scalar("cursor", ScalarShape(.string, nullable: false)), .link("node", PlanLink(noteSelection)),
    ])
    static let notes = PlanSelection(type: noteConnection, fields: [
        .scalar("totalCount", ScalarShape(.int, nullable: false)),
        .link("edges", PlanLink(edge, plural: true)),
        .link("pageInfo", PlanLink(PlanSelection(type: pageInfo, fields: [
            string("endCursor"), .scalar("hasNextPage", ScalarShape(.bool, nullable: false)),
            string("startCursor"), .scalar("hasPreviousPage", ScalarShape(.bool)),
        ]))),
    ])
    static let characterSelection = PlanSelection(type: character, key: ["id"], fields: [
        string("name"), string("status"), string("species"), string("type"), string("gender", caught: true),
        string("image"), .link("origin", PlanLink(place)), .link("location", PlanLink(place), isCaught: true),
        .link("episode", PlanLink(episodeSelection, plural: true, nullable: false), deferLabel: deferLabel),
        .link("notes", PlanLink(notes, nullable: false, connection: PlanConnection(
            handleKey: .fixed("__FuzzNotes_notes_connection"), after: [.variable("after")])),
              storageKey: .dynamic(DynamicKey("notes", [DynamicArgument("after", [.variable("after")]),
                                                        DynamicArgument("first", [.literal("2")])]))),
        .scalar("nicknames", ScalarShape(.string, list: true)),
        string("id"),
    ])
    static let search = PlanSelection(
        type: searchResult, isAbstract: true,
        conditions: [PlanCondition(name: "Named", responseKey: "__isNamed", possibleTypes: named),
                     PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: nodes)],
        fields: [],
        variants: [
            PlanVariant(.types([character]), key: ["id"], fields: [
                .scalar("label", ScalarShape(.string), storageKey: .fixed("name")), string("status"),
            ]),
            PlanVariant(.types([location]), key: ["id"], fields: [
                .scalar("label", ScalarShape(.string), storageKey: .fixed("dimension")), string("type"),
                .link("residents", PlanLink(characterSelection, plural: true)),
            ]),
            PlanVariant(.types([episode]), key: ["id"], fields: [string("air_date")]),
            PlanVariant(.condition("Named"), fields: [string("name")]),
            PlanVariant(.condition("Node"), key: ["id"], fields: [string("id")]),
        ])
    static let tokenizerSelection = PlanSelection(type: tokenizer, key: ["id"], fields: [
        string("id"), string("text"), .scalar("count", ScalarShape(.int)), .scalar("ratio", ScalarShape(.float)),
        .scalar("flag", ScalarShape(.bool)), .scalar("json", ScalarShape(.custom)),
        .scalar("strings", ScalarShape(.string, list: true)), .scalar("counts", ScalarShape(.int, list: true)),
        .scalar("ratios", ScalarShape(.float, nullable: false, list: false)),
        .scalar("flags", ScalarShape(.bool, list: true)), .scalar("jsons", ScalarShape(.custom, list: true)),
        .scalar("kind", ScalarShape(.enum)),
    ])

    /// The query every seed is read with.
    static let query = PlanOperation(
        name: "FuzzQuery", kind: .query, document: .text(""), hasDeferred: true,
        selection: PlanSelection(type: .query, fields: [
            PlanField("character", storageKey: key("character", "id"), kind: .link(PlanLink(
                characterSelection, lookup: PlanLookup(type: character, arguments: [[.variable("id")]])))),
            .link("characters", PlanLink(PlanSelection(type: characters, fields: [
                .link("info", PlanLink(PlanSelection(type: info, fields: [
                    .scalar("count", ScalarShape(.int)), .scalar("pages", ScalarShape(.int)),
                    .scalar("next", ScalarShape(.int)),
                ]))),
                .link("results", PlanLink(characterSelection, plural: true)),
            ])), storageKey: key("characters", "page")),
            .link("search", PlanLink(search, plural: true), storageKey: key("search", "name")),
            PlanField("node", storageKey: key("node", "id"), kind: .link(PlanLink(
                search, lookup: PlanLookup(type: nil, possibleTypes: nodes, arguments: [[.variable("id")]])))),
            .link("quote", PlanLink(PlanSelection(type: quote, key: ["base", "quote"], fields: [
                string("base"), string("quote"), .scalar("price", ScalarShape(.custom)),
            ]))),
            .link("tokenizer", PlanLink(tokenizerSelection)),
        ]))

    /// The mutation every seed is also read with: each edge directive on a payload field.
    static let mutation = PlanOperation(
        name: "FuzzMutation", kind: .mutation, document: .text(""),
        selection: PlanSelection(type: .mutation, fields: [
            .link("addNote", PlanLink(PlanSelection(type: addNotePayload, fields: [
                PlanField("noteEdge", kind: .link(PlanLink(edge)), edit: .appendEdge(connections: [.variable("connections")])),
                PlanField("note", kind: .link(PlanLink(noteSelection)),
                          edit: .prependNode(connections: [.variable("connections")], edgeType: noteEdge)),
            ]))),
            .link("removeNote", PlanLink(PlanSelection(type: removeNotePayload, fields: [
                PlanField("removedNoteId", kind: .scalar(ScalarShape(.string)), edit: .deleteRecord),
                PlanField("removedEdgeId", kind: .scalar(ScalarShape(.string)),
                          edit: .deleteEdge(connections: [.variable("connections")])),
            ]))),
        ]))

    /// Every plan, with the variables it is resolved with.
    static let all: [(PlanOperation, [String: JSONValue])] = [
        (query, ["id": "1", "page": 1, "name": "Rick", "after": nil]),
        (query, ["id": "n1", "page": 2, "name": "x", "after": "c2"]),
        (mutation, ["connections": [.string(connection)]]),
    ]

    /// What each store holds before a fuzzed input is read: a character with a page of notes,
    /// so edits, merges and lookups have something to act on.
    static let baseline = Array(#"""
    {"data":{"character":{"name":"Rick","status":"Alive","species":"Human","type":"","gender":"Male","image":null,
    "origin":{"name":"Earth","dimension":"C-137","type":"Planet","id":"1"},"location":null,
    "episode":[{"name":"Pilot","air_date":"2013","id":"1"}],
    "notes":{"totalCount":3,"edges":[{"cursor":"c1","node":{"id":"n1","text":"a"}},{"cursor":"c2","node":{"id":"n2","text":"b"}}],
    "pageInfo":{"endCursor":"c2","hasNextPage":true,"startCursor":"c1","hasPreviousPage":false}},
    "nicknames":["R",null],"id":"1"},
    "characters":null,"search":[{"__typename":"Episode","air_date":"d","__isNode":"Episode","id":"n2"}],"node":null,
    "quote":{"base":"A:B","quote":"C\\D","price":1.5},"tokenizer":null}}
    """#.utf8)
}
