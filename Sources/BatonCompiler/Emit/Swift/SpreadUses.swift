import GraphQL

/// The fragments the documents spread with a directive: their lens declares what such a
/// spread reads (`isPresent` for `@defer`, `uncaughtErrors` for `@catch`), wherever the lens
/// itself is written.
enum SpreadUses {
    /// The names of the fragments some operation or fragment spreads with `@<directiveName>`.
    static func fragments(spreadWith directiveName: String, in input: EmitInput) -> Set<String> {
        var found: Set<String> = []
        var sets: [SelectionSet] = []
        for source in input.sources {
            for definition in source.definitions {
                switch definition {
                case .operation(let operation): sets.append(operation.selectionSet)
                case .fragment(let fragment): sets.append(fragment.selectionSet)
                default: continue
                }
            }
        }
        while let set = sets.popLast() {
            for selection in set.selections {
                switch selection {
                case .fragmentSpread(let spread):
                    if directive(directiveName, in: spread.directives) != nil { found.insert(spread.name.value) }
                case .field(let field): if let nested = field.selectionSet { sets.append(nested) }
                case .inlineFragment(let inline): sets.append(inline.selectionSet)
                }
            }
        }
        return found
    }
}
