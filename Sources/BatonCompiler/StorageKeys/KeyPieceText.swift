import GraphQL

/// A piece of a rendered argument value, as the compiler sees it before emission: text it
/// rendered, or a variable the runtime renders (mirrors the runtime's `KeyPiece`).
public enum KeyPieceText: Hashable, Sendable {
    /// Canonical JSON text the compiler rendered.
    case literal(String)
    /// A variable's name; the runtime renders its value as canonical JSON.
    case variable(String)
}

/// Renders GraphQL argument values as the canonical JSON of storage keys.
///
/// The runtime renders variables with `JSONText.canonical`; this renders literals the same
/// way, so a constant and a variable holding the same value give the same text.
public enum KeyValueRenderer {
    /// Deeper values render `null`, as the runtime's own bound does.
    static let maxDepth = 256

    /// The pieces of a value: adjacent literal text merged, variables kept apart.
    public static func pieces(_ value: Value) -> [KeyPieceText] {
        var out: [KeyPieceText] = []
        var text = ""
        append(value, depth: 0, text: &text, pieces: &out)
        if !text.isEmpty { out.append(.literal(text)) }
        return out
    }

    /// The text of a constant value (a variable inside renders as `$name`, which never
    /// happens for the constants callers pass).
    public static func constant(_ value: Value) -> String {
        pieces(value).map { piece in
            switch piece {
            case .literal(let text): text
            case .variable(let name): "$" + name
            }
        }.joined()
    }

    private static func append(_ value: Value, depth: Int, text: inout String, pieces: inout [KeyPieceText]) {
        guard depth < maxDepth else { text += "null"; return }
        switch value {
        case .variable(let variable):
            if !text.isEmpty { pieces.append(.literal(text)); text = "" }
            pieces.append(.variable(variable.name.value))
        case .int(let literal, _): text += intText(literal)
        case .float(let literal, _): text += floatText(literal)
        case .string(let string): text += quoted(string.value)
        case .boolean(let flag, _): text += flag ? "true" : "false"
        case .null: text += "null"
        case .enumValue(let name, _): text += quoted(name)
        case .list(let items, _):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                append(item, depth: depth + 1, text: &text, pieces: &pieces)
            }
            text += "]"
        case .object(let fields, _):
            text += "{"
            let sorted = fields.sorted { $0.name.value.utf8.lexicographicallyPrecedes($1.name.value.utf8) }
            for (index, field) in sorted.enumerated() {
                if index > 0 { text += "," }
                text += quoted(field.name.value) + ":"
                append(field.value, depth: depth + 1, text: &text, pieces: &pieces)
            }
            text += "}"
        }
    }

    /// An integer as the runtime prints an `Int64`; a literal out of that range keeps its text.
    static func intText(_ literal: String) -> String {
        Int64(literal).map(String.init) ?? literal
    }

    /// A float as Swift's `Double.description`: shortest round trip, `.0`, exponent rules.
    static func floatText(_ literal: String) -> String {
        Double(literal).map(\.description) ?? literal
    }

    /// A JSON string: `"`, `\`, `\n`, `\r`, `\t` and controls below U+0020 escaped, nothing else.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
