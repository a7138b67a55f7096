/// Each field of an object, interface or input object is defined once, across the type's
/// definition and extensions.
public struct UniqueFieldDefinitionNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueFieldDefinitionNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var known: [String: [String: Location]] = [:]
        for case .type(let node) in context.document.definitions {
            let typeName = node.name.value
            let existing = context.schema?.type(named: typeName)
            let names = node.fields.map(\.name) + node.inputFields.map(\.name)
            for name in names {
                let coordinate = "\(typeName).\(name.value)"
                if let existing, existing.field(name.value) != nil || existing.inputField(name.value) != nil {
                    errors.append(GraphQLError(
                        "Field '\(coordinate)' already exists in the schema. It cannot also be defined in this type extension.",
                        locations: [name.loc]))
                } else if let previous = known[typeName]?[name.value] {
                    errors.append(GraphQLError("Field '\(coordinate)' can only be defined once.",
                                               locations: [previous, name.loc]))
                } else {
                    known[typeName, default: [:]][name.value] = name.loc
                }
            }
        }
        return errors
    }
}
