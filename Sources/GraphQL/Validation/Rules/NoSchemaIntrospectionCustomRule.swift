/// Reports every field whose type is an introspection type (`__schema`, `__type`, …). Not a
/// specification rule: add it to the rules to turn introspection off.
public struct NoSchemaIntrospectionCustomRule: ValidationRule {
    public static let name = "NoSchemaIntrospectionCustomRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    static let introspectionTypes: Set<String> = [
        "__Schema", "__Directive", "__DirectiveLocation", "__Type", "__Field", "__InputValue", "__EnumValue",
        "__TypeKind",
    ]

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .field
        init(_ context: ValidationContext) { self.context = context }

        func enterField(_ field: Field) {
            guard let type = context.type,
                  NoSchemaIntrospectionCustomRule.introspectionTypes.contains(type.namedType) else { return }
            context.report("GraphQL introspection has been disabled, but the requested query contained the field"
                           + " '\(field.name.value)'.", [field.loc])
        }
    }
}
