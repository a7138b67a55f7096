import GraphQL

/// An operation and every fragment it reaches: fragments nothing
/// reaches are dropped, and a fragment with `@argumentDefinitions` is copied once per set of
/// values it is spread with, its local variables replaced by the values and the spread
/// renamed to the copy (``FragmentArguments/copyName(_:definitions:passed:)``).
struct Aggregation {
    /// One fragment as the operation reaches it.
    struct Reached {
        /// The fragment with its local variables replaced, named as the text names it.
        var definition: FragmentDefinition
        /// The name the author gave it.
        var authoredName: String
    }

    /// Copies allowed per operation, and value nodes their arguments may hold in all: bounds
    /// against documents built to explode (a fragment spreading itself with its argument
    /// wrapped in a list, which validation refuses as a cycle). Past either, a spread keeps
    /// its authored name and no copy is made.
    static let copyBudget = 1_000
    static let valueBudget = 100_000

    let fragments: [String: FragmentDefinition]

    /// The operation's selections with spreads renamed, and the fragments reached in the
    /// order first reached. Works from a queue, so long spread chains cost no stack.
    func run(_ selections: [Selection]) -> (selections: [Selection], reached: [Reached]) {
        var reached: [Reached] = []
        var seen: Set<String> = []
        var budget = Budget()
        var queue: [(name: String, scope: FragmentArguments.Scope, copy: String)] = []
        let root = rename(selections, seen: &seen, queue: &queue, budget: &budget)
        var next = 0
        while next < queue.count {
            let (name, scope, copy) = queue[next]
            next += 1
            guard var fragment = fragments[name] else { continue }
            let substituted = ScopeSubstitution(scope: scope).apply(fragment.selectionSet.selections)
            fragment.selectionSet.selections = rename(substituted, seen: &seen, queue: &queue, budget: &budget)
            fragment.name = Name(copy, loc: fragment.name.loc)
            reached.append(Reached(definition: fragment, authoredName: name))
        }
        return (root, reached)
    }

    /// What is left of the budgets.
    struct Budget {
        var copies = Aggregation.copyBudget
        var values = Aggregation.valueBudget

        /// Spends one copy and its arguments' value nodes; false when either is exhausted.
        mutating func spend(_ arguments: [Argument]) -> Bool {
            guard copies > 0 else { return false }
            var pending = arguments.map(\.value)
            var cost = 0
            while let value = pending.popLast() {
                cost += 1
                guard cost <= values else { return false }
                switch value {
                case .list(let items, _): pending += items
                case .object(let fields, _): pending += fields.map(\.value)
                default: break
                }
            }
            copies -= 1
            values -= cost
            return true
        }
    }

    private func rename(_ selections: [Selection], seen: inout Set<String>,
                        queue: inout [(name: String, scope: FragmentArguments.Scope, copy: String)],
                        budget: inout Budget) -> [Selection] {
        selections.map { selection in
            switch selection {
            case .field(var field):
                guard let set = field.selectionSet else { return selection }
                field.selectionSet = SelectionSet(selections: rename(set.selections, seen: &seen, queue: &queue, budget: &budget),
                                                  loc: set.loc)
                return .field(field)
            case .inlineFragment(var inline):
                inline.selectionSet.selections = rename(inline.selectionSet.selections, seen: &seen, queue: &queue, budget: &budget)
                return .inlineFragment(inline)
            case .fragmentSpread(var spread):
                guard let fragment = fragments[spread.name.value] else { return selection }
                let definitions = FragmentArguments.definitions(of: fragment)
                let passed = FragmentArguments.passed(at: spread)
                var copy = FragmentArguments.copyName(fragment.name.value, definitions: definitions, passed: passed)
                // A copy named like an authored fragment (a document built to collide) takes
                // underscores until it is unique, so neither replaces the other.
                while copy != fragment.name.value, fragments[copy] != nil { copy += "_" }
                if !seen.contains(copy) {
                    // Authored fragments are bounded by the document; only copies are counted.
                    guard copy == fragment.name.value || budget.spend(passed) else { return selection }
                    seen.insert(copy)
                    queue.append((fragment.name.value, FragmentArguments.scope(definitions, passed: passed), copy))
                }
                spread.name = Name(copy, loc: spread.name.loc)
                return .fragmentSpread(spread)
            }
        }
    }
}
