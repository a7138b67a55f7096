/// Each root operation is given one type, across the schema definition and its extensions.
public struct UniqueOperationTypesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueOperationTypesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var defined: [OperationType: Location] = [:]
        for case .schema(let node) in context.document.definitions {
            for operationType in node.operationTypes {
                let operation = operationType.operation
                if context.schema?.rootTypeNames[operation] != nil {
                    errors.append(GraphQLError(
                        "Type for \(operation.rawValue) already defined in the schema. It cannot be redefined.",
                        locations: [operationType.loc]))
                } else if let previous = defined[operation] {
                    errors.append(GraphQLError("There can be only one \(operation.rawValue) type in schema.",
                                               locations: [previous, operationType.loc]))
                } else {
                    defined[operation] = operationType.loc
                }
            }
        }
        return errors
    }
}
