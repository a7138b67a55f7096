import GraphQL

/// SPEC §2 `schemaExtensions`: every client field must be nullable, because the server never
/// sends it and a record may lack it at any time. Each non-null one is an error at its line.
enum ClientFieldNullability {
    /// The errors in the parsed extension documents.
    static func errors(in extensions: [Document]) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for document in extensions {
            for case .type(let type) in document.definitions where type.kind == .object || type.kind == .interface {
                for field in type.fields where field.type.isNonNullNode {
                    errors.append(GraphQLError("client field '\(type.name.value).\(field.name.value)' is declared non-null; "
                                               + "a client field must be nullable, since the server never sends it",
                                               locations: [field.name.loc]))
                }
            }
        }
        return errors
    }
}

private extension TypeNode {
    var isNonNullNode: Bool {
        if case .nonNull = self { true } else { false }
    }
}
