/// Several errors thrown together: what ``buildSchema(_:options:)`` throws when a schema
/// cannot be built at all.
public struct GraphQLErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errors, in the order they were found (document order).
    public var errors: [GraphQLError]

    /// Wraps errors.
    public init(_ errors: [GraphQLError]) {
        self.errors = errors
    }

    /// One message per line.
    public var description: String {
        errors.map(\.message).joined(separator: "\n")
    }
}
