/// A connection field's resolved facts: where the client link goes and how pages merge.
struct ResolvedConnection: Sendable {
    /// `__<key>_connection[(filters)]`.
    let handleKey: String
    /// The client link's slot on the parent type.
    let handleSlot: Int
    let mode: ConnectionMode
    /// The `after` (append) or `before` (prepend) cursor the page was fetched with.
    let cursor: String?

    init(_ plan: PlanConnection, parentType: TypeID, builder: ResolutionBuilder) {
        (handleKey, handleSlot) = builder.slot(plan.handleKey, on: parentType)
        // A cursor given null does not count as present.
        if let after = plan.after.flatMap({ Self.cursor($0, builder.variables) }) {
            mode = .append
            cursor = after
        } else if let before = plan.before.flatMap({ Self.cursor($0, builder.variables) }) {
            mode = .prepend
            cursor = before
        } else {
            mode = .replace
            cursor = nil
        }
    }

    private static func cursor(_ pieces: [KeyPiece], _ variables: [String: JSONValue]) -> String? {
        guard pieces.count == 1 else { return nil }
        switch pieces[0] {
        case .variable(let name):
            if case .string(let text)? = variables[name] { return text }
            return nil
        case .literal(let text):
            guard text != "null" else { return nil }
            return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
        }
    }
}

/// How a page merges into its connection: by its cursor arguments.
public enum ConnectionMode: Sendable, Hashable {
    /// No cursor: the page replaces the edges.
    case replace
    /// After a cursor: the page's edges go after the connection's.
    case append
    /// Before a cursor: the page's edges go before.
    case prepend
}
