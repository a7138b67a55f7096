/// What a request names: the operation text, or the id it was persisted under. A build
/// picks one of the two, never both.
public enum Document: Sendable, Hashable {
    /// The operation text the compiler printed; sent as `query`.
    case text(String)
    /// The persisted id; sent as `documentId`.
    case id(String)
}
