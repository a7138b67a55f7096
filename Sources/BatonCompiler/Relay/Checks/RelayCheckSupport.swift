import GraphQL

extension Array where Element == Directive {
    /// The first directive of this name.
    func named(_ name: String) -> Directive? { first { $0.name.value == name } }
    /// Whether a directive of this name is present.
    func has(_ name: String) -> Bool { contains { $0.name.value == name } }
}

extension Directive {
    /// The value of the argument of this name.
    func value(_ name: String) -> Value? { arguments.first { $0.name.value == name }?.value }
    /// The argument of this name.
    func argument(_ name: String) -> Argument? { arguments.first { $0.name.value == name } }
    /// The argument's string literal, when it is one.
    func string(_ name: String) -> String? {
        if case .string(let s)? = value(name) { s.value } else { nil }
    }
    /// The argument's enum literal, when it is one.
    func enumLiteral(_ name: String) -> String? {
        if case .enumValue(let v, _)? = value(name) { v } else { nil }
    }
}

/// What every Relay check's visitor has: the run's context, through which it reports.
protocol RelayCheckVisitor: ValidationVisitor {
    var context: ValidationContext { get }
}

extension RelayCheckVisitor {
    var schema: Schema { context.schema }
    func report(_ message: String, _ locations: [Location]) { context.report(message, locations) }
}

extension Schema {
    /// The named type of a field on a parent, when both are known.
    func fieldType(_ field: Field, on parent: SchemaType?) -> (definition: SchemaField, type: SchemaType)? {
        guard let parent, let definition = self.field(field.name.value, on: parent),
              let named = type(named: definition.type.namedType) else { return nil }
        return (definition, named)
    }

    /// The type an inline fragment reads (its condition, else the enclosing type).
    func conditionType(_ fragment: InlineFragment, in parent: SchemaType?) -> SchemaType? {
        fragment.typeCondition.map { type(named: $0.name.value) } ?? parent
    }

    /// Whether every object of `sub` is an object of `sup` (a type is a subtype of itself).
    func isNamedSubtype(_ sub: SchemaType, of sup: SchemaType) -> Bool {
        if sub.name == sup.name { return true }
        return isSubType(.named(sub.name), of: .named(sup.name))
    }
}
