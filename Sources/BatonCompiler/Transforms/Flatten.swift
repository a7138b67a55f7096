import GraphQL

/// Relay's flattening of a selection set:
/// - an inline fragment with no type condition, or with the type of its parent, and no
///   directive but `@include`/`@skip`, gives its selections to its parent; its conditions
///   are put before each selection's own (`... @include(if: $a) { species }` becomes
///   `species @include(if: $a)`);
/// - selections under the same outermost condition are gathered where the first of them
///   stands, then the same one level in (Relay's condition nodes, merged);
/// - equal selections are merged: a field with the same alias, name, arguments and
///   directives takes the other's selections after its own, an equal inline fragment too,
///   and an equal spread is kept once.
struct Flatten {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, type, _ in
            Self.arrange(Self.inlineFragments(selections, in: type), level: 0)
        }.run(selections, on: type)
    }

    /// Gives the selections of plain inline fragments to their parent.
    static func inlineFragments(_ selections: [Selection], in type: SchemaType?) -> [Selection] {
        selections.flatMap { selection -> [Selection] in
            guard case .inlineFragment(let inline) = selection,
                  inline.typeCondition == nil || (type != nil && inline.typeCondition?.name.value == type?.name),
                  inline.directives.allSatisfy(Syntax.isCondition) else { return [selection] }
            return inline.selectionSet.selections.map { child in
                inline.directives.isEmpty ? child : Syntax.with(child, directives: inline.directives + child.directives)
            }
        }
    }

    /// The leading `@include`/`@skip` directives of a selection: its condition nesting.
    static func conditions(of selection: Selection) -> ArraySlice<Directive> {
        let directives = selection.directives
        return directives.prefix { Syntax.isCondition($0) }
    }

    /// Groups by the condition at `level` and merges equal selections.
    static func arrange(_ selections: [Selection], level: Int) -> [Selection] {
        enum Slot { case single(Int), group(String) }
        var slots: [Slot] = []
        var singles: [Selection] = []
        var singleIndex: [String: Int] = [:]
        var groups: [String: [Selection]] = [:]
        for selection in selections {
            let conditions = Self.conditions(of: selection)
            if conditions.count > level {
                let key = Printer.compact(conditions[conditions.startIndex + level])
                if groups[key] == nil { slots.append(.group(key)) }
                groups[key, default: []].append(selection)
                continue
            }
            let head = Syntax.head(of: selection)
            if let index = singleIndex[head] {
                singles[index] = merge(singles[index], selection)
            } else {
                singleIndex[head] = singles.count
                slots.append(.single(singles.count))
                singles.append(selection)
            }
        }
        return slots.flatMap { slot -> [Selection] in
            switch slot {
            case .single(let index): [singles[index]]
            case .group(let key): arrange(groups[key] ?? [], level: level + 1)
            }
        }
    }

    private static func merge(_ first: Selection, _ second: Selection) -> Selection {
        guard let mine = Syntax.children(of: first), let theirs = Syntax.children(of: second) else { return first }
        return Syntax.with(first, children: arrange(mine + theirs, level: 0))
    }
}
