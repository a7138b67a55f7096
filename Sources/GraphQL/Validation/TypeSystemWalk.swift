/// Walks the type-system definitions an executable document may (wrongly) hold, so that
/// directive and type-name rules see them as GraphQL.js's full-document visit does.
struct TypeSystemWalk {
    private let walker: ValidationWalker

    init(_ walker: ValidationWalker) { self.walker = walker }

    /// A schema definition or extension: its directives and root type names.
    func walk(_ definition: SchemaDefinition) {
        walker.walkDirectives(definition.directives, DirectiveHolder(location: .SCHEMA, extensionKey: "schema"))
        for operationType in definition.operationTypes { walker.namedType(operationType.type, inTypeSystem: true) }
    }

    /// A type definition or extension: directives, type names, fields, values.
    func walk(_ definition: TypeDefinition) {
        let site = DirectiveHolder(location: definition.kind.directiveLocation, extensionKey: "type:" + definition.name.value)
        walker.walkDirectives(definition.directives, site)
        for interface in definition.interfaces { walker.namedType(interface, inTypeSystem: true) }
        for member in definition.unionMembers { walker.namedType(member, inTypeSystem: true) }
        for field in definition.fields {
            walkInputValues(field.arguments, location: .ARGUMENT_DEFINITION)
            walker.namedType(field.type.namedType, inTypeSystem: true)
            walker.walkDirectives(field.directives, DirectiveHolder(location: .FIELD_DEFINITION))
        }
        for value in definition.enumValues {
            walker.walkDirectives(value.directives, DirectiveHolder(location: .ENUM_VALUE))
        }
        walkInputValues(definition.inputFields, location: .INPUT_FIELD_DEFINITION)
    }

    /// A directive definition: its arguments.
    func walk(_ definition: DirectiveDefinition) {
        walkInputValues(definition.arguments, location: .ARGUMENT_DEFINITION)
    }

    private func walkInputValues(_ values: [InputValueDefinition], location: DirectiveLocation) {
        for value in values {
            walker.namedType(value.type.namedType, inTypeSystem: true)
            walker.walkDirectives(value.directives, DirectiveHolder(location: location))
        }
    }
}
