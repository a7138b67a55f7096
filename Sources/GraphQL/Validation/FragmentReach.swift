extension ValidationContext {
    /// The spreads under a selection set, not through fragments, in GraphQL.js's order: a
    /// set's own spreads first, then its nested sets, last one first. Iterative, so nesting
    /// costs no call depth.
    static func spreads(in selectionSet: SelectionSet) -> [FragmentSpread] {
        var spreads: [FragmentSpread] = []
        var sets = [selectionSet]
        while let set = sets.popLast() {
            for selection in set.selections {
                switch selection {
                case .fragmentSpread(let spread): spreads.append(spread)
                case .field(let field): if let nested = field.selectionSet { sets.append(nested) }
                case .inlineFragment(let inline): sets.append(inline.selectionSet)
                }
            }
        }
        return spreads
    }

    /// The names of the known fragments a selection set reaches through spreads,
    /// transitively, read from the document itself (so usable before the walk has seen them).
    /// Spends the fragment work budget.
    public func fragmentsReached(from selectionSet: SelectionSet) -> Set<String> {
        var reached = Set<String>()
        var pending = [selectionSet]
        while let set = pending.popLast() {
            for spread in Self.spreads(in: set) {
                let name = spread.name.value
                guard let fragment = fragments[name], reached.insert(name).inserted else { continue }
                guard spendFragmentWork() else { return reached }
                pending.append(fragment.selectionSet)
            }
        }
        return reached
    }
}
