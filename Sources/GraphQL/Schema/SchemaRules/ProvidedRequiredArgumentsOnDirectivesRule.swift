/// A directive applied in SDL is given every argument it requires (non-null, no default).
public struct ProvidedRequiredArgumentsOnDirectivesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "ProvidedRequiredArgumentsOnDirectivesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for site in context.directiveSites {
            for directive in site.directives {
                guard let known = context.knownDirectives[directive.name.value] else { continue }
                for argument in known.arguments where argument.isRequired
                    && !directive.arguments.contains(where: { $0.name.value == argument.name }) {
                    errors.append(GraphQLError(
                        "Argument '@\(directive.name.value)(\(argument.name):)' of type '\(argument.type)' is required, but it was not provided.",
                        locations: [directive.loc]))
                }
            }
        }
        return errors
    }
}
