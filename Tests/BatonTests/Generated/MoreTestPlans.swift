@_spi(Generated) import Baton

// More plans, written as the emitter would write them for the remaining baton-spec cases
// that need no connections, edits or incremental parts.

enum MoreTypes {
    static let Node = TypeID("Node")
    static let Quote = TypeID("Quote")
    static let Draft = TypeID("Draft")
    static let Secret = TypeID("Secret")
    static let Mutation = TypeID("Mutation")
    static let Subscription = TypeID("Subscription")
    static let FavoritePayload = TypeID("FavoritePayload")
    static let ListsPayload = TypeID("ListsPayload")
    static let NoteAddedPayload = TypeID("NoteAddedPayload")
    static let NoteEdge = TypeID("NoteEdge")
}

private func string(_ key: String, storageKey: StorageKey? = nil, client: Bool = false) -> PlanField {
    .scalar(key, ScalarShape(.string), storageKey: storageKey, isClient: client)
}

private func characterById(_ child: PlanSelection) -> PlanField {
    PlanField("character",
              storageKey: .dynamic(DynamicKey("character", [DynamicArgument("id", [.variable("id")])])),
              kind: .link(PlanLink(child, lookup: PlanLookup(type: Types.Character, arguments: [[.variable("id")]]))))
}

/// `query TestStrictQuery($id:ID!){character(id:$id){name,species,id}}`
enum TestStrictQueryPlan {
    static let selection1 = PlanSelection(type: Types.Character, key: ["id"],
                                          fields: [string("name"), string("species"), string("id")])
    static let operation = PlanOperation(name: "TestStrictQuery", kind: .query, document: .text(""),
                                         selection: PlanSelection(type: Types.Query, fields: [characterById(selection1)]))
}

/// `query TestNodeFields($id:ID!){node(id:$id){__typename,id,...on Character{name}}}`
enum TestNodeFieldsPlan {
    static let selection1 = PlanSelection(
        type: MoreTypes.Node, key: ["id"], isAbstract: true, fields: [string("id")],
        variants: [PlanVariant(.types([Types.Character]), fields: [string("name")])])
    static let operation = PlanOperation(
        name: "TestNodeFields", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("node", storageKey: .dynamic(DynamicKey("node", [DynamicArgument("id", [.variable("id")])])),
                      kind: .link(PlanLink(selection1, lookup: PlanLookup(type: nil, possibleTypes: Types.Node_possible,
                                                                          arguments: [[.variable("id")]])))),
        ]))
}

/// `query TestTwoSpreads($id:ID!,$again:Boolean!){character(id:$id){...TestRow_character,...TestRow_character@include(if:$again),id}}`
enum TestTwoSpreadsPlan {
    static let selection1 = PlanSelection(type: Types.Character, key: ["id"],
                                          fields: [string("name"), string("status"), string("image"), string("id")])
    static let operation = PlanOperation(name: "TestTwoSpreads", kind: .query, document: .text(""),
                                         selection: PlanSelection(type: Types.Query, fields: [characterById(selection1)]))
}

/// `query TestSearchOrigins($name:String!){search(name:$name){__typename,...on Character{origin{name,id}},...on Node{__isNode:__typename,id}}}`
enum TestSearchOriginsPlan {
    static let origin = PlanSelection(type: Types.Location, key: ["id"], fields: [string("name"), string("id")])
    static let selection1 = PlanSelection(
        type: Types.SearchResult, isAbstract: true,
        conditions: [PlanCondition(name: "Node", responseKey: "__isNode", possibleTypes: Types.Node_possible)],
        fields: [],
        variants: [
            PlanVariant(.types([Types.Character]), key: ["id"], fields: [.link("origin", PlanLink(origin))]),
            PlanVariant(.condition("Node"), key: ["id"], fields: [string("id")]),
        ])
    static let operation = PlanOperation(
        name: "TestSearchOrigins", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("search", PlanLink(selection1, plural: true),
                  storageKey: .dynamic(DynamicKey("search", [DynamicArgument("name", [.variable("name")])]))),
        ]))
}

