import GraphQL

/// Swift types of schema leaves and of variables.
struct SwiftTypes {
    let facts: SchemaFacts
    let symbols: SharedSymbols

    /// A leaf's Swift type and whether it is a mapped custom scalar.
    func leaf(_ name: String) -> (type: String, mapped: Bool) {
        switch name {
        case "String", "ID": return ("String", false)
        case "Int": return ("Int", false)
        case "Float": return ("Double", false)
        case "Boolean": return ("Bool", false)
        default:
            guard let type = facts.type(name) else { return ("String", false) }
            switch type.kind {
            case .enum:
                symbols.useEnum(name)
                return (SwiftNames.enumName(name), false)
            case .inputObject:
                symbols.useInput(name)
                return (SwiftNames.inputName(name), false)
            default:
                if let mapped = facts.config.customScalarTypes[name]?.swift { return (mapped, true) }
                return ("String", false)
            }
        }
    }

    /// A scalar accessor's type and the anchor call that reads `slot`.
    func scalarRead(_ type: TypeReference, slot: String) -> (type: String, read: String) {
        let (base, mapped) = leaf(type.namedType)
        let nullable = !type.isNonNull
        guard let element = type.nullable.listElement else {
            if mapped { return (base + "?", "anchor.mapped(" + slot + ")") }
            return nullable ? (base + "?", "anchor.scalar(" + slot + ")") : (base, "anchor.scalarNonNull(" + slot + ")")
        }
        if mapped { return ("[" + base + "?]?", "anchor.mappedList(" + slot + ")") }
        let elements = !element.isNonNull
        switch (nullable, elements) {
        case (true, true): return ("[" + base + "?]?", "anchor.list(" + slot + ")")
        case (false, true): return ("[" + base + "?]", "anchor.listNonNull(" + slot + ")")
        case (true, false): return ("[" + base + "]?", "anchor.listOfNonNull(" + slot + ")")
        case (false, false): return ("[" + base + "]", "anchor.listNonNullOfNonNull(" + slot + ")")
        }
    }

    /// A variable's or input field's Swift type.
    func input(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner)
        default: return inputBase(type) + "?"
        }
    }

    private func inputBase(_ type: TypeReference) -> String {
        switch type {
        case .nonNull(let inner): return inputBase(inner)
        case .list(let element): return "[" + input(element) + "]"
        case .named(let name): return leaf(name).type
        }
    }

    /// The `Variable` expression of a value of `type` held in `name`: `.variable` when the
    /// Swift type can say it, a mapped scalar's `scalarText` otherwise.
    func variableExpression(_ name: String, _ type: TypeReference) -> String {
        guard containsMapped(type) else { return name + ".variable" }
        return mappedExpression(name, type, depth: 0)
    }

    private func containsMapped(_ type: TypeReference) -> Bool {
        leaf(type.namedType).mapped
    }

    private func mappedExpression(_ name: String, _ type: TypeReference, depth: Int) -> String {
        switch type {
        case .nonNull(let inner): return required(name, inner, depth: depth)
        default: return name + ".map { " + required("$0", type, depth: depth) + " } ?? .null"
        }
    }

    private func required(_ name: String, _ type: TypeReference, depth: Int) -> String {
        switch type {
        case .nonNull(let inner): return required(name, inner, depth: depth)
        case .list(let element):
            let item = "item\(depth)"
            return ".list(" + name + ".map { " + item + " in " + mappedExpression(item, element, depth: depth + 1) + " })"
        case .named: return ".string(" + name + ".scalarText)"
        }
    }
}
