/// An error about GraphQL text: a syntax error, a validation error or a schema problem.
///
/// Locations are offsets in the compilation's offset space; a ``SourceSet`` turns them into
/// `path:line:column` for a developer.
public struct GraphQLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line saying what is wrong (`Syntax Error: Expected Name, found <EOF>.`).
    public var message: String
    /// The nodes it is about, first the main one. May be empty.
    public var locations: [Location]

    /// Makes an error.
    public init(_ message: String, locations: [Location] = []) {
        self.message = message
        self.locations = locations
    }

    public var description: String { message }
}
