/// A subscription selects exactly one root field, not an introspection field, and without
/// `@skip`/`@include` at the top level.
public struct SingleFieldSubscriptionsRule: ValidationRule {
    public static let name = "SingleFieldSubscriptionsRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .operation
        init(_ context: ValidationContext) { self.context = context }

        func enterOperation(_ operation: OperationDefinition) {
            guard operation.operation == .subscription, let root = context.schema.rootType(.subscription) else { return }
            let subject = operation.name.map { "Subscription '\($0.value)'" } ?? "Anonymous Subscription"
            var collector = RootFieldCollector(context: context, root: root)
            collector.collect(operation.selectionSet)
            if context.isAborted { return }
            if !collector.forbidden.isEmpty {
                context.report("\(subject) must not use `@skip` or `@include` directives in the top level selection.",
                               collector.forbidden.map(\.loc))
                return
            }
            if collector.order.isEmpty {
                context.report("\(subject) must select one top level field.", [operation.selectionSet.loc])
                return
            }
            if collector.order.count > 1 {
                let extra = collector.order.dropFirst().flatMap { collector.groups[$0]! }
                context.report("\(subject) must select only one top level field.", extra.map(\.loc))
            }
            for key in collector.order {
                let fields = collector.groups[key]!
                if fields[0].name.value.hasPrefix("__") {
                    context.report("\(subject) must not select an introspection top level field.", fields.map(\.loc))
                }
            }
        }
    }

    /// Groups the root fields by response key through fragments (each fragment once), without
    /// evaluating `@skip`/`@include`, which it collects instead.
    private struct RootFieldCollector {
        let context: ValidationContext
        let root: SchemaType
        var groups: [String: [Field]] = [:]
        var order: [String] = []
        var forbidden: [Directive] = []
        var visitedFragments = Set<String>()

        init(context: ValidationContext, root: SchemaType) {
            self.context = context
            self.root = root
        }

        mutating func collect(_ selectionSet: SelectionSet) {
            // An explicit stack of pending selections keeps source order without recursion.
            var pending: [Selection] = selectionSet.selections.reversed()
            while let selection = pending.popLast() {
                forbidden += selection.directives.filter { $0.name.value == "skip" || $0.name.value == "include" }
                switch selection {
                case .field(let field):
                    let key = field.responseKey
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append(field)
                case .inlineFragment(let inline):
                    guard applies(inline.typeCondition) else { continue }
                    pending += inline.selectionSet.selections.reversed()
                case .fragmentSpread(let spread):
                    let name = spread.name.value
                    guard visitedFragments.insert(name).inserted, let fragment = context.fragments[name],
                          applies(fragment.typeCondition) else { continue }
                    guard context.spendFragmentWork(1 + fragment.selectionSet.selections.count) else { return }
                    pending += fragment.selectionSet.selections.reversed()
                }
            }
        }

        private func applies(_ condition: NamedType?) -> Bool {
            guard let condition else { return true }
            guard let type = context.schema.type(named: condition.name.value) else { return false }
            if type === root { return true }
            return type.isAbstract && context.schema.isPossibleType(type, root)
        }
    }
}
