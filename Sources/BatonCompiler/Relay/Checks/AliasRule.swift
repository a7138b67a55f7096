import GraphQL

/// `@alias` rules (SPEC §4.1.6, §4.8): `as` non-empty; an inline fragment without a type condition
/// needs `as`; and a spread whose fragment might not match the selection it is in — its type is
/// not a supertype of the enclosing field's type, as on a spread inside an inline fragment on an
/// abstract selection — must carry `@alias` (its accessor is then optional).
public struct AliasRule: ValidationRule {
    public static let name = "BatonAliasRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.operation, .fragment, .field, .inlineFragment, .fragmentSpread]
        /// The type of the innermost field or definition (inline fragments do not change it).
        var selectionTypes: [SchemaType?] = []
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) { selectionTypes = [schema.rootType(operation.operation)] }
        func enterFragment(_ fragment: FragmentDefinition) { selectionTypes = [schema.types[fragment.typeCondition.name.value]] }
        func enterField(_ field: Field) { selectionTypes.append(context.namedType(context.type)) }
        func leaveField(_ field: Field) { selectionTypes.removeLast() }

        func enterInlineFragment(_ fragment: InlineFragment) {
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
                  let fragmentType = schema.types[fragment.typeCondition.name.value],
                  let selectionType = selectionTypes.last ?? nil,
                  !schema.isNamedSubtype(selectionType, of: fragmentType) else { return }
            report("Expected `@alias` directive. `\(spread.name.value)` is defined on `\(fragmentType.name)` which might "
                   + "not match this selection type of `\(selectionType.name)`. Add `@alias` to this spread to expose the "
                   + "fragment as an optional property.", [spread.name.loc])
        }

        private func checkAs(_ alias: Directive) {
            guard case .string(let name)? = alias.value("as"), name.value.isEmpty else { return }
            report("Unexpected empty string supplied for `as` argument of the @alias directive; it must be a non-empty "
                   + "string literal.", [name.loc])
        }
    }
}
