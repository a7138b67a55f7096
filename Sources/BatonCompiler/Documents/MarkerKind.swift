import GraphQL

/// The marker attributes that hold GraphQL in a Swift file, and the definition each may hold.
public enum MarkerKind: String, Hashable, Sendable, CaseIterable {
    case fragment = "Fragment"
    case query = "Query"
    case mutation = "Mutation"
    case subscription = "Subscription"

    /// How a diagnostic names the marker: `@Query`.
    public var spelling: String { "@\(rawValue)" }

    /// The definition kind the marker holds, as a developer calls it.
    public var definitionNoun: String {
        switch self {
        case .fragment: "fragment"
        case .query: "query"
        case .mutation: "mutation"
        case .subscription: "subscription"
        }
    }

    /// Whether a definition is of this marker's own kind.
    public func accepts(_ definition: Definition) -> Bool {
        switch (self, definition) {
        case (.fragment, .fragment): true
        case (.query, .operation(let o)): o.operation == .query
        case (.mutation, .operation(let o)): o.operation == .mutation
        case (.subscription, .operation(let o)): o.operation == .subscription
        default: false
        }
    }
}
