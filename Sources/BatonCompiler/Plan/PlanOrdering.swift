/// Numbers a plan's selections as they are declared: the root first, then each selection
/// right after the first one that refers to it (depth first, fields before variants).
enum PlanOrdering {
    static func renumber(_ table: [PlanSelectionModel], root: Int) -> [PlanSelectionModel] {
        var newIndex: [Int: Int] = [:]
        var order: [Int] = []
        // An explicit stack keeps deep plans from recursing.
        var stack = [root]
        while let next = stack.popLast() {
            guard newIndex[next] == nil else { continue }
            newIndex[next] = order.count
            order.append(next)
            stack += children(table[next]).reversed()
        }
        return order.map { old in
            var model = table[old]
            model.fields = model.fields.map { renumbered($0, newIndex) }
            model.variants = model.variants.map { variant in
                var out = variant
                out.fields = variant.fields.map { renumbered($0, newIndex) }
                return out
            }
            return model
        }
    }

    private static func children(_ model: PlanSelectionModel) -> [Int] {
        (model.fields + model.variants.flatMap(\.fields)).compactMap { field in
            if case .link(let link) = field.kind { link.selection } else { nil }
        }
    }

    private static func renumbered(_ field: PlanFieldModel, _ newIndex: [Int: Int]) -> PlanFieldModel {
        guard case .link(var link) = field.kind else { return field }
        link.selection = newIndex[link.selection] ?? link.selection
        var out = field
        out.kind = .link(link)
        return out
    }
}
