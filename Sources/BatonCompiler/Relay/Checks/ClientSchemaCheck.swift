import GraphQL

/// Client data: a client field declared non-null is refused at its line — a server never sends
/// it, so a record may lack it at any time.
enum ClientSchemaCheck {
    /// The errors in the client schema extensions.
    static func errors(in extensions: [Document]) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for document in extensions {
            for case .type(let type) in document.definitions where type.kind == .object || type.kind == .interface {
                for field in type.fields {
                    guard case .nonNull = field.type else { continue }
                    errors.append(GraphQLError("Client field '\(type.name.value).\(field.name.value)' is declared non-null "
                                               + "('\(TypeReference(field.type))'); a client field must be nullable, because "
                                               + "the server never sends it.", locations: [field.name.loc]))
                }
            }
        }
        return errors
    }
}
