import GraphQL

/// `transient` in `baton.json`: each transient type exists and is an object or interface; each field is
/// `Type.field` (the reader checks the spelling) on a root type, and exists.
struct TransientCheck {
    let transient: BatonConfig.Transient
    let schema: Schema

    func problems() -> [String] {
        var problems: [String] = []
        for name in transient.types {
            guard let type = schema.type(named: name) else {
                problems.append("transient.types: the schema has no type '\(name)'")
                continue
            }
            if type.kind != .object && type.kind != .interface {
                problems.append("transient.types: '\(name)' is \(ConfigChecks.noun(type.kind)); only object types and interfaces can be transient")
            }
        }
        let roots = Set(schema.rootTypeNames.values)
        for coordinate in transient.fields {
            guard let (typeName, fieldName) = ConfigChecks.split(coordinate) else { continue }
            guard let type = schema.type(named: typeName) else {
                problems.append("transient.fields: the schema has no type '\(typeName)' (in '\(coordinate)')")
                continue
            }
            guard roots.contains(typeName) else {
                problems.append("transient.fields: '\(coordinate)' is not a root field; '\(typeName)' is not a root type")
                continue
            }
            if type.field(fieldName) == nil {
                problems.append("transient.fields: '\(typeName)' has no field '\(fieldName)'")
            }
        }
        return problems
    }
}
