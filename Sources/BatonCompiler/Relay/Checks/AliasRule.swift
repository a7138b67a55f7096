import GraphQL

/// `@alias` rules: `as` non-empty; an inline fragment without a type condition
/// needs `as`; and a spread inside an inline fragment on an abstract selection must carry `@alias`
/// when its fragment might not match that selection (its type is not a supertype of the
/// selection's): the inline fragment's refinement is not the lens's, so the spread's accessor
/// must be a named, optional one. (Relay, with its ambiguity flag, also asks it of a spread made
/// directly on the abstract selection; Baton does not.)
public struct AliasRule: ValidationRule {
    public static let name = "BatonAliasRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.operation, .fragment, .field, .inlineFragment, .fragmentSpread]
        /// The type of the innermost field or definition (inline fragments do not change it), and
        /// how many inline fragments below it the walk is in.
        var selections: [(type: SchemaType?, inlineDepth: Int)] = []
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) { selections = [(schema.rootType(operation.operation), 0)] }
        func enterFragment(_ fragment: FragmentDefinition) {
            selections = [(schema.type(named: fragment.typeCondition.name.value), 0)]
        }
        func enterField(_ field: Field) { selections.append((context.namedOutputType, 0)) }
        func leaveField(_ field: Field) { selections.removeLast() }
        func leaveInlineFragment(_ fragment: InlineFragment) {
            if !selections.isEmpty { selections[selections.count - 1].inlineDepth -= 1 }
        }

        func enterInlineFragment(_ fragment: InlineFragment) {
            if !selections.isEmpty { selections[selections.count - 1].inlineDepth += 1 }
            guard let alias = fragment.directives.named("alias") else { return }
            checkAs(alias)
            if fragment.typeCondition == nil && alias.value("as") == nil {
                report("Missing required argument `as`: the `as` argument of @alias is required on inline fragments "
                       + "without a type condition.", [alias.loc])
            }
        }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            if let alias = spread.directives.named("alias") {
                checkAs(alias)
                return
            }
            guard let fragment = context.fragment(named: spread.name.value),
                  let fragmentType = schema.type(named: fragment.typeCondition.name.value),
                  let selection = selections.last, selection.inlineDepth > 0, let selectionType = selection.type,
                  selectionType.isAbstract, !schema.isNamedSubtype(selectionType, of: fragmentType) else { return }
            report("Expected `@alias` directive. `\(spread.name.value)` is defined on `\(fragmentType.name)` which might "
                   + "not match this selection type of `\(selectionType.name)` (it is inside an inline fragment on that "
                   + "abstract selection). Add `@alias` to this spread to expose the fragment as an optional property.",
                   [spread.name.loc])
        }

        private func checkAs(_ alias: Directive) {
            guard case .string(let name)? = alias.value("as"), name.value.isEmpty else { return }
            report("Unexpected empty string supplied for `as` argument of the @alias directive; it must be a non-empty "
                   + "string literal.", [name.loc])
        }
    }
}
