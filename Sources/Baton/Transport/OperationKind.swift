/// An operation's kind. A transport wrapper reads it so it never retries a mutation.
public enum OperationKind: String, Sendable, Hashable, CaseIterable {
    case query
    case mutation
    case subscription
}
