/// The kind of a batch: who wrote it decides who else hears of it.
public enum BatchKind: String, Sendable, Hashable {
    /// A server response: written to the image (later).
    case server
    /// An optimistic layer: keeps its undo log; the image is not told.
    case optimistic
    /// The runtime's own writes (loading flags, lookups bound, hydration): neither.
    case local
}

/// What a commit did.
public struct CommitSummary: Sendable, Hashable {
    /// Slots whose value or error changed in records that existed before the batch.
    public let changed: Int
    /// Records the batch created.
    public let created: Int
}
