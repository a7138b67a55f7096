import GraphQL

/// Puts `__typename` first in every field selection of an interface or union:
/// the runtime needs the concrete type to pick a variant. An unconditional `__typename`
/// the author wrote elsewhere in the set moves to the front rather than being repeated.
struct Typenames {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, type, owner in
            guard case .field = owner, let type, type.isAbstract else { return selections }
            return [Syntax.field("__typename")] + selections.filter { !isPlainTypename($0) }
        }.run(selections, on: type)
    }

    private func isPlainTypename(_ selection: Selection) -> Bool {
        guard case .field(let field) = selection else { return false }
        return field.name.value == "__typename" && field.alias == nil && field.directives.isEmpty
    }
}
