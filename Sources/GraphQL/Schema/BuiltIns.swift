/// The definitions every schema starts from: the five built-in scalars, the specified
/// directives and the introspection types, declared as GraphQL.js 17 / graphql-core 3.3
/// declare them.
///
/// Each build gets fresh ``SchemaType`` objects (a schema may extend a built-in scalar with
/// its own directives), so nothing here is shared between schemas.
public enum BuiltIns {
    /// `Int`, `Float`, `String`, `Boolean`, `ID`.
    public static let scalarNames: [String] = ["Int", "Float", "String", "Boolean", "ID"]

    /// The introspection types, `__Schema` first.
    public static let introspectionTypeNames: [String] = [
        "__Schema", "__Directive", "__DirectiveLocation", "__Type", "__Field", "__InputValue", "__EnumValue",
        "__TypeKind",
    ]

    /// Scalars and introspection types: names an SDL document may always refer to.
    public static let standardTypeNames: [String] = scalarNames + introspectionTypeNames

    /// ``standardTypeNames`` for lookups.
    static let standardTypeNameSet: Set<String> = Set(standardTypeNames)

    /// The directives GraphQL.js puts in every schema (`specifiedDirectives`).
    public static let specifiedDirectiveNames: [String] = ["include", "skip", "deprecated", "specifiedBy", "oneOf"]

    /// The reason `@deprecated` gives when none is written.
    public static let defaultDeprecationReason = "No longer supported"

    /// Fresh built-in scalar types, in ``scalarNames`` order.
    static func makeScalars() -> [SchemaType] {
        scalarNames.map { SchemaType(kind: .scalar, name: $0, isBuiltIn: true) }
    }

    /// The specified directives, plus `@defer` and `@stream` when asked.
    public static func directives(includingDeferAndStream: Bool) -> [SchemaDirective] {
        var list = [
            directive("include", [argument("if", "Boolean!")], [.FIELD, .FRAGMENT_SPREAD, .INLINE_FRAGMENT]),
            directive("skip", [argument("if", "Boolean!")], [.FIELD, .FRAGMENT_SPREAD, .INLINE_FRAGMENT]),
            directive("deprecated",
                      [argument("reason", "String!", default: .string(StringValue(defaultDeprecationReason)))],
                      [.FIELD_DEFINITION, .ARGUMENT_DEFINITION, .INPUT_FIELD_DEFINITION, .ENUM_VALUE]),
            directive("specifiedBy", [argument("url", "String!")], [.SCALAR]),
            directive("oneOf", [], [.INPUT_OBJECT]),
        ]
        if includingDeferAndStream {
            let ifTrue = argument("if", "Boolean!", default: .boolean(true, .none))
            list.append(directive("defer", [ifTrue, argument("label", "String")], [.FRAGMENT_SPREAD, .INLINE_FRAGMENT]))
            list.append(directive("stream", [ifTrue, argument("label", "String"),
                                             argument("initialCount", "Int", default: .int("0", .none))], [.FIELD]))
        }
        return list
    }

    private static func directive(_ name: String, _ arguments: [SchemaInputValue],
                                  _ locations: [DirectiveLocation]) -> SchemaDirective {
        SchemaDirective(name: name, arguments: arguments, locations: locations, isBuiltIn: true)
    }

    static func argument(_ name: String, _ type: String, default value: Value? = nil) -> SchemaInputValue {
        SchemaInputValue(name: name, type: TypeReference(builtIn: type), defaultValue: value)
    }
}

extension TypeReference {
    /// Reads trusted schema syntax such as `[__Type!]!`; only for the declarations in this
    /// module, never for user text.
    init(builtIn text: String) {
        if text.hasSuffix("!") {
            self = .nonNull(TypeReference(builtIn: String(text.dropLast())))
        } else if text.hasPrefix("[") {
            self = .list(TypeReference(builtIn: String(text.dropFirst().dropLast())))
        } else {
            self = .named(text)
        }
    }
}
