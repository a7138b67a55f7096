/// An extension extends a type that exists, with the `extend` form of that type's kind.
public struct PossibleTypeExtensionsRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "PossibleTypeExtensionsRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for case .type(let node) in context.document.definitions where node.isExtension {
            let name = node.name.value
            let definition = context.definedTypes[name]
            guard let kind = definition?.kind ?? context.schema?.type(named: name)?.kind else {
                let hint = SchemaSuggestions.didYouMean(name, among: context.allTypeNames)
                errors.append(GraphQLError("Cannot extend type '\(name)' because it is not defined.\(hint)",
                                           locations: [node.name.loc]))
                continue
            }
            if kind != node.kind {
                let word = node.kind == .inputObject ? "input object" : node.kind.rawValue
                errors.append(GraphQLError("Cannot extend non-\(word) type '\(name)'.",
                                           locations: (definition.map { [$0.loc] } ?? []) + [node.loc]))
            }
        }
        return errors
    }
}
