import GraphQL

/// `@inline` rules: an inline (value) fragment spreads only inline fragments; no
/// `@connection` or `@refetchable` on or inside one; a value spread inside another value carries
/// no `@throwOnFieldError`. (`@required` inside one is ``RequiredRule``'s, `@catch` on a spread of
/// one ``CatchRule``'s, cycles the GraphQL specification's
/// `NoFragmentCyclesRule`.)
public struct InlineFragmentRule: ValidationRule {
    public static let name = "BatonInlineFragmentRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.fragment, .operation, .field, .fragmentSpread]
        var inlineFragment: FragmentDefinition?
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) { inlineFragment = nil }

        func enterFragment(_ fragment: FragmentDefinition) {
            inlineFragment = fragment.directives.has("inline") ? fragment : nil
            if inlineFragment != nil, let refetchable = fragment.directives.named("refetchable") {
                report("@refetchable on the @inline fragment '\(fragment.name.value)' is refused: a value cannot be "
                       + "refetched.", [refetchable.name.loc])
            }
        }

        func enterField(_ field: Field) {
            guard let fragment = inlineFragment, let connection = field.directives.named("connection") else { return }
            report("@connection inside the @inline fragment '\(fragment.name.value)' is refused: a value cannot page.",
                   [connection.name.loc])
        }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            guard let outer = inlineFragment, let target = context.fragment(named: spread.name.value) else { return }
            guard target.directives.has("inline") else {
                report("The @inline fragment '\(outer.name.value)' spreads '\(spread.name.value)', which is not @inline: a "
                       + "value may hold only values.", [spread.name.loc])
                return
            }
            if let strict = target.directives.named("throwOnFieldError") {
                report("The @inline fragment '\(spread.name.value)' carries @throwOnFieldError and is spread inside the "
                       + "@inline fragment '\(outer.name.value)'; a nested value may not throw on its own.",
                       [spread.name.loc, strict.name.loc])
            }
        }
    }
}
