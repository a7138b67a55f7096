import GraphQL

/// Root type naming: the store names the roots `Query`, `Mutation` and `Subscription` whatever the
/// schema calls them, so no other schema type may hold one of those names, and a root type may
/// neither implement an interface nor belong to a union (a record of it would be reachable
/// under two identities).
struct RootNamingCheck {
    let schema: Schema

    func problems() -> [String] {
        var problems: [String] = []
        let roots: [(OperationType, String)] = [(.query, "Query"), (.mutation, "Mutation"), (.subscription, "Subscription")]
        for (operation, storeName) in roots {
            guard let root = schema.rootTypeNames[operation] else { continue }
            if root != storeName, schema.type(named: storeName) != nil {
                problems.append("the \(operation.rawValue) root type is '\(root)', which the store names '\(storeName)', "
                                + "but the schema has another type named '\(storeName)'")
            }
            guard let type = schema.type(named: root) else { continue }
            if !type.interfaces.isEmpty {
                problems.append("the \(operation.rawValue) root type '\(root)' implements "
                                + type.interfaces.joined(separator: ", ") + "; a root type may not implement an interface")
            }
            for union in unions(containing: root) {
                problems.append("the \(operation.rawValue) root type '\(root)' is a member of the union '\(union)'; "
                                + "a root type may not belong to a union")
            }
        }
        return problems
    }

    /// The unions that list `name`, in definition order. The types are walked as they are
    /// stored: looking each name up again cost a hash per type of the schema (GitHub's: 3,200).
    private func unions(containing name: String) -> [String] {
        schema.orderedTypes.filter { $0.kind == .union && $0.unionMembers.contains(name) }.map(\.name)
    }
}
