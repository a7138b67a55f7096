/// GraphQL.js `print` for type-system definitions and extensions. None of these nest
/// deeper than their values, so each is printed to a string.
extension PrettyPrinter {
    static func text(_ schema: SchemaDefinition) -> String {
        let operationTypes = schema.operationTypes.map {
            $0.operation.rawValue + ": " + $0.type.name.value
        }
        return described(schema.description, isExtension: schema.isExtension)
            + join([schema.isExtension ? "extend schema" : "schema", text(schema.directives),
                    block(operationTypes)], " ")
    }

    static func text(_ type: TypeDefinition) -> String {
        var parts = [type.isExtension ? "extend " + type.kind.keyword : type.kind.keyword, type.name.value]
        switch type.kind {
        case .scalar:
            parts.append(text(type.directives))
        case .object, .interface:
            parts.append(wrap("implements ", type.interfaces.map(\.name.value).joined(separator: " & ")))
            parts.append(text(type.directives))
            parts.append(block(type.fields.map(text)))
        case .union:
            parts.append(text(type.directives))
            parts.append(wrap("= ", type.unionMembers.map(\.name.value).joined(separator: " | ")))
        case .enum:
            parts.append(text(type.directives))
            parts.append(block(type.enumValues.map(text)))
        case .inputObject:
            parts.append(text(type.directives))
            parts.append(block(type.inputFields.map(text)))
        }
        return described(type.description, isExtension: type.isExtension) + join(parts, " ")
    }

    static func text(_ directive: DirectiveDefinition) -> String {
        if directive.isExtension {
            return join(["extend directive @" + directive.name.value, text(directive.directives)], " ")
        }
        return described(directive.description, isExtension: false)
            + "directive @" + directive.name.value + argumentDefinitions(directive.arguments)
            + wrap(" ", text(directive.directives))
            + (directive.repeatable ? " repeatable" : "")
            + " on " + directive.locations.map(\.value).joined(separator: " | ")
    }

    static func text(_ field: FieldDefinition) -> String {
        described(field.description, isExtension: false)
            + field.name.value + argumentDefinitions(field.arguments) + ": " + TypePrinter.text(field.type)
            + wrap(" ", text(field.directives))
    }

    static func text(_ input: InputValueDefinition) -> String {
        described(input.description, isExtension: false)
            + input.name.value + ": " + TypePrinter.text(input.type)
            + wrap(" = ", input.defaultValue.map(ValuePrinter.pretty) ?? "")
            + wrap(" ", text(input.directives))
    }

    static func text(_ value: EnumValueDefinition) -> String {
        described(value.description, isExtension: false) + join([value.name.value, text(value.directives)], " ")
    }

    /// Argument definitions go one per line as soon as any of them spans several lines
    /// (a description always does).
    static func argumentDefinitions(_ arguments: [InputValueDefinition]) -> String {
        let items = arguments.map(text)
        guard items.contains(where: spansLines) else {
            return wrap("(", items.joined(separator: ", "), ")")
        }
        return lines(items, "(", ")")
    }

    /// `{`, one item per line indented by two, `}`; nothing when there are no items.
    static func block(_ items: [String]) -> String {
        items.isEmpty ? "" : lines(items, "{", "}")
    }

    /// The description and a newline, when there is one. Extensions never print one.
    static func described(_ description: StringValue?, isExtension: Bool) -> String {
        guard let description, !isExtension else { return "" }
        return stringLiteral(description) + "\n"
    }

    static func stringLiteral(_ string: StringValue) -> String {
        string.block ? StringLiterals.block(string.value) : StringLiterals.quoted(string.value)
    }
}
