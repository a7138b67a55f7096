/// Reads of a connection lens: its nodes, its page info and its loading flags.
/// The lens's record is the client connection record its pages merge into.
///
/// None of these reports missing data: a connection with no page yet has no nodes, no next
/// page and is not loading.
@_spi(Generated)
@MainActor
extension Anchor {
    /// The nodes of the connection's edges, in order: null edges, null nodes and deleted
    /// records are skipped. Reads register the edges list and each edge's node, so a merged
    /// page notifies a body once (its edges list), not once per row.
    public func nodes<Node: Lens>(_ edges: SlotID, _ node: SlotID, as type: Node.Type = Node.self) -> List<Node> {
        guard case .links(let list) = record[slot: edges] else { return .empty }
        var found: [Record] = []
        found.reserveCapacity(list.count)
        // Edges share one type: its node slot is looked up once, not per edge.
        var edgeType = node.type, nodeSlot = node.index
        for case let edge? in list where !edge.isDeleted {
            if edge.type != edgeType { (edgeType, nodeSlot) = (edge.type, node.index(on: edge.type)) }
            if case .link(let target) = edge[slot: nodeSlot], !target.isDeleted { found.append(target) }
        }
        return List(records: found, owner: owner, origin: origin)
    }

    /// A boolean of the connection's page info (`hasNextPage`, `hasPreviousPage`); false
    /// before the first page.
    public func pageInfo(_ pageInfo: SlotID, _ flag: SlotID) -> Bool {
        guard case .link(let info) = record[slot: pageInfo] else { return false }
        return info[slot: flag] == .bool(true)
    }

    /// A client flag of the connection record (`__isLoadingNext`): false until written.
    public func flag(_ slot: SlotID) -> Bool {
        record[slot: slot] == .bool(true)
    }
}
