/// A fragment is spread only where its type can overlap the parent type.
public struct PossibleFragmentSpreadsRule: ValidationRule {
    public static let name = "PossibleFragmentSpreadsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.inlineFragment, .fragmentSpread]
        init(_ context: ValidationContext) { self.context = context }

        func enterInlineFragment(_ fragment: InlineFragment) {
            guard let type = context.namedOutputType, type.isComposite,
                  let parent = context.parentType, !context.schema.doTypesOverlap(type, parent) else { return }
            context.report("Fragment cannot be spread here as objects of type '\(parent.name)'"
                           + " can never be of type '\(type.name)'.", [fragment.loc])
        }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            let name = spread.name.value
            guard let fragment = context.fragments[name],
                  let type = context.schema.type(named: fragment.typeCondition.name.value), type.isComposite,
                  let parent = context.parentType, !context.schema.doTypesOverlap(type, parent) else { return }
            context.report("Fragment '\(name)' cannot be spread here as objects of type '\(parent.name)'"
                           + " can never be of type '\(type.name)'.", [spread.loc])
        }
    }
}