/// `mutation TestSetFavorite($id:ID!,$favorite:Boolean!){setFavorite(id:$id,favorite:$favorite){character{id,name,favorite}}}`
/// Mutation-root fields are keyed without their arguments.
enum TestSetFavoritePlan {
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [
        string("id"), string("name"), .scalar("favorite", ScalarShape(.bool)),
    ])
    static let operation = PlanOperation(
        name: "TestSetFavorite", kind: .mutation, document: .text(""),
        selection: PlanSelection(type: MoreTypes.Mutation, fields: [
            .link("setFavorite", PlanLink(PlanSelection(type: MoreTypes.FavoritePayload,
                                                        fields: [.link("character", PlanLink(character))]))),
        ]))
}

/// `mutation TestRename($id:ID!,$name:String!){rename(id:$id,name:$name){character{id,name}}}`
enum TestRenamePlan {
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [string("id"), string("name")])
    static let operation = PlanOperation(
        name: "TestRename", kind: .mutation, document: .text(""),
        selection: PlanSelection(type: MoreTypes.Mutation, fields: [
            .link("rename", PlanLink(PlanSelection(type: MoreTypes.FavoritePayload,
                                                   fields: [.link("character", PlanLink(character))]))),
        ]))
}

/// `mutation TestSetStatuses { setLists { statuses } }`
enum TestSetStatusesPlan {
    static let operation = PlanOperation(
        name: "TestSetStatuses", kind: .mutation, document: .text(""),
        selection: PlanSelection(type: MoreTypes.Mutation, fields: [
            .link("setLists", PlanLink(PlanSelection(type: MoreTypes.ListsPayload, fields: [
                .scalar("statuses", ScalarShape(.enum, list: true)),
            ]))),
        ]))
}

/// `subscription TestNoteAdded($characterId:ID!){noteAdded(characterId:$characterId){noteEdge{cursor,node{id,text}}}}`
/// Subscription-root fields keep their arguments.
enum TestNoteAddedPlan {
    static let node = PlanSelection(type: Types.Note, key: ["id"], fields: [string("id"), string("text")])
    static let edge = PlanSelection(type: MoreTypes.NoteEdge, fields: [
        .scalar("cursor", ScalarShape(.string, nullable: false)), .link("node", PlanLink(node)),
    ])
    static let operation = PlanOperation(
        name: "TestNoteAdded", kind: .subscription, document: .text(""),
        selection: PlanSelection(type: MoreTypes.Subscription, fields: [
            .link("noteAdded", PlanLink(PlanSelection(type: MoreTypes.NoteAddedPayload,
                                                      fields: [.link("noteEdge", PlanLink(edge))])),
                  storageKey: .dynamic(DynamicKey("noteAdded", [DynamicArgument("characterId", [.variable("characterId")])]))),
        ]))
}

/// `query TestAssetsQuery { assets { name size } }` with the key fields `uuid` and `id` appended.
enum TestAssetsQueryPlan {
    static let operation = PlanOperation(
        name: "TestAssetsQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("assets", PlanLink(PlanSelection(type: Types.Asset, key: ["uuid"], fields: [
                string("name"), .scalar("size", ScalarShape(.int)),
                .scalar("uuid", ScalarShape(.string, nullable: false)), string("id"),
            ]), plural: true)),
        ]))
}

/// `query TestAssetQuery($uuid:String!){asset(uuid:$uuid){owner{name,id},uuid,name,id}}`
enum TestAssetQueryPlan {
    static let asset = PlanSelection(type: Types.Asset, key: ["uuid"], fields: [
        .link("owner", PlanLink(PlanSelection(type: Types.Character, key: ["id"], fields: [string("name"), string("id")]))),
        .scalar("uuid", ScalarShape(.string, nullable: false)), string("name"), string("id"),
    ])
    static let operation = PlanOperation(
        name: "TestAssetQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("asset", storageKey: .dynamic(DynamicKey("asset", [DynamicArgument("uuid", [.variable("uuid")])])),
                      kind: .link(PlanLink(asset, lookup: PlanLookup(type: Types.Asset, arguments: [[.variable("uuid")]])))),
        ]))
}

