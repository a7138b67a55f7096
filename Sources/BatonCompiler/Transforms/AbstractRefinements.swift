import GraphQL

/// Adds Relay's membership answer `__isX: __typename` first in every inline fragment on an
/// abstract type `X` and in every fragment on one: the
/// response then says, per record, whether its type is an `X`, so a store that does not know
/// every member can still answer the condition (`...on Node{__isNode:__typename,id}`).
struct AbstractRefinements {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?, isFragment: Bool) -> [Selection] {
        SelectionWalk(context: context) { selections, type, owner in
            guard let type, type.isAbstract else { return selections }
            switch owner {
            case .inlineFragment(let inline) where inline.typeCondition != nil: break
            case .root where isFragment: break
            default: return selections
            }
            return Self.answer(for: type.name, in: selections)
        }.run(selections, on: type)
    }

    /// `__isX: __typename` first, unless the set starts with it already.
    static func answer(for type: String, in selections: [Selection]) -> [Selection] {
        let alias = "__is" + type
        let present = selections.contains {
            guard case .field(let field) = $0 else { return false }
            return field.alias?.value == alias && field.name.value == "__typename"
        }
        return present ? selections : [Syntax.field("__typename", alias: alias)] + selections
    }
}
