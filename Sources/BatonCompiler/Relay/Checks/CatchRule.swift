import GraphQL

/// `@catch` on an inline fragment or a spread names an accessor, so it needs `@alias`
/// (`@catch` goes on a field, an inline fragment or an aliased spread); on a spread of an
/// `@inline` fragment it is refused (the caught form is `... @alias(as: "x") @catch { ...Value }`).
public struct CatchRule: ValidationRule {
    public static let name = "BatonCatchRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.inlineFragment, .fragmentSpread]
        init(_ context: ValidationContext) { self.context = context }

        func enterInlineFragment(_ fragment: InlineFragment) {
            guard fragment.directives.has("catch"), !fragment.directives.has("alias") else { return }
            report("Unexpected `@catch` on unaliased inline fragment: add `@alias` to name the caught value.",
                   [fragment.loc])
        }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            guard let caught = spread.directives.named("catch") else { return }
            if context.fragment(named: spread.name.value)?.directives.has("inline") == true {
                report("`@catch` on a spread of the @inline fragment '\(spread.name.value)' is refused; write "
                       + "`... @alias(as: \"name\") @catch { ...\(spread.name.value) }`.", [caught.name.loc])
            } else if !spread.directives.has("alias") {
                report("Unexpected `@catch` on unaliased fragment spread: add `@alias` to name the caught value.",
                       [caught.name.loc])
            }
        }
    }
}
