/// Every fragment is reached from some operation.
public struct NoUnusedFragmentsRule: ValidationRule {
    public static let name = "NoUnusedFragmentsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            var used = Set<String>()
            for (index, definition) in document.definitions.enumerated() {
                guard case .operation = definition else { continue }
                for fragment in context.recursivelyReferencedFragments(ofDefinitionAt: index) {
                    if case .fragment(let f) = document.definitions[fragment] { used.insert(f.name.value) }
                }
                if context.isAborted { return }
            }
            for case .fragment(let fragment) in document.definitions where !used.contains(fragment.name.value) {
                context.report("Fragment '\(fragment.name.value)' is never used.", [fragment.loc])
            }
        }
    }
}
