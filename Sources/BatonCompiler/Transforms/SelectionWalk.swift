import GraphQL

/// The selection set a transform is looking at, and what holds it.
enum SetOwner {
    /// The operation's or fragment's own selections.
    case root
    /// A field's selections.
    case field(Field)
    /// An inline fragment's selections.
    case inlineFragment(InlineFragment)
}

/// Rewrites every selection set of a tree, children before their parent, tracking the type
/// each set is read on (nil where the document names something the schema lacks: a
/// transform then leaves that set as it is). Depth is bounded by the parser's nesting limit.
struct SelectionWalk {
    let context: TransformContext
    /// Called once per selection set with its rewritten children.
    let visit: (_ selections: [Selection], _ type: SchemaType?, _ owner: SetOwner) -> [Selection]

    /// Rewrites a definition's root selections read on `type`.
    func run(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        visit(rewriteChildren(selections, in: type), type, .root)
    }

    private func rewriteChildren(_ selections: [Selection], in type: SchemaType?) -> [Selection] {
        selections.map { selection in
            switch selection {
            case .field(var field):
                guard let set = field.selectionSet else { return selection }
                let inner = context.fieldType(field, in: type)
                let children = visit(rewriteChildren(set.selections, in: inner), inner, .field(field))
                field.selectionSet = SelectionSet(selections: children, loc: set.loc)
                return .field(field)
            case .inlineFragment(var inline):
                let inner = context.innerType(inline, in: type)
                inline.selectionSet.selections = visit(rewriteChildren(inline.selectionSet.selections, in: inner),
                                                       inner, .inlineFragment(inline))
                return .inlineFragment(inline)
            case .fragmentSpread: return selection
            }
        }
    }
}
