extension ResponseReader {
    /// Records the edit an edge directive asks for, from the value its field read: the
    /// linked records (edges or nodes) to insert, or the ids (one or a list) to delete.
    mutating func record(_ edit: ResolvedEdit, _ value: ChangeValue) {
        switch edit.kind {
        case .insertEdge(let atStart), .insertNode(let atStart, _):
            var nodeType: TypeID?
            if case .insertNode(_, let type) = edit.kind { nodeType = type }
            for index in linked(value) {
                changes.edits.append(.insert(EdgeInsert(record: index, edgeType: nodeType,
                                                        connections: edit.connections, atStart: atStart)))
            }
        case .deleteEdge:
            for id in ids(value) { changes.edits.append(.deleteEdge(id: id, connections: edit.connections)) }
        case .deleteRecord:
            for id in ids(value) { changes.edits.append(.deleteRecord(id: id)) }
        }
    }

    private func linked(_ value: ChangeValue) -> [Int] {
        switch value {
        case .link(let index): [index]
        case .links(let list): list.compactMap { $0 }
        default: []
        }
    }

    private func ids(_ value: ChangeValue) -> [String] {
        switch value {
        case .string(let id): [id]
        case .int(let id): [String(id)]
        case .scalars(let list):
            list.compactMap { item -> String? in
                switch item {
                case .string(let id)?: id
                case .int(let id)?: String(id)
                default: nil
                }
            }
        default: []
        }
    }
}
