/// A response the operation's plan could not read (`Failure.malformed`). Nothing was
/// written.
///
/// Transport note: the runtime core owns ingest and defines its own; this stand-in exists
/// only until that branch lands, and one definition stays when they meet.
public struct IngestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, and where.
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}
