/// Edge directives applied to connections the store holds.
extension Store {
    private enum Keys {
        static let edges = "edges", node = "node", cursor = "cursor"
        static let nextEdgeIndex = "__connection_next_edge_index"
    }

    /// A live connection record with this key, or nil: an edit on anything else is ignored
    /// here, and the image forgets that connection so the next read fetches it.
    private func connection(_ key: String, _ batch: Batch) -> Record? {
        guard let record = record(RecordKey.Hashed(key), in: batch), !record.isDeleted else { return nil }
        return record
    }

    private func edges(of connection: Record) -> [Record?] {
        if case .links(let edges) = connection.value(at: SlotRegistry.shared.slot(connection.type, Keys.edges)) {
            return edges
        }
        return []
    }

    private func node(of edge: Record) -> Record? {
        if case .link(let node) = edge.value(at: SlotRegistry.shared.slot(edge.type, Keys.node)) { return node }
        return nil
    }

    /// Copies a payload edge (or wraps a node in a new edge) into a connection-owned edge
    /// `<connection>:edges:<n>` and inserts it, unless an edge for the node is there already.
    func insert(_ insert: EdgeInsert, _ targets: Targets, _ batch: Batch) {
        let payload = targets[insert.record]
        let node = insert.edgeType == nil ? self.node(of: payload) : payload
        let registry = SlotRegistry.shared
        for key in insert.connections {
            guard let connection = connection(key, batch) else {
                batch.forgottenKeys.append(key)
                continue
            }
            let current = edges(of: connection)
            let edgeType = insert.edgeType ?? payload.type
            // An edge of another type than the connection's is left alone.
            if let first = current.compactMap({ $0 }).first, first.type != edgeType { continue }
            if let node, current.contains(where: { $0.flatMap(self.node(of:)) === node }) { continue }
            let indexSlot = registry.slot(connection.type, Keys.nextEdgeIndex)
            var next: Int64 = 0
            if case .int(let stored) = connection.value(at: indexSlot) { next = stored }
            let edgeKey = RecordKey.Hashed(key + ":" + Keys.edges + ":" + String(next))
            let edge = record(edgeKey, in: batch) ?? makeRecord(edgeKey, edgeType, in: batch)
            if insert.edgeType == nil {
                for slot in payload.writtenSlots { batch.write(edge, slot, payload.value(at: slot)) }
            } else {
                batch.write(edge, registry.slot(edgeType, Keys.cursor), .null)
                batch.write(edge, registry.slot(edgeType, Keys.node), node.map { .link($0) } ?? .null)
            }
            batch.write(connection, registry.slot(connection.type, Keys.edges),
                        .links(insert.atStart ? [edge] + current : current + [edge]))
            batch.write(connection, indexSlot, .int(next + 1))
        }
    }

    /// Removes every edge whose node is the one record keyed by `id` alone (found as
    /// `@deleteRecord` finds it; several live: logged as ambiguous, nothing removed). With no
    /// live record, the one deleted record with the id is meant: a payload may delete the
    /// node before it removes its edges. A connection memory does not hold is forgotten in the
    /// image (its next read fetches).
    func deleteEdges(id: String, _ keys: [String], _ batch: Batch) {
        let named = identities.records(withID: id)
        let target = liveRecord(withID: id) ?? (named.count == 1 && named[0].isDeleted ? named[0] : nil)
        for key in keys {
            guard let connection = connection(key, batch) else {
                batch.forgottenKeys.append(key)
                continue
            }
            guard let target else { continue }
            let current = edges(of: connection)
            let kept = current.filter { edge in edge.flatMap(self.node(of:)) !== target }
            if kept.count != current.count {
                batch.write(connection, SlotRegistry.shared.slot(connection.type, Keys.edges), .links(kept))
            }
        }
    }
}
