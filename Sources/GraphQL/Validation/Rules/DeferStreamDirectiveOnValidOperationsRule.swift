/// `@defer` and `@stream` are not used in subscriptions (directly or in fragments a
/// subscription seen earlier in the document spreads) unless `if` can be false.
public struct DeferStreamDirectiveOnValidOperationsRule: ValidationRule {
    public static let name = "DeferStreamDirectiveOnValidOperationsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = [.operation, .directive]
        var fragmentsInSubscriptions = Set<String>()
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            guard operation.operation == .subscription else { return }
            fragmentsInSubscriptions.formUnion(context.fragmentsReached(from: operation.selectionSet))
        }

        func enterDirective(_ directive: Directive, location: DirectiveLocation) {
            let name = directive.name.value
            guard name == "defer" || name == "stream" else { return }
            let inSubscription: Bool
            if let operation = context.currentOperation {
                inSubscription = operation.operation == .subscription
            } else if let fragment = context.currentFragment {
                inSubscription = fragmentsInSubscriptions.contains(fragment.name.value)
            } else {
                inSubscription = false
            }
            guard inSubscription, !ifCanBeFalse(directive) else { return }
            let label = name == "defer" ? "Defer" : "Stream"
            context.report("\(label) directive not supported on subscription operations. Disable `@\(name)` by setting"
                           + " the `if` argument to `false`.", [directive.loc])
        }

        private func ifCanBeFalse(_ directive: Directive) -> Bool {
            guard let argument = directive.arguments.first(where: { $0.name.value == "if" }) else { return false }
            switch argument.value {
            case .boolean(let flag, _): return !flag
            case .variable: return true
            default: return false
            }
        }
    }
}