/// `query TestQuotesQuery { quotes { rate } }` with the key fields `base`, `quote` appended.
enum TestQuotesQueryPlan {
    static let quote = PlanSelection(type: MoreTypes.Quote, key: ["base", "quote"], fields: [
        .scalar("rate", ScalarShape(.float)),
        .scalar("base", ScalarShape(.string, nullable: false)), .scalar("quote", ScalarShape(.string, nullable: false)),
    ])
    static let operation = PlanOperation(
        name: "TestQuotesQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [.link("quotes", PlanLink(quote, plural: true))]))
}

/// `query TestQuoteQuery($base: String!, $quote: String!) { quote(base: $base, quote: $quote) { base quote rate } }`
enum TestQuoteQueryPlan {
    static let operation = PlanOperation(
        name: "TestQuoteQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("quote",
                      storageKey: .dynamic(DynamicKey("quote", [
                          DynamicArgument("base", [.variable("base")]), DynamicArgument("quote", [.variable("quote")]),
                      ])),
                      kind: .link(PlanLink(TestQuotesQueryPlan.quote, lookup: PlanLookup(
                          type: MoreTypes.Quote, arguments: [[.variable("base")], [.variable("quote")]])))),
        ]))
}

/// `query TestPinnedCharacter($id:ID!){character(id:$id){id,name,status,isPinned,note}}`: the
/// last two are client fields (`extensions.graphql`), absent from the text.
enum TestPinnedCharacterPlan {
    static let selection1 = PlanSelection(type: Types.Character, key: ["id"], fields: [
        string("id"), string("name"), string("status"),
        .scalar("isPinned", ScalarShape(.bool), isClient: true), string("note", client: true),
    ])
    static let operation = PlanOperation(name: "TestPinnedCharacter", kind: .query, document: .text(""),
                                         selection: PlanSelection(type: Types.Query, fields: [characterById(selection1)]))
}

/// `query TestDrafts{drafts{id,text,about{id,name}},character(id:"1"){id,name}}`: `drafts` is a client field.
enum TestDraftsPlan {
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [string("id"), string("name")])
    static let draft = PlanSelection(type: MoreTypes.Draft, key: ["id"], fields: [
        string("id", client: true), string("text", client: true),
        .link("about", PlanLink(character), isClient: true),
    ])
    static let operation = PlanOperation(
        name: "TestDrafts", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            .link("drafts", PlanLink(draft, plural: true), isClient: true),
            PlanField("character", storageKey: .fixed(#"character(id:"1")"#),
                      kind: .link(PlanLink(character, lookup: PlanLookup(type: Types.Character, arguments: [[.literal("1")]])))),
        ]))
}

/// `query TestSecrets($code: String!) { secrets(code: $code) { id body } character(id: "1") { id name } }`
enum TestSecretsPlan {
    static let character = TestDraftsPlan.character
    static let operation = PlanOperation(
        name: "TestSecrets", kind: .query, document: .text(""), transient: [#"secrets"#],
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("secrets", storageKey: .dynamic(DynamicKey("secrets", [DynamicArgument("code", [.variable("code")])])),
                      kind: .link(PlanLink(PlanSelection(type: MoreTypes.Secret, key: ["id"], fields: [string("id"), string("body")]),
                                           plural: true)),
                      isTransientRoot: true),
            PlanField("character", storageKey: .fixed(#"character(id:"1")"#), kind: .link(PlanLink(character))),
        ]))
}

/// `query TestCharacterSecret { character(id: "1") { id name secret { id body } } }`
enum TestCharacterSecretPlan {
    static let operation = PlanOperation(
        name: "TestCharacterSecret", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("character", storageKey: .fixed(#"character(id:"1")"#), kind: .link(PlanLink(
                PlanSelection(type: Types.Character, key: ["id"], fields: [
                    string("id"), string("name"),
                    .link("secret", PlanLink(PlanSelection(type: MoreTypes.Secret, key: ["id"],
                                                           fields: [string("id"), string("body")]))),
                ])))),
        ]))
}

