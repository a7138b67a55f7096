/// A GraphQL field error as the store keeps it beside the slot it landed on.
public struct FieldError: Sendable, Hashable, Error {
    /// The server's message.
    public var message: String
    /// The response path, dotted with indices: `characters.results.0.name`.
    public var path: String
    /// The error's `extensions` member, when the server sent one.
    public var extensions: JSONValue?

    /// An error as placed or read.
    public init(message: String, path: String, extensions: JSONValue? = nil) {
        self.message = message
        self.path = path
        self.extensions = extensions
    }
}
