import GraphQL

/// Writes a mutation's `OptimisticResponse` builder tree: structs mirroring the
/// payload selection as it is sent (key fields and `__typename` included, fragments folded
/// in), every property optional — an absent field leaves the store untouched — rendered to
/// a `Payload` for the optimistic layer.
struct OptimisticEmitter {
    let facts: SchemaFacts
    let types: SwiftTypes
    let taken: Set<String>

    /// Members the builder itself declares: a field so named takes a trailing underscore.
    static let ownMembers: Set<String> = ["payload", "jsonValue"]
    static let maxDepth = 64

    func emit(_ compiled: CompiledOperation) -> [String] {
        let fragments = Dictionary(compiled.fragments.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
        let root = facts.rootTypeName(compiled.kind)
        var lines = ["nonisolated extension " + compiled.name + " {"]
        lines += builder("OptimisticResponse", on: root, sets: [compiled.operation.selectionSet], fragments: fragments,
                         indent: "    ", isRoot: true, depth: 0)
        lines.append("}")
        return lines
    }

    private func builder(_ name: String, on typeName: String, sets: [SelectionSet],
                         fragments: [String: FragmentDefinition], indent: String, isRoot: Bool, depth: Int) -> [String] {
        let fields = collect(sets, on: typeName, fragments: fragments)
        var lines: [String] = []
        if isRoot { lines.append(indent + "/// A payload for the optimistic layer: set what the server is expected to answer.") }
        lines.append(indent + "public struct " + name + ": Sendable {")
        var properties: [(name: String, key: String, type: String, json: String)] = []
        var nested: [[String]] = []
        var used: Set<String> = [name]
        for (field, scope, childSets) in fields {
            let key = field.responseKey
            let property = SwiftNames.identifier(Self.ownMembers.contains(key) ? key + "_" : key)
            let value = "self." + (property.hasPrefix("`") ? String(property.dropFirst().dropLast()) : property)
            if field.name.value == "__typename" {
                properties.append((property, key, "String?", value + ".map { $0.variable }"))
                continue
            }
            guard let definition = facts.field(field.name.value, on: scope) else { continue }
            let named = definition.type.namedType
            if facts.type(named)?.isComposite == true {
                guard depth < Self.maxDepth else { continue }
                var child = SwiftNames.upperFirst(key)
                if SwiftNames.reservedTypeNames.contains(child) || taken.contains(child) || used.contains(child)
                    || SwiftNames.keywords.contains(child) { child += "Lens" }
                while used.contains(child) { child += "_" }
                used.insert(child)
                nested.append(builder(child, on: named, sets: childSets, fragments: fragments, indent: indent + "    ",
                                      isRoot: false, depth: depth + 1))
                let plural = definition.type.nullable.listElement != nil
                properties.append(plural
                    ? (property, key, "[" + child + "]?", value + ".map { .list($0.map(\\.jsonValue)) }")
                    : (property, key, child + "?", value + ".map(\\.jsonValue)"))
            } else {
                let type = types.input(.nonNull(definition.type))
                properties.append((property, key, type + "?",
                                   value + ".map { " + types.variableExpression("$0", .nonNull(definition.type)) + " }"))
            }
        }
        for property in properties { lines.append(indent + "    public var " + property.name + ": " + property.type) }
        if !properties.isEmpty { lines.append("") }
        let parameters = properties.map { $0.name + ": " + $0.type + " = nil" }.joined(separator: ", ")
        lines.append(indent + "    public init(" + parameters + ") {")
        for property in properties {
            let plain = property.name.hasPrefix("`") ? String(property.name.dropFirst().dropLast()) : property.name
            lines.append(indent + "        self." + plain + " = " + property.name)
        }
        lines.append(indent + "    }")
        lines.append("")
        let members = properties.map { SwiftNames.literal($0.key) + ": " + $0.json }
        lines.append(indent + "    var jsonValue: JSONValue { .input([" + (members.isEmpty ? ":" : members.joined(separator: ", ")) + "]) }")
        if isRoot {
            lines.append("")
            lines.append(indent + "    /// The payload the optimistic layer writes.")
            lines.append(indent + "    public var payload: Payload { Payload(json: jsonValue.json) }")
        }
        for child in nested { lines += [""] + child }
        lines.append(indent + "}")
        return lines
    }

    /// The fields of `sets` by response key, fragments and inline fragments folded in.
    private func collect(_ sets: [SelectionSet], on typeName: String, fragments: [String: FragmentDefinition])
        -> [(Field, String, [SelectionSet])] {
        var order: [String] = []
        var found: [String: (Field, String, [SelectionSet])] = [:]
        var pending = sets.reversed().map { ($0, typeName, 0) }
        var visited = 0
        while let (set, scope, depth) = pending.popLast(), visited < 100_000 {
            visited += 1
            var inner: [(SelectionSet, String, Int)] = []
            for selection in set.selections {
                switch selection {
                case .field(let field):
                    let key = field.responseKey
                    if var existing = found[key] {
                        if let child = field.selectionSet { existing.2.append(child) }
                        found[key] = existing
                    } else {
                        order.append(key)
                        found[key] = (field, scope, field.selectionSet.map { [$0] } ?? [])
                    }
                case .inlineFragment(let inline):
                    guard depth < Self.maxDepth else { continue }
                    inner.append((inline.selectionSet, inline.typeCondition?.name.value ?? scope, depth + 1))
                case .fragmentSpread(let spread):
                    guard depth < Self.maxDepth, let fragment = fragments[spread.name.value] else { continue }
                    inner.append((fragment.selectionSet, fragment.typeCondition.name.value, depth + 1))
                }
            }
            pending += inner.reversed()
        }
        return order.compactMap { found[$0] }
    }
}
