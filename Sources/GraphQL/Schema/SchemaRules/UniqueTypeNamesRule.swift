/// Each type name is defined once, and not again when the schema being extended has it.
public struct UniqueTypeNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueTypeNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var known: [String: Location] = [:]
        for node in context.typeDefinitions {
            let name = node.name.value
            if context.schema?.type(named: name) != nil {
                errors.append(GraphQLError(
                    "Type '\(name)' already exists in the schema. It cannot also be defined in this type definition.",
                    locations: [node.name.loc]))
            } else if let previous = known[name] {
                errors.append(GraphQLError("There can be only one type named '\(name)'.",
                                           locations: [previous, node.name.loc]))
            } else {
                known[name] = node.name.loc
            }
        }
        return errors
    }
}
