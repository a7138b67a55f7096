/// `@defer` and `@stream` are not used on the root fields of a mutation or subscription:
/// `@defer` on a fragment at an operation's root level, `@stream` on a root field, fragments
/// followed (each once per operation).
public struct DeferStreamDirectiveOnRootFieldRule: ValidationRule {
    public static let name = "DeferStreamDirectiveOnRootFieldRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            let kind = operation.operation
            guard kind != .query, let root = context.schema.rootType(kind) else { return }
            var visited = Set<String>()
            var pending: [Selection] = operation.selectionSet.selections.reversed()
            while let selection = pending.popLast() {
                switch selection {
                case .field(let field):
                    report(field.directives, "stream", root, kind)
                case .inlineFragment(let inline):
                    report(inline.directives, "defer", root, kind)
                    pending += inline.selectionSet.selections.reversed()
                case .fragmentSpread(let spread):
                    guard let fragment = context.fragments[spread.name.value],
                          visited.insert(spread.name.value).inserted else { continue }
                    report(spread.directives, "defer", root, kind)
                    guard context.spendFragmentWork(1 + fragment.selectionSet.selections.count) else { return }
                    pending += fragment.selectionSet.selections.reversed()
                }
            }
        }

        private func report(_ directives: [Directive], _ name: String, _ root: SchemaType, _ kind: OperationType) {
            for directive in directives where directive.name.value == name {
                let label = name == "defer" ? "Defer" : "Stream"
                context.report("\(label) directive cannot be used on root \(kind.rawValue) type '\(root.name)'.",
                               [directive.loc])
            }
        }
    }
}
