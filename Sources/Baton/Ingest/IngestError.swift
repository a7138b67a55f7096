/// A response the plan could not read: nothing of it is written.
public struct IngestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in words.
    public let message: String
    /// The byte offset in the response where it went wrong, when known.
    public let offset: Int?

    /// An error with its message and, when known, its byte offset.
    public init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    /// The message with its offset.
    public var description: String {
        offset.map { "malformed response at byte \($0): \(message)" } ?? "malformed response: \(message)"
    }
}

/// A request error: the server answered with errors and no data.
public struct GraphQLErrors: Error, Sendable, Hashable {
    /// The server's errors (message, dotted path, extensions).
    public let errors: [FieldError]

    /// Wraps the server's errors.
    public init(_ errors: [FieldError]) { self.errors = errors }
}
