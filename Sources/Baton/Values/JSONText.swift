/// The canonical JSON text Baton writes: storage-key arguments and the store dump share it.
public enum JSONText {
    /// A string quoted as storage keys and dumps write it: `"`, `\`, `\n`, `\r`, `\t`
    /// escaped, backspace and form feed as `\u0008`/`\u000c`, other controls as `\u00xx`,
    /// and everything else (including `/` and non-ASCII) raw.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        appendEscaped(text, to: &out)
        out.append("\"")
        return out
    }

    /// Appends `text` escaped (without quotes) to `out`.
    public static func appendEscaped(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u00" + (hex.count == 1 ? "0" + hex : hex))
            default: out.unicodeScalars.append(scalar)
            }
        }
    }

    /// A float as keys and dumps write it: Swift's shortest round-trip `description`
    /// (`2.0`, `-0.0025`, `1e+16`).
    public static func float(_ value: Double) -> String { value.description }

    /// Compact canonical JSON: no spaces, object keys sorted by code point.
    public static func canonical(_ value: JSONValue) -> String {
        var out = ""
        appendCanonical(value, to: &out, depth: 0)
        return out
    }

    private static func appendCanonical(_ value: JSONValue, to out: inout String, depth: Int) {
        // Variables come from the app, but bound the walk anyway: nothing recurses without end.
        guard depth < 256 else { out.append("null"); return }
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .int(let i): out.append(String(i))
        case .float(let f): out.append(float(f))
        case .string(let s): out.append(quoted(s))
        case .list(let items):
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                appendCanonical(item, to: &out, depth: depth + 1)
            }
            out.append("]")
        case .object(let members):
            out.append("{")
            let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (i, (key, item)) in sorted.enumerated() {
                if i > 0 { out.append(",") }
                out.append(quoted(key))
                out.append(":")
                appendCanonical(item, to: &out, depth: depth + 1)
            }
            out.append("}")
        }
    }
}
