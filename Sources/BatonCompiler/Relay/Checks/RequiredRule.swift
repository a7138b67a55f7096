import GraphQL

/// `@required` rules, as Relay's transform has them: once per field;
/// not with `@catch`; not inside an `@inline` fragment, an inline fragment on an abstract type, or
/// a `@connection`; no action less severe than its `@required` parent's; and every reference to a
/// field agrees (see ``RequiredConsistency``).
public struct RequiredRule: ValidationRule {
    public static let name = "BatonRequiredRule"
    /// Makes the rule.
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    /// Actions by severity.
    static let severity: [String: Int] = ["NONE": 0, "LOG": 1, "THROW": 2]

    /// Where a field stands, as the walk goes down.
    struct Scope {
        var inlineDirective: Directive?
        var inAbstractInlineFragment = false
        var inConnection = false
        var parentRequired: Directive?
    }

    private final class Visitor: RelayCheckVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.operation, .fragment]
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            let root = schema.rootType(operation.operation)
            walk(operation.selectionSet, root, Scope())
            RequiredConsistency(schema: schema, report: report).check([operation.selectionSet])
        }

        func enterFragment(_ fragment: FragmentDefinition) {
            let type = schema.type(named: fragment.typeCondition.name.value)
            walk(fragment.selectionSet, type, Scope(inlineDirective: fragment.directives.named("inline")))
            RequiredConsistency(schema: schema, report: report).check([fragment.selectionSet])
        }

        private func walk(_ selectionSet: SelectionSet, _ parent: SchemaType?, _ scope: Scope) {
            for selection in selectionSet.selections {
                switch selection {
                case .field(let field): visit(field, parent, scope)
                case .inlineFragment(let inline):
                    var inner = scope
                    let type = schema.conditionType(inline, in: parent)
                    if inline.typeCondition != nil, type?.isAbstract == true { inner.inAbstractInlineFragment = true }
                    walk(inline.selectionSet, type, inner)
                case .fragmentSpread: break
                }
            }
        }

        private func visit(_ field: Field, _ parent: SchemaType?, _ scope: Scope) {
            let requireds = field.directives.filter { $0.name.value == "required" }
            if requireds.count > 1 {
                report("Unexpected second @required directive: @required may be used only once per field.",
                       [requireds[1].name.loc, requireds[0].name.loc])
            }
            let required = requireds.first
            if let required { check(required, field, scope) }
            guard let selectionSet = field.selectionSet else { return }
            var inner = scope
            inner.inAbstractInlineFragment = false
            inner.parentRequired = required
            if field.directives.has("connection") { inner.inConnection = true }
            walk(selectionSet, schema.fieldType(field, on: parent)?.type, inner)
        }

        private func check(_ required: Directive, _ field: Field, _ scope: Scope) {
            if field.directives.has("catch") {
                report("@catch and @required directives cannot be on the same field.", [required.loc])
            }
            if let inline = scope.inlineDirective {
                report("@required is not supported within @inline fragments.", [required.loc, inline.loc])
            }
            if scope.inAbstractInlineFragment {
                report("Unexpected @required within inline fragment on an abstract type. At runtime we cannot know if this "
                       + "field is null, or if it's missing because the inline fragment did not match.", [required.loc])
            }
            if scope.inConnection {
                report("@required inside a @connection is refused: the connection's edges are rewritten by the compiler, "
                       + "so the field would not be required in every instance of its parent.", [field.name.loc])
            }
            guard let parent = scope.parentRequired, let parentAction = parent.enumLiteral("action"),
                  let action = required.enumLiteral("action"),
                  let parentLevel = RequiredRule.severity[parentAction], let level = RequiredRule.severity[action],
                  level < parentLevel, let parentValue = parent.value("action"), let value = required.value("action")
            else { return }
            report("A @required field may not have an `action` less severe than that of its @required parent. This "
                   + "@required directive should probably have `action: \(action)`.", [parentValue.loc, value.loc])
        }
    }
}
