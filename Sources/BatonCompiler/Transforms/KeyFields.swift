import GraphQL

/// Selects the key fields wherever an entity is read through a field, after the author's
/// selections and only when not selected already.
///
/// - On an object type: its key fields (``TransformContext/keyFields(of:)``).
/// - On an interface or union that declares the key fields of every keyed member, and all
///   share one key: those fields on the abstract type itself (`node(id:){…,id}`).
/// - Otherwise per member: `... on Node { id }` for the members that implement a `Node`
///   interface and are keyed by it, then `... on Member { keys }` for each other keyed
///   member, by name (`author{…,...on Node{id}}` under GitHub's `Actor`).
///
/// Only field selections get keys: a fragment's or an inline fragment's own selections are
/// read on a record some field already keys.
struct KeyFields {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, type, owner in
            guard case .field = owner, let type else { return selections }
            return selections + additions(for: type, after: selections)
        }.run(selections, on: type)
    }

    private func additions(for type: SchemaType, after selections: [Selection]) -> [Selection] {
        if type.kind == .object {
            return missing(context.keyFields(of: type), in: selections)
        }
        guard type.isAbstract else { return [] }
        let members = context.schema.possibleTypes(of: type).sorted { $0.name < $1.name }
        let keyed = members.map { ($0, context.keyFields(of: $0)) }.filter { !$0.1.isEmpty }
        guard let first = keyed.first?.1 else { return [] }
        if keyed.allSatisfy({ $0.1 == first }), first.allSatisfy({ type.field($0) != nil }) {
            return missing(first, in: selections)
        }
        return perMember(keyed, under: type)
    }

    private func perMember(_ keyed: [(SchemaType, [String])], under type: SchemaType) -> [Selection] {
        var out: [Selection] = []
        var rest = keyed
        let defaults = context.identity.defaultFields
        if let node = context.type("Node"), node.kind == .interface, node.name != type.name,
           defaults.allSatisfy({ node.field($0) != nil }) {
            let covered = keyed.filter { member, keys in keys == defaults && member.interfaces.contains("Node") }
            if !covered.isEmpty {
                out.append(Syntax.inline(on: "Node", defaults.map { Syntax.field($0) }))
                rest.removeAll { member, _ in covered.contains { $0.0.name == member.name } }
            }
        }
        for (member, keys) in rest {
            out.append(Syntax.inline(on: member.name, keys.map { Syntax.field($0) }))
        }
        return out
    }

    private func missing(_ keys: [String], in selections: [Selection]) -> [Selection] {
        keys.filter { !Syntax.selectsPlainly($0, in: selections) }.map { Syntax.field($0) }
    }
}
