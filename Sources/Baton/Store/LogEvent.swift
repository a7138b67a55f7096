/// What the runtime tells a log: value-free (never a record, a slot value, a variable or
/// a response body). The cases the core needs so far; the environment adds its own.
public enum LogEvent: Sendable, Hashable {
    /// A batch was committed, with the slots it changed in records that existed.
    case committed(kind: BatchKind, changed: Int)
    /// A field was read and never fetched.
    case missing(type: String, field: String)
    /// A value a reader's type cannot hold (a null in a non-null field, another kind).
    case unexpected(type: String, field: String)
    /// An id naming live records of several types: an identity-wide operation did nothing.
    case ambiguousIdentity(id: String, types: [String])
    /// A batch named a stored record's key as another type: the key passed to a new record
    /// of the batch's type and the old one reads as deleted (`types`: stored, then new).
    case keyConflict(key: String, types: [String])
    /// A deferred part naming a place or label the store or the plan does not have (the
    /// dotted response path).
    case partDropped(path: String)
    /// A fetch was sent (`operation` is the operation's name).
    case fetchStarted(operation: String)
    /// A fetch's response was committed, `duration` after it was sent.
    case fetchCompleted(operation: String, duration: Duration)
    /// A fetch ended without a commit.
    case fetchFailed(operation: String, kind: FetchFailureKind)
    /// A response carried a field error outside `@catch` (the dotted response path).
    case fieldError(operation: String, path: String)
    /// A `@required(action: LOG)` field read null and its lens bubbled to nil: `type` is the
    /// record's type, `path` the generated lens and the field (`Row_character.name`). Logged
    /// once per record and path for the life of the store.
    case requiredFieldMissing(type: String, path: String)
}

/// Why a fetch ended without a commit: a ``Failure`` kind, or cancelled.
public enum FetchFailureKind: String, Sendable, Hashable {
    case transport, request, malformed, environment, cancelled
}
