/// How the server should treat a field error, sent as `onError` when the build sets one.
/// The raw values are the wire text.
public enum ErrorBehavior: String, Sendable, Hashable, CaseIterable {
    /// Null propagates to the nearest nullable ancestor (GraphQL's classic behaviour).
    case propagate = "PROPAGATE"
    /// The erroring field alone is null.
    case null = "NULL"
    /// The whole response is abandoned.
    case abort = "ABORT"
}