/// `query TestNodeDeferred($id:ID!){node(id:$id){__typename,id,...on Character{name},...TestAppearances_character@defer(label:"TestNodeDeferred$defer$TestAppearances_character")}}`
enum TestNodeDeferredPlan {
    static let label = "TestNodeDeferred$defer$TestAppearances_character"
    static let episode = TestProfileQueryPlan.selection4
    static let selection1 = PlanSelection(
        type: MoreTypes.Node, key: ["id"], isAbstract: true, fields: [string("id")],
        variants: [PlanVariant(.types([Types.Character]), fields: [
            string("name"),
            .link("episode", PlanLink(episode, plural: true, nullable: false), deferLabel: label),
        ])])
    static let operation = PlanOperation(
        name: "TestNodeDeferred", kind: .query, document: .text(""), hasDeferred: true,
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("node", storageKey: .dynamic(DynamicKey("node", [DynamicArgument("id", [.variable("id")])])),
                      kind: .link(PlanLink(selection1, lookup: PlanLookup(type: nil, possibleTypes: Types.Node_possible,
                                                                          arguments: [[.variable("id")]])))),
        ]))
}

enum ConnectionTypes {
    static let NoteConnection = TypeID("NoteConnection")
    static let PageInfo = TypeID("PageInfo")
}

/// The selections of a notes connection: `{totalCount?,edges{node{id,text,__typename},cursor},pageInfo{…}}`.
enum NotesConnectionSelections {
    static let note = PlanSelection(type: Types.Note, key: ["id"], fields: [
        string("id"), string("text"), PlanField("__typename", kind: .typename),
    ])
    static let edge = PlanSelection(type: MoreTypes.NoteEdge, fields: [
        .link("node", PlanLink(note)), .scalar("cursor", ScalarShape(.string, nullable: false)),
    ])
    static let forward = PlanSelection(type: ConnectionTypes.PageInfo, fields: [
        string("endCursor"), .scalar("hasNextPage", ScalarShape(.bool, nullable: false)),
    ])
    static let backward = PlanSelection(type: ConnectionTypes.PageInfo, fields: [
        .scalar("hasPreviousPage", ScalarShape(.bool, nullable: false)), string("startCursor"),
    ])

    static func connection(totalCount: Bool, pageInfo: PlanSelection) -> PlanSelection {
        PlanSelection(type: ConnectionTypes.NoteConnection, fields:
            (totalCount ? [.scalar("totalCount", ScalarShape(.int, nullable: false))] : []) + [
                .link("edges", PlanLink(edge, plural: true)),
                .link("pageInfo", PlanLink(pageInfo, nullable: false)),
            ])
    }

    /// A `notes` field under `@connection(key:)`, its arguments inlined by the compiler.
    static func notes(_ storageKey: String, key: String, totalCount: Bool, pageInfo: PlanSelection) -> PlanField {
        .link("notes", PlanLink(connection(totalCount: totalCount, pageInfo: pageInfo), nullable: false,
                                connection: PlanConnection(handleKey: .fixed("__\(key)_connection"))),
              storageKey: .fixed(storageKey))
    }
}

/// `query TestNotesQuery($id:ID!){character(id:$id){...TestNotes_character,id}}` with
/// `notes(first:2) @connection(key: "TestNotes_notes")`.
enum TestNotesQueryPlan {
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [
        string("name"),
        NotesConnectionSelections.notes("notes(first:2)", key: "TestNotes_notes", totalCount: true,
                                        pageInfo: NotesConnectionSelections.forward),
        string("id"),
    ])
    static let operation = PlanOperation(name: "TestNotesQuery", kind: .query, document: .text(""),
                                         selection: PlanSelection(type: Types.Query, fields: [characterById(character)]))
}

/// `query TestRecentNotesQuery($id:ID!){character(id:$id){...TestRecentNotes_character,id}}` (`last:2`).
enum TestRecentNotesQueryPlan {
    static let character = PlanSelection(type: Types.Character, key: ["id"], fields: [
        NotesConnectionSelections.notes("notes(last:2)", key: "TestRecentNotes_notes", totalCount: false,
                                        pageInfo: NotesConnectionSelections.backward),
        string("id"),
    ])
    static let operation = PlanOperation(name: "TestRecentNotesQuery", kind: .query, document: .text(""),
                                         selection: PlanSelection(type: Types.Query, fields: [characterById(character)]))
}

