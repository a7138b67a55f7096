/// Each enum value is defined once per enum, across the enum's definition and extensions.
public struct UniqueEnumValueNamesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueEnumValueNamesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var known: [String: [String: Location]] = [:]
        for case .type(let node) in context.document.definitions where node.kind == .enum {
            let typeName = node.name.value
            let existing = context.schema?.type(named: typeName)
            for value in node.enumValues {
                let coordinate = "\(typeName).\(value.name.value)"
                if existing?.kind == .enum, existing?.enumValue(value.name.value) != nil {
                    errors.append(GraphQLError(
                        "Enum value '\(coordinate)' already exists in the schema. It cannot also be defined in this type extension.",
                        locations: [value.name.loc]))
                } else if let previous = known[typeName]?[value.name.value] {
                    errors.append(GraphQLError("Enum value '\(coordinate)' can only be defined once.",
                                               locations: [previous, value.name.loc]))
                } else {
                    known[typeName, default: [:]][value.name.value] = value.name.loc
                }
            }
        }
        return errors
    }
}
