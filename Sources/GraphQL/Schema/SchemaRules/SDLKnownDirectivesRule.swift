/// Every directive an SDL document applies is defined, and allowed where it stands.
///
/// GraphQL.js's `KnownDirectivesRule` as it runs on SDL.
public struct SDLKnownDirectivesRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "KnownDirectivesRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for site in context.directiveSites {
            for directive in site.directives {
                let name = directive.name.value
                guard let known = context.knownDirectives[name] else {
                    errors.append(GraphQLError("Unknown directive '@\(name)'.", locations: [directive.loc]))
                    continue
                }
                if !known.locations.contains(site.location.rawValue) {
                    errors.append(GraphQLError("Directive '@\(name)' may not be used on \(site.location.spoken).",
                                               locations: [directive.loc]))
                }
            }
        }
        return errors
    }
}
