/// No two fragments share a name.
public struct UniqueFragmentNamesRule: ValidationRule {
    public static let name = "UniqueFragmentNamesRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .fragment
        var known: [String: Name] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterFragment(_ fragment: FragmentDefinition) {
            let name = fragment.name
            if let first = known[name.value] {
                context.report("There can be only one fragment named '\(name.value)'.", [first.loc, name.loc])
            } else {
                known[name.value] = name
            }
        }
    }
}
