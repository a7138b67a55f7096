/// A document defines at most one schema, and none when it extends a schema that has one.
public struct LoneSchemaDefinitionRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "LoneSchemaDefinitionRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        // A schema with any root type has a schema definition, written or implied by names.
        let alreadyDefined = !(context.schema?.rootTypeNames.isEmpty ?? true)
        var errors: [GraphQLError] = []
        var count = 0
        for case .schema(let node) in context.document.definitions where !node.isExtension {
            if alreadyDefined {
                errors.append(GraphQLError("Cannot define a new schema within a schema extension.", locations: [node.loc]))
                continue
            }
            if count > 0 { errors.append(GraphQLError("Must provide only one schema definition.", locations: [node.loc])) }
            count += 1
        }
        return errors
    }
}
