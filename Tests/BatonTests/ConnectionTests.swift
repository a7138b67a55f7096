import Observation
import Testing
@_spi(Generated) @testable import Baton

/// Connection merges (SPEC §5.7): replace, append after, prepend before, dedupe by node,
/// null edges dropped, stale cursors ignored, page info per direction, one notification.
@Suite("Connections")
@MainActor
struct ConnectionTests {
    /// `query P($cursor:String,$before:String){notes(first:2,after:$cursor,before:$before) @connection(key:"P")}`
    nonisolated static let plan: PlanOperation = {
        let pageInfo = PlanSelection(type: ConnectionTypes.PageInfo, fields: [
            .scalar("endCursor", ScalarShape(.string)), .scalar("hasNextPage", ScalarShape(.bool)),
            .scalar("startCursor", ScalarShape(.string)), .scalar("hasPreviousPage", ScalarShape(.bool)),
        ])
        let connection = NotesConnectionSelections.connection(totalCount: true, pageInfo: pageInfo)
        let key = DynamicKey("notes", [DynamicArgument("after", [.variable("cursor")]),
                                       DynamicArgument("before", [.variable("before")]),
                                       DynamicArgument("first", [.literal("2")])])
        return PlanOperation(name: "P", kind: .query, document: .text(""), selection: PlanSelection(type: .query, fields: [
            .link("notes", PlanLink(connection, connection: PlanConnection(
                handleKey: .fixed("__P_connection"), after: [.variable("cursor")], before: [.variable("before")])),
                  storageKey: .dynamic(key)),
        ]))
    }()

    nonisolated static func page(_ ids: [String?], end: String, start: String = "s", hasNext: Bool = true, total: Int = 9) -> String {
        let edges = ids.map { id in
            id.map { #"{"node":{"id":"\#($0)","text":"t\#($0)","__typename":"Note"},"cursor":"c\#($0)"}"# } ?? "null"
        }.joined(separator: ",")
        return #"{"data":{"notes":{"totalCount":\#(total),"edges":[\#(edges)],"pageInfo":{"endCursor":"\#(end)","hasNextPage":\#(hasNext),"startCursor":"\#(start)","hasPreviousPage":false}}}}"#
    }

    let connectionKey = "client:root:__P_connection"

    func nodes(_ store: Store) -> [String] {
        guard case .links(let edges)? = store.record(connectionKey)?.value(at: SlotRegistry.shared.slot(ConnectionTypes.NoteConnection, "edges"))
        else { return [] }
        return edges.compactMap { edge -> String? in
            guard case .link(let node)? = edge?.value(at: SlotRegistry.shared.slot(MoreTypes.NoteEdge, "node")) else { return nil }
            return node.key
        }
    }

    func info(_ store: Store, _ name: String) -> SlotValue? {
        store.record(connectionKey + ":pageInfo")?.value(at: SlotRegistry.shared.slot(ConnectionTypes.PageInfo, name))
    }

    func commit(_ store: Store, _ json: String, _ variables: [String: JSONValue] = [:]) throws {
        try store.commitResponse(json, Resolution(Self.plan, variables: variables, store: store))
    }

    @Test func appendedPagesMergeDedupeAndDropNullEdges() throws {
        let store = Store()
        try commit(store, Self.page(["1", "2"], end: "c2"))
        #expect(nodes(store) == ["Note:1", "Note:2"])
        try commit(store, Self.page(["2", nil, "3"], end: "c3", start: "x", hasNext: false, total: 7), ["cursor": "c2"])
        #expect(nodes(store) == ["Note:1", "Note:2", "Note:3"])
        // Appending sets hasNextPage and endCursor only; the connection's own fields follow the page.
        #expect(info(store, "endCursor") == .string("c3"))
        #expect(info(store, "hasNextPage") == .bool(false))
        #expect(info(store, "startCursor") == .string("s"))
        let totalSlot = SlotRegistry.shared.slot(ConnectionTypes.NoteConnection, "totalCount")
        #expect(store.record(connectionKey)?.value(at: totalSlot) == .int(7))
    }

    @Test func aPageAfterAStaleCursorIsIgnored() throws {
        let store = Store()
        try commit(store, Self.page(["1", "2"], end: "c2"))
        try commit(store, Self.page(["9"], end: "c9"), ["cursor": "c1"])
        #expect(nodes(store) == ["Note:1", "Note:2"])
        #expect(info(store, "endCursor") == .string("c2"))
        // A null cursor is not present: the page replaces.
        try commit(store, Self.page(["5"], end: "c5"), ["cursor": nil])
        #expect(nodes(store) == ["Note:5"])
    }

    @Test func prependedPagesGoFirstAndSetTheStart() throws {
        let store = Store()
        try commit(store, Self.page(["3", "4"], end: "c4", start: "c3"))
        try commit(store, Self.page(["1", "2"], end: "zz", start: "c1"), ["before": "c3"])
        #expect(nodes(store) == ["Note:1", "Note:2", "Note:3", "Note:4"])
        #expect(info(store, "startCursor") == .string("c1"))
        #expect(info(store, "endCursor") == .string("c4"))
    }

    @Test func aMergedPageNotifiesTheEdgesOnce() throws {
        let store = Store()
        try commit(store, Self.page(["1", "2"], end: "c2"))
        let connection = store.record(connectionKey)!
        let edges = SlotRegistry.shared.slot(ConnectionTypes.NoteConnection, "edges")
        let counter = Counter()
        withObservationTracking { _ = connection[slot: edges] } onChange: { counter.bump() }
        try commit(store, Self.page(["3"], end: "c3"), ["cursor": "c2"])
        #expect(counter.value == 1)
        let again = Counter()
        withObservationTracking { _ = connection[slot: edges] } onChange: { again.bump() }
        try commit(store, Self.page(["3"], end: "c3"), ["cursor": "c2"])
        #expect(again.value == 0)
    }
}
