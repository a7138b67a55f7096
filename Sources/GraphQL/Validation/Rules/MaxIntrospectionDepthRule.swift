/// An introspection query (`__schema`, `__type`) nests the list fields `fields`,
/// `interfaces`, `possibleTypes` and `inputFields` fewer than three deep, fragments included.
///
/// The search runs in document order and stops at the first path too deep, as GraphQL.js's
/// does; each fragment's outcome at each entry depth is remembered and reused (graphql-core
/// 3.3 does the same, so a fragment checked inside a cycle keeps the outcome it had there).
/// The search uses an explicit stack, so long fragment chains cost no call depth.
public struct MaxIntrospectionDepthRule: ValidationRule {
    public static let name = "MaxIntrospectionDepthRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    static let maxListDepth = 3
    static let listFields: Set<String> = ["fields", "interfaces", "possibleTypes", "inputFields"]

    private struct Key: Hashable {
        var fragment: String
        var depth: Int
    }

    private enum Step {
        case selection(Selection, depth: Int)
        case finish(Key)
    }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        /// The reported field whose subtree is skipped, as GraphQL.js skips it.
        var skipping: Location?
        var outcomes: [Key: Bool] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard skipping == nil, field.name.value == "__schema" || field.name.value == "__type",
                  let selectionSet = field.selectionSet, tooDeep(selectionSet) else { return }
            context.report("Maximum introspection depth exceeded", [field.loc])
            skipping = field.loc
        }

        func leaveField(_ field: Field) {
            if skipping == field.loc { skipping = nil }
        }

        private func tooDeep(_ selectionSet: SelectionSet) -> Bool {
            var pending: [Step] = selectionSet.selections.reversed().map { .selection($0, depth: 0) }
            var onPath: [String: Int] = [:]
            while let step = pending.popLast() {
                switch step {
                case .finish(let key):
                    onPath[key.fragment] = nil
                    outcomes[key] = false
                case .selection(let selection, let depth):
                    switch selection {
                    case .field(let field):
                        let inner = MaxIntrospectionDepthRule.listFields.contains(field.name.value) ? depth + 1 : depth
                        if inner >= MaxIntrospectionDepthRule.maxListDepth { return exceeded(onPath) }
                        if let set = field.selectionSet {
                            pending += set.selections.reversed().map { .selection($0, depth: inner) }
                        }
                    case .inlineFragment(let inline):
                        pending += inline.selectionSet.selections.reversed().map { .selection($0, depth: depth) }
                    case .fragmentSpread(let spread):
                        let name = spread.name.value
                        guard onPath[name] == nil, let fragment = context.fragments[name] else { continue }
                        let key = Key(fragment: name, depth: depth)
                        if let known = outcomes[key] {
                            if known { return exceeded(onPath) }
                            continue
                        }
                        guard context.spendFragmentWork(1 + fragment.selectionSet.selections.count) else { return false }
                        onPath[name] = depth
                        pending.append(.finish(key))
                        pending += fragment.selectionSet.selections.reversed().map { .selection($0, depth: depth) }
                    }
                }
            }
            return false
        }

        /// Every fragment on the path to a too-deep field is too deep from where it was entered.
        private func exceeded(_ onPath: [String: Int]) -> Bool {
            for (name, depth) in onPath { outcomes[Key(fragment: name, depth: depth)] = true }
            return true
        }
    }
}
