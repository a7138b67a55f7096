import GraphQL

/// What the Relay checks of one compilation share, computed once before the walk: each
/// fragment's own arguments (`@argumentDefinitions`) and where the client schema lives.
public final class RelayFacts: Sendable {
    /// Each fragment's arguments, by fragment name, in the order written.
    public let fragmentArguments: [String: [FragmentArgument]]
    /// Problems found reading `@argumentDefinitions` (reported by ``ArgumentDefinitionsRule``).
    public let argumentDefinitionErrors: [GraphQLError]
    /// Byte ranges (in the compilation's offset space) of the client schema extensions: a
    /// field defined inside one is a client field.
    public let clientRanges: [Range<Int>]

    /// Reads the facts of `document` against `schema`.
    public init(schema: Schema, document: Document, clientRanges: [Range<Int>]) {
        var arguments: [String: [FragmentArgument]] = [:]
        var errors: [GraphQLError] = []
        for fragment in document.fragments {
            let read = FragmentArgument.read(fragment, schema: schema)
            // The first definition of a name wins, as UniqueFragmentNamesRule reports the rest.
            if arguments[fragment.name.value] == nil { arguments[fragment.name.value] = read.arguments }
            errors += read.errors
        }
        fragmentArguments = arguments
        argumentDefinitionErrors = errors
        self.clientRanges = clientRanges
    }

    /// The fragments' own variables, as the validation walk takes them.
    public var fragmentVariables: [String: [VariableDefinition]] {
        fragmentArguments.mapValues { $0.map(\.variableDefinition) }
    }

    /// Whether a schema field was defined in a client schema extension.
    public func isClientField(_ field: SchemaField) -> Bool {
        field.loc.isKnown && clientRanges.contains { $0.contains(field.loc.start) }
    }
}
