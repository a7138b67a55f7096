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
}
