import GraphQL

/// What a generated query's `Data` lens reads: a lens shows what an author
/// selected, and in a query `@refetchable` generates the authored part is the fragment spread.
/// So only the spreads are kept, with the fields and inline fragments on the way to them
/// (`node(id:)`, `viewer`, `fetch__T`); what the transforms inserted (`__typename`, `id`,
/// `__isNode`) is dropped.
enum GeneratedQuerySelection {
    /// `set` reduced to the paths that end in a fragment spread (bounded in depth).
    static func spreadPaths(_ set: SelectionSet, depth: Int = 0) -> SelectionSet {
        guard depth < LensEmitter.maxDepth else { return SelectionSet(selections: [], loc: set.loc) }
        var kept: [Selection] = []
        for selection in set.selections {
            switch selection {
            case .fragmentSpread:
                kept.append(selection)
            case .field(var field):
                guard let child = field.selectionSet else { continue }
                let reduced = spreadPaths(child, depth: depth + 1)
                guard !reduced.selections.isEmpty else { continue }
                field.selectionSet = reduced
                kept.append(.field(field))
            case .inlineFragment(var inline):
                let reduced = spreadPaths(inline.selectionSet, depth: depth + 1)
                guard !reduced.selections.isEmpty else { continue }
                inline.selectionSet = reduced
                kept.append(.inlineFragment(inline))
            }
        }
        return SelectionSet(selections: kept, loc: set.loc)
    }
}
