/// Fragments condition only on objects, interfaces and unions.
public struct FragmentsOnCompositeTypesRule: ValidationRule {
    public static let name = "FragmentsOnCompositeTypesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.fragment, .inlineFragment]
        init(_ context: ValidationContext) { self.context = context }

        func enterInlineFragment(_ fragment: InlineFragment) {
            guard let condition = fragment.typeCondition, let type = context.schema.type(named: condition.name.value),
                  !type.isComposite else { return }
            context.report("Fragment cannot condition on non composite type '\(type.name)'.", [condition.loc])
        }

        func enterFragment(_ fragment: FragmentDefinition) {
            let condition = fragment.typeCondition
            guard let type = context.schema.type(named: condition.name.value), !type.isComposite else { return }
            context.report("Fragment '\(fragment.name.value)' cannot condition on non composite type '\(type.name)'.",
                           [condition.loc])
        }
    }
}
