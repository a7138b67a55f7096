/// A request error: the server answered errors and no data (`Failure.request`).
public struct GraphQLErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors in the order the server sent them.
    public var errors: [FieldError]

    public init(errors: [FieldError]) { self.errors = errors }

    public var description: String { errors.map(\.message).joined(separator: "; ") }
}
