import GraphQL

/// `@semanticNonNull(levels:)` on a schema field: each level names a position of the
/// field's type — 0 the field, 1 its list's items, and so on — that exists and is nullable in the
/// schema (a non-null position is already non-null; a level past the lists names nothing).
enum SemanticNonNullCheck {
    /// The errors in the schema documents.
    static func errors(in documents: [Document]) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        // Read in place, by index, and only down to fields that carry directives: `for case
        // .type(let type) in` and `for field in` copied every definition of the schema.
        for document in documents {
            for index in document.definitions.indices {
                guard case .type(let type) = document.definitions[index],
                      type.kind == .object || type.kind == .interface else { continue }
                for position in type.fields.indices where !type.fields[position].directives.isEmpty {
                    for directive in type.fields[position].directives where directive.name.value == "semanticNonNull" {
                        errors += check(directive, field: type.fields[position], on: type.name.value)
                    }
                }
            }
        }
        return errors
    }

    private static func check(_ directive: Directive, field: FieldDefinition, on typeName: String) -> [GraphQLError] {
        let value = directive.value("levels") ?? .list([.int("0", directive.loc)], directive.loc)
        guard case .list(let items, _) = value else {
            return [GraphQLError("`levels` of @semanticNonNull on '\(typeName).\(field.name.value)' must be a list of "
                                 + "integers.", locations: [value.loc])]
        }
        let positions = nullability(of: TypeReference(field.type))
        var errors: [GraphQLError] = []
        for item in items {
            guard case .int(let text, let loc) = item, let level = Int(text), level >= 0 else {
                errors.append(GraphQLError("`levels` of @semanticNonNull on '\(typeName).\(field.name.value)' must be "
                                           + "non-negative integers.", locations: [item.loc]))
                continue
            }
            if level >= positions.count {
                errors.append(GraphQLError("@semanticNonNull level \(level) on '\(typeName).\(field.name.value)' names no "
                                           + "position of '\(TypeReference(field.type))'.", locations: [loc]))
            } else if !positions[level] {
                errors.append(GraphQLError("@semanticNonNull level \(level) on '\(typeName).\(field.name.value)' is already "
                                           + "non-null in '\(TypeReference(field.type))'.", locations: [loc]))
            }
        }
        return errors
    }

    /// Whether each position (0 the field, then each list's items) is nullable.
    private static func nullability(of type: TypeReference) -> [Bool] {
        var result: [Bool] = []
        var current = type
        while true {
            result.append(!current.isNonNull)
            guard case .list(let item) = current.nullable else { return result }
            current = item
        }
    }
}
