import Foundation

/// What the runtime tells a log: names and counts, never a record, a slot value, a variable
/// or a response body. The one text from a server it carries is a field error's message.
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
    /// A response carried a field error outside `@catch`: the dotted response path and the
    /// server's message, so a log shows why the field reads as it does.
    case fieldError(operation: String, path: String, message: String)
    /// A `@required(action: LOG)` field read null and its lens bubbled to nil: `type` is the
    /// record's type, `path` the generated lens and the field (`Row_character.name`). Logged
    /// once per record and path for the life of the store.
    case requiredFieldMissing(type: String, path: String)
    /// The image's file was opened (a launch began for it).
    case imageOpened
    /// The image's file cannot be used: locked or unreadable (retried later), a database that
    /// is not an image, or a file another image of the process holds. Reads miss meanwhile.
    case imageUnavailable
    /// The image's writer committed one transaction holding `batches` server batches.
    case imageWritten(batches: Int)
    /// A write to the image failed; its work is kept for a retry when the file was locked.
    case imageWriteFailed
}

/// Why a fetch ended without a commit: a ``Failure`` kind, or cancelled.
public enum FetchFailureKind: String, Sendable, Hashable {
    case transport, request, malformed, environment, cancelled
}

extension LogEvent {
    /// The line a debug build prints for a missing-data event (`missing`, `unexpected`) while
    /// no log was ever set; nil for every other event.
    var missingDataLine: String? {
        switch self {
        case .missing(let type, let field):
            "Baton: \(type).\(field) was read but never fetched (set Environment.log to handle this)"
        case .unexpected(let type, let field):
            "Baton: \(type).\(field) holds a value its reader cannot hold (set Environment.log to handle this)"
        default: nil
        }
    }

    /// Writes `line` and a newline to standard error. A write a signal interrupts is tried
    /// again (twice at most); one that still fails is dropped, never a crash.
    static func printToStandardError(_ line: String) {
        let bytes = Data((line + "\n").utf8)
        for _ in 0..<3 {
            if (try? FileHandle.standardError.write(contentsOf: bytes)) != nil { return }
        }
    }
}
