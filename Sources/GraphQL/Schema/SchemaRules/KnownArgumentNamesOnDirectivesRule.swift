/// Every argument given to a directive in SDL is one the directive defines.
public struct KnownArgumentNamesOnDirectivesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "KnownArgumentNamesOnDirectivesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for site in context.directiveSites {
            for directive in site.directives where !directive.arguments.isEmpty {
                guard let known = context.knownDirectives[directive.name.value] else { continue }
                let names = known.arguments.map(\.name)
                for argument in directive.arguments where !names.contains(argument.name.value) {
                    let hint = SchemaSuggestions.didYouMean(argument.name.value, among: names)
                    errors.append(GraphQLError(
                        "Unknown argument '\(argument.name.value)' on directive '@\(directive.name.value)'.\(hint)",
                        locations: [argument.loc]))
                }
            }
        }
        return errors
    }
}
