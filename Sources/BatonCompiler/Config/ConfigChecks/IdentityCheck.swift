import GraphQL

/// `identity` in `baton.json`: explicit entries must name an object or interface and that type's own
/// scalar fields (no list, link, `Float` or `Boolean`); an interface's entry applies to its
/// implementers without their own; an object implementing two interfaces with different
/// entries must have its own entry.
struct IdentityCheck {
    let config: BatonConfig.Identity
    let schema: Schema
    private(set) var problems: [String] = []

    init(config: BatonConfig.Identity, schema: Schema) {
        self.config = config
        self.schema = schema
    }

    /// Checks every entry and resolves each object type's key.
    mutating func resolve() -> ResolvedIdentity {
        var valid: [String: [String]] = [:]
        for name in config.types.keys.sorted() {
            let fields = config.types[name] ?? []
            if checkEntry(type: name, fields: fields) { valid[name] = fields }
        }
        var resolved = ResolvedIdentity()
        for type in schema.orderedTypes where type.kind == .object && !type.isBuiltIn {
            let name = type.name
            if config.types[name] != nil {
                if let own = valid[name] { resolved.keys[name] = own }
                continue
            }
            if let inherited = inheritedKey(of: type, valid: valid) {
                resolved.keys[name] = inherited
            } else if !implementsConfigured(type) {
                if config.defaultFields.allSatisfy({ keyFault(field: $0, on: type) == nil }) {
                    resolved.keys[name] = config.defaultFields
                }
            }
        }
        return resolved
    }

    /// Whether an entry is usable; reports each problem it has.
    private mutating func checkEntry(type name: String, fields: [String]) -> Bool {
        guard let type = schema.type(named: name) else {
            problems.append("identity.types.\(name): the schema has no type '\(name)'")
            return false
        }
        guard type.kind == .object || type.kind == .interface else {
            problems.append("identity.types.\(name): '\(name)' is \(ConfigChecks.noun(type.kind)); only object types and interfaces have keys")
            return false
        }
        var usable = true
        for field in fields {
            if let problem = keyProblem(field: field, on: type) {
                problems.append("identity.types.\(name): \(problem)")
                usable = false
            }
        }
        if Set(fields).count != fields.count {
            problems.append("identity.types.\(name): a key field is named twice")
            usable = false
        }
        return usable
    }

    /// Why a field cannot be a key field of a type, or nil when it can.
    private func keyProblem(field name: String, on type: SchemaType) -> String? {
        guard let fault = keyFault(field: name, on: type) else { return nil }
        switch fault {
        case .missing: return "'\(type.name)' has no field '\(name)'"
        case .list(let reference): return "'\(type.name).\(name)' is a list (\(reference)); a key field is a single scalar"
        case .unknownType: return "'\(type.name).\(name)' has an unknown type"
        case .link(let target): return "'\(type.name).\(name)' is a link to \(target); keys through links are refused"
        case .floatOrBoolean(let scalar):
            return "'\(type.name).\(name)' is a \(scalar); a key field may not be a Float or a Boolean"
        case .input: return "'\(type.name).\(name)' has an input type"
        }
    }

    /// What keeps a field from being a key field. Every object type without an entry is tried
    /// with the default fields, so this spells out no message (most types lack `id`).
    private enum KeyFault {
        case missing, list(TypeReference), unknownType, link(String), floatOrBoolean(String), input
    }

    private func keyFault(field name: String, on type: SchemaType) -> KeyFault? {
        guard let reference = type.fieldType(name) else { return .missing }
        if reference.isList { return .list(reference) }
        guard let named = schema.type(named: reference.namedType) else { return .unknownType }
        if named.isComposite { return .link(named.name) }
        if named.name == "Float" || named.name == "Boolean" { return .floatOrBoolean(named.name) }
        if named.kind == .inputObject { return .input }
        return nil
    }

    /// The key an object inherits from the interfaces it implements, reporting a conflict.
    private mutating func inheritedKey(of type: SchemaType, valid: [String: [String]]) -> [String]? {
        let entries = type.interfaces.filter { config.types[$0] != nil }
        guard !entries.isEmpty else { return nil }
        let keys = entries.map { valid[$0] }
        if keys.contains(where: { $0 != keys[0] }) {
            let list = entries.map { "\($0) [\((config.types[$0] ?? []).joined(separator: ", "))]" }.joined(separator: " and ")
            problems.append("identity.types: '\(type.name)' implements \(list), whose entries differ; give '\(type.name)' its own entry")
            return nil
        }
        return keys[0]
    }

    /// Whether an object implements an interface that has an entry (then the default is not tried).
    private func implementsConfigured(_ type: SchemaType) -> Bool {
        type.interfaces.contains { config.types[$0] != nil }
    }
}