/// `query TestRootNotesQuery{...TestRootNotes_query}`: the connection on the query root.
enum TestRootNotesQueryPlan {
    static let operation = PlanOperation(
        name: "TestRootNotesQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            NotesConnectionSelections.notes("notes(first:2)", key: "TestRootNotes_notes", totalCount: true,
                                            pageInfo: NotesConnectionSelections.forward),
        ]))
}

/// `query TestAuthorNotesQuery($id:ID!){node(id:$id){__typename,...TestAuthorNotes_note,id}}`
enum TestAuthorNotesQueryPlan {
    static let author = PlanSelection(type: Types.Character, key: ["id"], fields: [
        string("id"), string("name"),
        NotesConnectionSelections.notes("notes(first:2)", key: "TestAuthorNotes_notes", totalCount: false,
                                        pageInfo: NotesConnectionSelections.forward),
    ])
    static let node = PlanSelection(
        type: MoreTypes.Node, key: ["id"], isAbstract: true, fields: [string("id")],
        variants: [PlanVariant(.types([Types.Note]), fields: [.link("author", PlanLink(author))])])
    static let operation = PlanOperation(
        name: "TestAuthorNotesQuery", kind: .query, document: .text(""),
        selection: PlanSelection(type: Types.Query, fields: [
            PlanField("node", storageKey: .dynamic(DynamicKey("node", [DynamicArgument("id", [.variable("id")])])),
                      kind: .link(PlanLink(node))),
        ]))
}

/// The add-note mutations: `addNote(characterId:,text:)` keyed `addNote` on the mutation root,
/// the payload field carrying its edge directive (applied by a later issue; with
/// `connections: []`, as in these cases, it edits nothing).
enum AddNotePlans {
    static let AddNotePayload = TypeID("AddNotePayload")
    static let RemoveNotePayload = TypeID("RemoveNotePayload")
    static let connections: [KeyPiece] = [.variable("connections")]
    static let note = PlanSelection(type: Types.Note, key: ["id"], fields: [string("id"), string("text")])
    static let edge = PlanSelection(type: MoreTypes.NoteEdge, fields: [
        .scalar("cursor", ScalarShape(.string, nullable: false)), .link("node", PlanLink(note)),
    ])

    static func mutation(_ name: String, _ payloadField: PlanField) -> PlanOperation {
        PlanOperation(name: name, kind: .mutation, document: .text(""), selection: PlanSelection(
            type: MoreTypes.Mutation, fields: [
                .link("addNote", PlanLink(PlanSelection(type: AddNotePayload, fields: [payloadField]))),
            ]))
    }

    static let append = mutation("TestAddNote", PlanField("noteEdge", kind: .link(PlanLink(edge)),
                                                          edit: .appendEdge(connections: connections)))
    static let prepend = mutation("TestAddNoteFirst", PlanField("noteEdge", kind: .link(PlanLink(edge)),
                                                                edit: .prependEdge(connections: connections)))
    static let appendNode = mutation("TestAddNoteNode", PlanField(
        "note", kind: .link(PlanLink(note)), edit: .appendNode(connections: connections, edgeType: MoreTypes.NoteEdge)))
    static let prependNode = mutation("TestAddNoteNodeFirst", PlanField(
        "note", kind: .link(PlanLink(note)), edit: .prependNode(connections: connections, edgeType: MoreTypes.NoteEdge)))
    static let delete = PlanOperation(name: "TestDeleteNote", kind: .mutation, document: .text(""), selection: PlanSelection(
        type: MoreTypes.Mutation, fields: [
            .link("removeNote", PlanLink(PlanSelection(type: RemoveNotePayload, fields: [
                PlanField("removedNoteId", kind: .scalar(ScalarShape(.string)), edit: .deleteRecord),
            ]))),
        ]))
}
