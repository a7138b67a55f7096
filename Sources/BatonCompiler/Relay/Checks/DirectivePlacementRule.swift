import GraphQL

/// Directive placement: every directive Baton does not allow at its place is an error — "`@x` on <place> has no
/// meaning in Baton; <place> takes …". Baton's and Relay's directives are declared at every
/// executable place (``RelayDirectiveSet``), so this is the one error a misplaced one gets; a
/// directive the schema does not know, or itself does not allow at the place, is left to the
/// GraphQL specification's `KnownDirectivesRule` (one error per mistake).
public struct DirectivePlacementRule: ValidationRule {
    public static let name = "BatonDirectivePlacementRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    /// The allowed table, by place.
    public static let allowed: [DirectiveLocation: [String]] = [
        .QUERY: ["throwOnFieldError", "cacheExpiration"],
        .MUTATION: ["throwOnFieldError"],
        .SUBSCRIPTION: ["throwOnFieldError"],
        .FRAGMENT_DEFINITION: ["argumentDefinitions", "refetchable", "throwOnFieldError", "inline"],
        .FIELD: ["include", "skip", "required", "catch", "connection", "appendEdge", "prependEdge", "appendNode",
                 "prependNode", "deleteEdge", "deleteRecord"],
        .INLINE_FRAGMENT: ["include", "skip", "defer", "alias", "catch"],
        .FRAGMENT_SPREAD: ["include", "skip", "defer", "arguments", "alias", "catch"],
        .VARIABLE_DEFINITION: [],
    ]

    /// How a message names a place.
    static func placeName(_ location: DirectiveLocation) -> String {
        switch location {
        case .QUERY: "a query definition"
        case .MUTATION: "a mutation definition"
        case .SUBSCRIPTION: "a subscription definition"
        case .FRAGMENT_DEFINITION: "a fragment definition"
        case .FIELD: "a field"
        case .INLINE_FRAGMENT: "an inline fragment"
        case .FRAGMENT_SPREAD: "a fragment spread"
        case .VARIABLE_DEFINITION: "a variable definition"
        default: location.rawValue
        }
    }

    /// The message for `name` at `location`.
    static func message(_ name: String, _ location: DirectiveLocation) -> String {
        let allowed = Self.allowed[location] ?? []
        let place = placeName(location)
        let takes = allowed.isEmpty ? "no directive" : allowed.map { "`@\($0)`" }.joined(separator: ", ")
        return "`@\(name)` on \(place) has no meaning in Baton; \(place) takes \(takes)."
    }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .directive
        init(_ context: ValidationContext) { self.context = context }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            let name = directive.name.value
            guard let declared = context.directive, declared.locations.contains(location),
                  let allowed = DirectivePlacementRule.allowed[location], !allowed.contains(name) else { return }
            report(DirectivePlacementRule.message(name, location), [directive.name.loc])
        }
    }
}
