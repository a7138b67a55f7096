/// `@defer` and `@stream` are not used in subscriptions unless their `if` can be false.
///
/// Each subscription is followed through its fragments (each once), leaving out selections
/// `@skip` or `@include` may exclude; an error names the directive, then the spreads that led
/// to it, innermost first.
public struct DeferStreamDirectiveOnValidOperationsRule: ValidationRule {
    public static let name = "DeferStreamDirectiveOnValidOperationsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            guard operation.operation == .subscription else { return }
            var visited = Set<String>()
            // Each pending selection carries the spreads that led to it, innermost last.
            var pending: [(Selection, [Location])] = operation.selectionSet.selections.reversed().map { ($0, []) }
            while let (selection, path) = pending.popLast() {
                let directives = selection.directives
                guard !Self.mayBeExcluded(directives) else { continue }
                check(directives, path)
                switch selection {
                case .field(let field):
                    if let set = field.selectionSet { pending += set.selections.reversed().map { ($0, path) } }
                case .inlineFragment(let inline):
                    pending += inline.selectionSet.selections.reversed().map { ($0, path) }
                case .fragmentSpread(let spread):
                    guard let fragment = context.fragments[spread.name.value], visited.insert(spread.name.value).inserted,
                          context.spendFragmentWork(1 + fragment.selectionSet.selections.count) else { continue }
                    let inner = path + [spread.loc]
                    pending += fragment.selectionSet.selections.reversed().map { ($0, inner) }
                }
            }
        }

        private func check(_ directives: [Directive], _ path: [Location]) {
            for directive in directives {
                let name = directive.name.value
                guard name == "defer" || name == "stream", !Self.ifCanBeFalse(directive) else { continue }
                let label = name == "defer" ? "Defer" : "Stream"
                context.report("\(label) directive not supported on subscription operations. Disable `@\(name)` by"
                               + " setting the `if` argument to `false`.", [directive.loc] + path.reversed())
            }
        }

        /// Whether `@skip`/`@include` may leave the selection out: any `@skip` but
        /// `@skip(if: false)`, and `@include` with an `if` other than `true`.
        static func mayBeExcluded(_ directives: [Directive]) -> Bool {
            for directive in directives {
                let condition = directive.arguments.first { $0.name.value == "if" }?.value
                switch directive.name.value {
                case "skip":
                    if case .boolean(false, _) = condition { continue }
                    return true
                case "include":
                    guard let condition else { continue }
                    if case .boolean(true, _) = condition { continue }
                    return true
                default: continue
                }
            }
            return false
        }

        static func ifCanBeFalse(_ directive: Directive) -> Bool {
            guard let argument = directive.arguments.first(where: { $0.name.value == "if" }) else { return false }
            switch argument.value {
            case .boolean(let flag, _): return !flag
            case .variable: return true
            default: return false
            }
        }
    }
}
