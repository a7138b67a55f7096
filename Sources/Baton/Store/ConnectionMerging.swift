/// Merging server pages into client connection records, as Relay's handler does.
extension Store {
    /// The storage keys a merge reads on the page and page-info types.
    private enum Keys {
        static let edges = "edges", pageInfo = "pageInfo", node = "node"
        static let endCursor = "endCursor", hasNextPage = "hasNextPage"
        static let startCursor = "startCursor", hasPreviousPage = "hasPreviousPage"
    }

    /// Applies one merge, writing through `batch` (netted notifications, layers' undo).
    func merge(_ merge: ConnectionMerge, _ targets: Targets, _ batch: Batch) {
        let connection = targets[merge.connection], page = targets[merge.page]
        let registry = SlotRegistry.shared
        let edgesSlot = registry.slot(page.type, Keys.edges)
        let pageInfoSlot = registry.slot(page.type, Keys.pageInfo)
        if isStale(merge, connection, pageInfoSlot) { return }
        // The connection's own fields follow the page's, except the edges and the page info.
        for slot in page.writtenSlots where slot != edgesSlot && slot != pageInfoSlot {
            batch.write(connection, slot, page.value(at: slot))
        }
        if case .links(let pageEdges) = page.value(at: edgesSlot) {
            let existing: [Record]
            if case .links(let old) = connection.value(at: edgesSlot), merge.mode != .replace {
                existing = old.compactMap { $0 }
            } else {
                existing = []
            }
            let incoming = pageEdges.compactMap { $0 }
            let merged = merge.mode == .prepend ? incoming + existing : existing + incoming
            batch.write(connection, edgesSlot, .links(firstEdgePerNode(merged)))
        }
        guard case .link(let pageInfo) = page.value(at: pageInfoSlot) else { return }
        let infoKey = RecordKey.Hashed(connection.key + ":" + Keys.pageInfo)
        let info = record(infoKey, in: batch) ?? makeRecord(infoKey, pageInfo.type, in: batch)
        let names: [String] = switch merge.mode {
        case .replace: [Keys.endCursor, Keys.hasNextPage, Keys.startCursor, Keys.hasPreviousPage]
        case .append: [Keys.endCursor, Keys.hasNextPage]
        case .prepend: [Keys.startCursor, Keys.hasPreviousPage]
        }
        for name in names {
            let slot = registry.slot(pageInfo.type, name)
            let value = pageInfo.value(at: slot)
            // A field the page's info lacks leaves the old value.
            if value != .missing { batch.write(info, slot, value) }
        }
        batch.write(connection, pageInfoSlot, .link(info))
    }

    /// A page fetched after a cursor that is no longer the connection's end (or before one
    /// no longer its start) is ignored.
    private func isStale(_ merge: ConnectionMerge, _ connection: Record, _ pageInfoSlot: Int) -> Bool {
        guard merge.mode != .replace, let cursor = merge.cursor,
              case .link(let info) = connection.value(at: pageInfoSlot) else { return false }
        let name = merge.mode == .append ? Keys.endCursor : Keys.startCursor
        return info.value(at: SlotRegistry.shared.slot(info.type, name)) != .string(cursor)
    }

    /// Edges deduplicated by node, the first edge for a node kept.
    private func firstEdgePerNode(_ edges: [Record]) -> [Record] {
        var seen = Set<ObjectIdentifier>()
        return edges.filter { edge in
            guard case .link(let node) = edge.value(at: SlotRegistry.shared.slot(edge.type, Keys.node)) else { return true }
            return seen.insert(ObjectIdentifier(node)).inserted
        }
    }
}
