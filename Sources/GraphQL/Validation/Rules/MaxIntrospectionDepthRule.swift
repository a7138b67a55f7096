/// An introspection query (`__schema`, `__type`) nests the list fields `fields`,
/// `interfaces`, `possibleTypes` and `inputFields` fewer than three deep, fragments included.
///
/// GraphQL.js searches every path anew; here each fragment's deepest list nesting is computed
/// once and reused, iteratively, so shared fragments and long chains stay linear.
public struct MaxIntrospectionDepthRule: ValidationRule {
    public static let name = "MaxIntrospectionDepthRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    static let maxListDepth = 3
    static let listFields: Set<String> = ["fields", "interfaces", "possibleTypes", "inputFields"]

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        /// The reported field whose subtree is skipped, as GraphQL.js skips it.
        var skipping: Location?
        var fragmentDepths: [String: Int] = [:]
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard skipping == nil, field.name.value == "__schema" || field.name.value == "__type",
                  let selectionSet = field.selectionSet else { return }
            if listDepth(of: selectionSet) >= MaxIntrospectionDepthRule.maxListDepth {
                context.report("Maximum introspection depth exceeded", [field.loc])
                skipping = field.loc
            }
        }

        func leaveField(_ field: Field) {
            if skipping == field.loc { skipping = nil }
        }

        /// The most list fields on one path down a selection set (capped at the maximum),
        /// fragments followed except into a fragment already on the path.
        private func listDepth(of selectionSet: SelectionSet) -> Int {
            var onPath = Set<String>()
            return depth(selectionSet, &onPath)
        }

        private struct Frame {
            var name: String
            var items: [(depth: Int, spread: String)]
            var next = 0
            var best: Int
        }

        private func depth(_ selectionSet: SelectionSet, _ onPath: inout Set<String>) -> Int {
            let (own, spreads) = Self.local(selectionSet)
            var best = own
            for (at, name) in spreads where best < MaxIntrospectionDepthRule.maxListDepth {
                best = max(best, at + fragmentDepth(name, &onPath))
            }
            return min(best, MaxIntrospectionDepthRule.maxListDepth)
        }

        /// A fragment's deepest list nesting, memoized; computed with an explicit stack.
        private func fragmentDepth(_ root: String, _ onPath: inout Set<String>) -> Int {
            if let known = fragmentDepths[root] { return known }
            guard let fragment = context.fragments[root], !onPath.contains(root) else { return 0 }
            let cap = MaxIntrospectionDepthRule.maxListDepth
            func frame(_ name: String, _ set: SelectionSet) -> Frame {
                let (own, spreads) = Self.local(set)
                return Frame(name: name, items: spreads.map { (depth: $0.0, spread: $0.1) }, best: own)
            }
            onPath.insert(root)
            var stack = [frame(root, fragment.selectionSet)]
            var result = 0
            while var top = stack.popLast() {
                if top.next < top.items.count, top.best < cap {
                    let (at, target) = top.items[top.next]
                    top.next += 1
                    if let known = fragmentDepths[target] {
                        top.best = max(top.best, at + known)
                        stack.append(top)
                    } else if let next = context.fragments[target], !onPath.contains(target) {
                        guard context.spendFragmentWork() else { return 0 }
                        stack.append(top)
                        onPath.insert(target)
                        stack.append(frame(target, next.selectionSet))
                    } else {
                        stack.append(top)
                    }
                } else {
                    let value = min(top.best, cap)
                    fragmentDepths[top.name] = value
                    onPath.remove(top.name)
                    if var parent = stack.popLast() {
                        let (at, _) = parent.items[parent.next - 1]
                        parent.best = max(parent.best, at + value)
                        stack.append(parent)
                    } else {
                        result = value
                    }
                }
            }
            return result
        }

        /// Within one selection set, not through fragments: the deepest list nesting, and each
        /// spread with the list nesting above it.
        static func local(_ selectionSet: SelectionSet) -> (Int, [(Int, String)]) {
            var best = 0
            var spreads: [(Int, String)] = []
            var pending: [(SelectionSet, Int)] = [(selectionSet, 0)]
            while let (set, depth) = pending.popLast() {
                for selection in set.selections {
                    switch selection {
                    case .field(let field):
                        let inner = MaxIntrospectionDepthRule.listFields.contains(field.name.value) ? depth + 1 : depth
                        best = max(best, inner)
                        if let nested = field.selectionSet { pending.append((nested, inner)) }
                    case .inlineFragment(let inline):
                        pending.append((inline.selectionSet, depth))
                    case .fragmentSpread(let spread):
                        spreads.append((depth, spread.name.value))
                    }
                }
            }
            return (best, spreads)
        }
    }
}
