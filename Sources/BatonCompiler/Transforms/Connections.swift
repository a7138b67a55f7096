import GraphQL

/// Completes every `@connection` field with what pagination reads:
/// `cursor` after the author's edge selections, `__typename` after the author's node
/// selections, and `pageInfo { endCursor hasNextPage }` (forward: `first`/`after`) and/or
/// `{ hasPreviousPage startCursor }` (backward: `last`/`before`) after the connection's
/// selections. Anything the author already selected is not added again; a `pageInfo` the
/// author wrote gets the missing fields after its own. The directive stays (the plan reads
/// it); the text leaves it out.
struct Connections {
    let context: TransformContext

    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, _, owner in
            guard case .field(let field) = owner,
                  field.directives.contains(where: { $0.name.value == "connection" }) else { return selections }
            return complete(selections, arguments: Set(field.arguments.map(\.name.value)))
        }.run(selections, on: type)
    }

    private func complete(_ selections: [Selection], arguments: Set<String>) -> [Selection] {
        var out = selections.map { selection -> Selection in
            guard case .field(let field) = selection, field.name.value == "edges", field.alias == nil,
                  let edges = Syntax.children(of: selection) else { return selection }
            return Syntax.with(selection, children: completeEdges(edges))
        }
        if !out.contains(where: { isPlain($0, "edges") }) {
            out.append(Syntax.field("edges", selections: completeEdges([])))
        }
        var pageInfo: [String] = []
        if arguments.contains("first") || arguments.contains("after") { pageInfo += ["endCursor", "hasNextPage"] }
        if arguments.contains("last") || arguments.contains("before") { pageInfo += ["hasPreviousPage", "startCursor"] }
        if let index = out.firstIndex(where: { isPlain($0, "pageInfo") }), let own = Syntax.children(of: out[index]) {
            out[index] = Syntax.with(out[index], children: own + pageInfo.filter { !Syntax.selectsPlainly($0, in: own) }
                .map { Syntax.field($0) })
        } else if !pageInfo.isEmpty {
            out.append(Syntax.field("pageInfo", selections: pageInfo.map { Syntax.field($0) }))
        }
        return out
    }

    private func completeEdges(_ edges: [Selection]) -> [Selection] {
        var out = edges.map { selection -> Selection in
            guard isPlain(selection, "node"), let node = Syntax.children(of: selection) else { return selection }
            return Syntax.selectsPlainly("__typename", in: node)
                ? selection : Syntax.with(selection, children: node + [Syntax.field("__typename")])
        }
        if !out.contains(where: { isPlain($0, "node") }) {
            out.append(Syntax.field("node", selections: [Syntax.field("__typename")]))
        }
        if !Syntax.selectsPlainly("cursor", in: out) { out.append(Syntax.field("cursor")) }
        return out
    }

    private func isPlain(_ selection: Selection, _ name: String) -> Bool {
        guard case .field(let field) = selection else { return false }
        return field.name.value == name && field.alias == nil
    }
}
