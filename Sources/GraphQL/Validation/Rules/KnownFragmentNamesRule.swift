/// Every spread names a fragment the document defines.
public struct KnownFragmentNamesRule: ValidationRule {
    public static let name = "KnownFragmentNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .fragmentSpread
        init(_ context: ValidationContext) { self.context = context }

        func enterFragmentSpread(_ spread: FragmentSpread) {
            if context.fragments[spread.name.value] == nil {
                context.report("Unknown fragment '\(spread.name.value)'.", [spread.name.loc])
            }
        }
    }
}
