/// Values and types written back as GraphQL text for messages, the way GraphQL.js `print`
/// writes them (`{ a: 1, b: [true] }`, `"text"`, `[Int!]!`).
enum ValueText {
    /// The value as text.
    static func of(_ value: Value) -> String {
        var out = ""
        write(value, to: &out, depth: 0)
        return out
    }

    private static func write(_ value: Value, to out: inout String, depth: Int) {
        // Values are bounded by the parser; this guard keeps hand-built ones from exhausting
        // the stack.
        guard depth < 1_000 else { out += "…"; return }
        switch value {
        case .variable(let variable): out += "$" + variable.name.value
        case .int(let text, _), .float(let text, _), .enumValue(let text, _): out += text
        case .string(let string): out += string.block ? blockString(string.value) : quoted(string.value)
        case .boolean(let flag, _): out += flag ? "true" : "false"
        case .null: out += "null"
        case .list(let items, _):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += ", " }
                write(item, to: &out, depth: depth + 1)
            }
            out += "]"
        case .object(let fields, _):
            guard !fields.isEmpty else { out += "{}"; return }
            out += "{ "
            for (i, field) in fields.enumerated() {
                if i > 0 { out += ", " }
                out += field.name.value + ": "
                write(field.value, to: &out, depth: depth + 1)
            }
            out += " }"
        }
    }

    /// A string literal with JSON-style escapes.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func blockString(_ text: String) -> String {
        let escaped = text.replacing("\"\"\"", with: "\\\"\"\"")
        if escaped.contains("\n") || escaped.hasSuffix("\"") || escaped.hasSuffix("\\") {
            return "\"\"\"\n" + escaped + "\n\"\"\""
        }
        return "\"\"\"" + escaped + "\"\"\""
    }

    /// A written type as text.
    static func of(_ type: TypeNode) -> String { TypeReference(type).description }
}
