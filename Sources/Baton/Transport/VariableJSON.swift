/// Writes a ``Variable`` as compact JSON with object members in their given order: the
/// request body's writer. Strings and floats follow ``JSONText`` (the storage-key and dump
/// rules), except that a non-finite float, which JSON cannot hold, is written as `null`.
enum VariableJSON {
    /// Nesting deeper than this is written as `null`: values come from the app, but
    /// nothing recurses without bound.
    static let maximumDepth = 512

    /// Appends `value` to `text`.
    static func write(_ value: Variable, into text: inout String, depth: Int = 0) {
        guard depth < maximumDepth else {
            text += "null"
            return
        }
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .float(let number): text += number.isFinite ? JSONText.float(number) : "null"
        case .string(let string): text += JSONText.quoted(string)
        case .list(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item, into: &text, depth: depth + 1)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (name, member)) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONText.quoted(name)
                text += ":"
                write(member, into: &text, depth: depth + 1)
            }
            text += "}"
        }
    }
}
