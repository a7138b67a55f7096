import GraphQL

/// Why a literal does not fit a type, and where.
struct LiteralProblem: CustomStringConvertible {
    var description: String
    var loc: Location?
}

/// Checks a written value against an input type, for values the spec rules cannot see: the
/// arguments a spread passes to a fragment and a fragment argument's default. Variables are
/// checked against the variables in scope by the caller; here any variable fits.
struct LiteralCheck {
    let schema: Schema

    func problem(_ value: Value, _ type: TypeReference) -> LiteralProblem? {
        if case .variable = value { return nil }
        if case .nonNull(let inner) = type {
            if case .null(let loc) = value { return LiteralProblem(description: "expected a non-null '\(type)', got null", loc: loc) }
            return problem(value, inner)
        }
        if case .null = value { return nil }
        if case .list(let item) = type {
            guard case .list(let items, _) = value else { return problem(value, item) }
            for element in items { if let found = problem(element, item) { return found } }
            return nil
        }
        guard let named = schema.type(named: type.namedType) else { return nil }
        switch named.kind {
        case .inputObject: return objectProblem(value, named)
        case .enum:
            if case .enumValue(let name, _) = value, named.enumValue(name) != nil { return nil }
            return LiteralProblem(description: "expected a value of enum '\(named.name)'", loc: value.loc)
        case .scalar: return scalarProblem(value, named.name)
        default: return nil
        }
    }

    private func objectProblem(_ value: Value, _ type: SchemaType) -> LiteralProblem? {
        guard case .object(let fields, let loc) = value else {
            return LiteralProblem(description: "expected an input object '\(type.name)'", loc: value.loc)
        }
        for field in fields {
            guard let definition = type.inputField(field.name.value) else {
                return LiteralProblem(description: "'\(type.name)' has no field '\(field.name.value)'", loc: field.name.loc)
            }
            if let found = problem(field.value, definition.type) { return found }
        }
        for definition in type.inputFields where definition.isRequired
            && !fields.contains(where: { $0.name.value == definition.name }) {
            return LiteralProblem(description: "field '\(type.name).\(definition.name)' is required", loc: loc)
        }
        return nil
    }

    private func scalarProblem(_ value: Value, _ scalar: String) -> LiteralProblem? {
        let fits: Bool
        switch (scalar, value) {
        case ("Int", .int(let text, _)): fits = Int32(text) != nil
        case ("Float", .int), ("Float", .float): fits = true
        case ("String", .string), ("Boolean", .boolean): fits = true
        case ("ID", .string), ("ID", .int): fits = true
        case ("Int", _), ("Float", _), ("String", _), ("Boolean", _), ("ID", _): fits = false
        default: fits = true  // a custom scalar takes any literal
        }
        return fits ? nil : LiteralProblem(description: "expected a value of type '\(scalar)'", loc: value.loc)
    }
}
