/// A GraphQL field error as the store keeps it beside the field it landed on.
///
/// Transport note: the runtime core defines this type too; when both branches meet, one
/// definition stays (see the transport report).
public struct FieldError: Error, Sendable, Hashable {
    /// The server's message.
    public var message: String
    /// The response path, dotted with indices: `characters.results.0.name`.
    public var path: String
    /// The error's `extensions`, when the server sent them.
    public var extensions: Variable?

    public init(message: String, path: String, extensions: Variable? = nil) {
        self.message = message
        self.path = path
        self.extensions = extensions
    }
}
