/// An edge directive bound to variables: what to do and to which connections.
struct ResolvedEdit: Sendable {
    enum Kind: Sendable {
        case insertEdge(atStart: Bool)
        case insertNode(atStart: Bool, edgeType: TypeID)
        case deleteEdge
        case deleteRecord
    }
    let kind: Kind
    /// Connection record keys from the `connections` variable or constant list.
    let connections: [String]

    init(_ edit: PlanEdit, _ variables: [String: JSONValue]) {
        switch edit {
        case .appendEdge(let pieces): (kind, connections) = (.insertEdge(atStart: false), Self.ids(pieces, variables))
        case .prependEdge(let pieces): (kind, connections) = (.insertEdge(atStart: true), Self.ids(pieces, variables))
        case .appendNode(let pieces, let type):
            (kind, connections) = (.insertNode(atStart: false, edgeType: type), Self.ids(pieces, variables))
        case .prependNode(let pieces, let type):
            (kind, connections) = (.insertNode(atStart: true, edgeType: type), Self.ids(pieces, variables))
        case .deleteEdge(let pieces): (kind, connections) = (.deleteEdge, Self.ids(pieces, variables))
        case .deleteRecord: (kind, connections) = (.deleteRecord, [])
        }
    }

    /// The ids a `connections:` argument names: a variable's list, or a literal JSON list.
    private static func ids(_ pieces: [KeyPiece], _ variables: [String: JSONValue]) -> [String] {
        let value: JSONValue?
        if pieces.count == 1, case .variable(let name) = pieces[0] {
            value = variables[name]
        } else {
            let text = pieces.map { piece -> String in
                switch piece {
                case .literal(let text): text
                case .variable(let name): JSONText.canonical(variables[name] ?? .null)
                }
            }.joined()
            value = try? Array(text.utf8).withUnsafeBufferPointer { buffer in
                var reader = JSONReader(buffer)
                return try reader.readJSONValue()
            }
        }
        switch value {
        case .string(let id)?: return [id]
        case .list(let items)?:
            return items.compactMap { if case .string(let id) = $0 { return id } else { return nil } }
        default: return []
        }
    }
}
