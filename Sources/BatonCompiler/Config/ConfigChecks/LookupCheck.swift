import GraphQL

/// `lookups` in `baton.json`: the field exists; each argument exists on it; `type` is given exactly when
/// the field returns an object, and then equals it; the named type has a key; the argument
/// count equals the key's field count (a lookup through an interface or union takes one).
/// (`Type.field` spelling and "exactly one of argument / arguments" are the reader's.)
struct LookupCheck {
    let lookups: [BatonConfig.Lookup]
    let schema: Schema
    let identity: ResolvedIdentity

    func problems() -> [String] {
        lookups.enumerated().flatMap { index, lookup in problems(of: lookup, at: "lookups[\(index)]") }
    }

    private func problems(of lookup: BatonConfig.Lookup, at path: String) -> [String] {
        guard let (typeName, fieldName) = ConfigChecks.split(lookup.field) else { return [] }
        guard let parent = schema.type(named: typeName) else {
            return ["\(path): the schema has no type '\(typeName)'"]
        }
        guard let field = parent.field(fieldName) else {
            return ["\(path): '\(typeName)' has no field '\(fieldName)'"]
        }
        var problems: [String] = []
        for argument in lookup.arguments where field.argument(argument) == nil {
            problems.append("\(path): '\(lookup.field)' has no argument '\(argument)'")
        }
        guard let returned = schema.type(named: field.type.namedType), returned.isComposite, !field.type.isList else {
            return problems + ["\(path): '\(lookup.field)' returns \(field.type), not a single object, interface or union"]
        }
        if returned.isAbstract {
            return problems + abstractProblems(lookup, returning: returned, at: path)
        }
        guard let declared = lookup.type else {
            return problems + ["\(path): 'type' is required, because '\(lookup.field)' returns the object type \(returned.name)"]
        }
        guard declared == returned.name else {
            return problems + ["\(path): 'type' is \(declared), but '\(lookup.field)' returns \(returned.name)"]
        }
        guard let key = identity.key(of: declared) else {
            return problems + ["\(path): \(declared) has no key (see identity), so nothing can be looked up by it"]
        }
        if key.count != lookup.arguments.count {
            problems.append("\(path): \(declared) is keyed by \(key.count) field(s) (\(key.joined(separator: ", "))), "
                            + "but the lookup names \(lookup.arguments.count) argument(s)")
        }
        return problems
    }

    private func abstractProblems(_ lookup: BatonConfig.Lookup, returning returned: SchemaType, at path: String) -> [String] {
        var problems: [String] = []
        if let declared = lookup.type {
            problems.append("\(path): 'type' (\(declared)) must be omitted, because '\(lookup.field)' returns "
                            + "\(ConfigChecks.noun(returned.kind)), \(returned.name)")
        }
        if lookup.arguments.count != 1 {
            problems.append("\(path): a lookup through \(ConfigChecks.noun(returned.kind)) takes one argument, "
                            + "not \(lookup.arguments.count)")
        }
        let keyed = schema.possibleTypes(of: returned).filter { identity.key(of: $0.name)?.count == 1 }
        if keyed.isEmpty {
            problems.append("\(path): no possible type of \(returned.name) has a single-field key")
        }
        return problems
    }
}
