/// A non-repeatable directive is applied at most once per node; a type's definition and
/// extensions count as one node, and so do the schema definition and its extensions.
///
/// GraphQL.js's `UniqueDirectivesPerLocationRule` as it runs on SDL.
public struct SDLUniqueDirectivesPerLocationRule: SDLValidationRule {
    /// The rule's name in GraphQL.js.
    public static let name = "UniqueDirectivesPerLocationRule"
    public var name: String { Self.name }
    /// Makes the rule.
    public init() {}

    /// The rule's errors in the context's document.
    public func validate(_ context: SDLValidationContext) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        var groups: [String: [String: Location]] = [:]
        for site in context.directiveSites where !site.directives.isEmpty {
            var seen = site.group.flatMap { groups[$0] } ?? [:]
            for directive in site.directives {
                let name = directive.name.value
                // Unknown directives are another rule's business.
                guard let known = context.knownDirectives[name], !known.isRepeatable else { continue }
                if let previous = seen[name] {
                    errors.append(GraphQLError("The directive '@\(name)' can only be used once at this location.",
                                               locations: [previous, directive.loc]))
                } else {
                    seen[name] = directive.loc
                }
            }
            if let group = site.group { groups[group] = seen }
        }
        return errors
    }
}
