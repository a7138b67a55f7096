/// The compact form of type-system definitions, by the same rules as operations:
/// `type T implements A&B@d{f(a:Int=1):String,g:[T!]!}`, `union U=A|B`,
/// `directive @d(a:Int)repeatable on FIELD|QUERY`.
extension CompactPrinter {
    static func text(_ schema: SchemaDefinition) -> String {
        let operationTypes = schema.operationTypes.map { $0.operation.rawValue + ":" + $0.type.name.value }
        return described(schema.description, isExtension: schema.isExtension)
            + (schema.isExtension ? "extend schema" : "schema") + text(schema.directives) + block(operationTypes)
    }

    static func text(_ type: TypeDefinition) -> String {
        var out = described(type.description, isExtension: type.isExtension)
            + (type.isExtension ? "extend " : "") + type.kind.keyword + " " + type.name.value
        if !type.interfaces.isEmpty {
            out += " implements " + type.interfaces.map(\.name.value).joined(separator: "&")
        }
        out += text(type.directives)
        switch type.kind {
        case .scalar: break
        case .object, .interface: out += block(type.fields.map(text))
        case .union:
            if !type.unionMembers.isEmpty { out += "=" + type.unionMembers.map(\.name.value).joined(separator: "|") }
        case .enum: out += block(type.enumValues.map(text))
        case .inputObject: out += block(type.inputFields.map(text))
        }
        return out
    }

    static func text(_ directive: DirectiveDefinition) -> String {
        var out = described(directive.description, isExtension: directive.isExtension)
            + (directive.isExtension ? "extend directive @" : "directive @") + directive.name.value
            + argumentDefinitions(directive.arguments) + text(directive.directives)
        guard !directive.isExtension else { return out }
        if directive.repeatable { appendWord("repeatable", to: &out) }
        appendWord("on", to: &out)
        return out + " " + directive.locations.map(\.value).joined(separator: "|")
    }

    /// Appends a keyword, with a space only when the text so far ends in a name.
    private static func appendWord(_ word: String, to text: inout String) {
        if let last = text.utf8.last, isNameByte(last) { text += " " }
        text += word
    }

    static func text(_ field: FieldDefinition) -> String {
        described(field.description, isExtension: false) + field.name.value
            + argumentDefinitions(field.arguments) + ":" + TypePrinter.text(field.type) + text(field.directives)
    }

    static func text(_ input: InputValueDefinition) -> String {
        described(input.description, isExtension: false) + input.name.value + ":" + TypePrinter.text(input.type)
            + (input.defaultValue.map { "=" + ValuePrinter.compact($0) } ?? "") + text(input.directives)
    }

    static func text(_ value: EnumValueDefinition) -> String {
        described(value.description, isExtension: false) + value.name.value + text(value.directives)
    }

    static func argumentDefinitions(_ arguments: [InputValueDefinition]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.map(text).joined(separator: ",") + ")"
    }

    static func block(_ items: [String]) -> String {
        items.isEmpty ? "" : "{" + items.joined(separator: ",") + "}"
    }

    /// The description, kept (it is part of the schema), with nothing after it.
    static func described(_ description: StringValue?, isExtension: Bool) -> String {
        guard let description, !isExtension else { return "" }
        return description.block ? StringLiterals.block(description.value, minimize: true)
            : StringLiterals.jsonQuoted(description.value)
    }
}
