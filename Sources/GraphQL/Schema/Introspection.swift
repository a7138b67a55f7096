/// The introspection types, field by field, as GraphQL.js 17 declares them.
extension BuiltIns {
    /// Fresh introspection types, in ``introspectionTypeNames`` order.
    static func makeIntrospectionTypes() -> [SchemaType] {
        [schemaType(), directiveType(), directiveLocationType(), typeType(), fieldType(), inputValueType(),
         enumValueType(), typeKindType()]
    }

    private static func object(_ name: String, _ fields: [SchemaField]) -> SchemaType {
        let type = SchemaType(kind: .object, name: name, isBuiltIn: true)
        for field in fields { type.append(field: field) }
        return type
    }

    private static func enumeration(_ name: String, _ values: [String]) -> SchemaType {
        let type = SchemaType(kind: .enum, name: name, isBuiltIn: true)
        for value in values { type.append(enumValue: SchemaEnumValue(name: value)) }
        return type
    }

    private static func field(_ name: String, _ type: String, _ arguments: [SchemaInputValue] = []) -> SchemaField {
        SchemaField(name: name, arguments: arguments, type: TypeReference(builtIn: type))
    }

    /// `includeDeprecated: Boolean = false`, which several list fields take.
    private static var includeDeprecated: [SchemaInputValue] {
        [argument("includeDeprecated", "Boolean", default: .boolean(false, .none))]
    }

    private static func schemaType() -> SchemaType {
        object("__Schema", [
            field("description", "String"), field("types", "[__Type!]!"), field("queryType", "__Type!"),
            field("mutationType", "__Type"), field("subscriptionType", "__Type"),
            field("directives", "[__Directive!]!"),
        ])
    }

    private static func directiveType() -> SchemaType {
        object("__Directive", [
            field("name", "String!"), field("description", "String"), field("isRepeatable", "Boolean!"),
            field("locations", "[__DirectiveLocation!]!"), field("args", "[__InputValue!]!", includeDeprecated),
        ])
    }

    private static func directiveLocationType() -> SchemaType {
        enumeration("__DirectiveLocation", DirectiveLocation.allCases.map(\.rawValue))
    }

    private static func typeType() -> SchemaType {
        object("__Type", [
            field("kind", "__TypeKind!"), field("name", "String"), field("description", "String"),
            field("specifiedByURL", "String"), field("fields", "[__Field!]", includeDeprecated),
            field("interfaces", "[__Type!]"), field("possibleTypes", "[__Type!]"),
            field("enumValues", "[__EnumValue!]", includeDeprecated),
            field("inputFields", "[__InputValue!]", includeDeprecated), field("ofType", "__Type"),
            field("isOneOf", "Boolean"),
        ])
    }

    private static func fieldType() -> SchemaType {
        object("__Field", [
            field("name", "String!"), field("description", "String"),
            field("args", "[__InputValue!]!", includeDeprecated), field("type", "__Type!"),
            field("isDeprecated", "Boolean!"), field("deprecationReason", "String"),
        ])
    }

    private static func inputValueType() -> SchemaType {
        object("__InputValue", [
            field("name", "String!"), field("description", "String"), field("type", "__Type!"),
            field("defaultValue", "String"), field("isDeprecated", "Boolean!"), field("deprecationReason", "String"),
        ])
    }

    private static func enumValueType() -> SchemaType {
        object("__EnumValue", [
            field("name", "String!"), field("description", "String"), field("isDeprecated", "Boolean!"),
            field("deprecationReason", "String"),
        ])
    }

    private static func typeKindType() -> SchemaType {
        enumeration("__TypeKind", ["SCALAR", "OBJECT", "INTERFACE", "UNION", "ENUM", "INPUT_OBJECT", "LIST", "NON_NULL"])
    }
}
