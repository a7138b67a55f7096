/// The directives Baton understands beyond the specification's: Relay's client directives and
/// Baton's own `@cacheExpiration`, as SDL added to every target's schema.
///
/// `@arguments` and `@argumentDefinitions` take arguments named by each fragment, so SDL
/// cannot declare them; the Relay checks handle their arguments themselves.
public enum RelayDirectives {
    /// Names of directives whose arguments are the fragment's own.
    public static let freeFormArguments: Set<String> = ["arguments", "argumentDefinitions"]

    /// The SDL, parsed as a schema extension.
    public static let sdl = """
    enum RequiredFieldAction { NONE LOG THROW }
    enum CatchFieldTo { RESULT NULL }

    directive @argumentDefinitions on FRAGMENT_DEFINITION
    directive @arguments on FRAGMENT_SPREAD
    directive @refetchable(queryName: String!, directives: [String!]) on FRAGMENT_DEFINITION
    directive @inline on FRAGMENT_DEFINITION
    directive @throwOnFieldError on QUERY | MUTATION | SUBSCRIPTION | FRAGMENT_DEFINITION
    directive @cacheExpiration(seconds: Int!) on QUERY
    directive @required(action: RequiredFieldAction!) on FIELD
    directive @catch(to: CatchFieldTo = RESULT) on FIELD | FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @alias(as: String) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @connection(key: String!, filters: [String]) on FIELD
    directive @appendEdge(connections: [ID!]!) on FIELD
    directive @prependEdge(connections: [ID!]!) on FIELD
    directive @appendNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
    directive @prependNode(connections: [ID!]!, edgeTypeName: String!) on FIELD
    directive @deleteEdge(connections: [ID!]!) on FIELD
    directive @deleteRecord on FIELD
    """

    /// Schema directives Relay's schemas use, declared when the schema itself does not.
    public static let schemaSDL = """
    directive @semanticNonNull(levels: [Int] = [0]) on FIELD_DEFINITION
    """
}
