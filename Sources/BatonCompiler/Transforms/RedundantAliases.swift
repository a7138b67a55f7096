import GraphQL

/// Drops an alias that repeats the field's name (`viewer: viewer` is `viewer`), as Relay
/// does when it reads a document: the response key is the same, and equal fields then merge.
struct RedundantAliases {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, _, _ in
            selections.map { selection in
                guard case .field(var field) = selection, field.alias?.value == field.name.value else { return selection }
                field.alias = nil
                return .field(field)
            }
        }.run(selections, on: type)
    }
}
