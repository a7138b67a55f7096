/// The one JSON writer for values Baton sends or keys: request bodies, canonical variables.
///
/// Rules (shared with storage keys and the store dump): strings escape `"`, `\`, `\n`,
/// `\r`, `\t`, backspace as `\u0008`, form feed as `\u000c`, other controls below U+0020
/// as `\u00XX` in lowercase hex, and nothing else; floats use Swift's shortest round-trip
/// `description` (`1.0`, `1e-05`, `1.5e+16`), and a non-finite float, which JSON cannot
/// hold, is written as `null`.
enum VariableJSON {
    /// Nesting deeper than this is written as `null`: values come from the app, but
    /// nothing recurses without bound.
    static let maximumDepth = 512

    /// Appends `value` to `text`.
    static func write(_ value: Variable, sortingKeys: Bool, into text: inout String, depth: Int = 0) {
        guard depth < maximumDepth else {
            text += "null"
            return
        }
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += render(number)
        case .string(let string): quote(string, into: &text)
        case .list(let items): writeList(items, sortingKeys: sortingKeys, into: &text, depth: depth)
        case .object(let members): writeObject(members, sortingKeys: sortingKeys, into: &text, depth: depth)
        }
    }

    /// A float as the storage-key and body rules say.
    static func render(_ number: Double) -> String {
        number.isFinite ? number.description : "null"
    }

    /// Appends `string` as a quoted JSON string.
    static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += controlEscape(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private static func controlEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    private static func writeList(_ items: [Variable], sortingKeys: Bool, into text: inout String, depth: Int) {
        text += "["
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            write(item, sortingKeys: sortingKeys, into: &text, depth: depth + 1)
        }
        text += "]"
    }

    private static func writeObject(_ object: Variables, sortingKeys: Bool, into text: inout String, depth: Int) {
        var members = object.members
        if sortingKeys {
            // Byte order, not String's `<`, so every runtime sorts the same way.
            members.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        }
        text += "{"
        for (index, member) in members.enumerated() {
            if index > 0 { text += "," }
            quote(member.name, into: &text)
            text += ":"
            write(member.value, sortingKeys: sortingKeys, into: &text, depth: depth + 1)
        }
        text += "}"
    }
}
