/// A JSON value written with its members in the order given, two-space indented, so reports and
/// persisted files are byte-deterministic (Foundation's writer neither keeps order nor agrees
/// across platforms on escaping `/`).
public indirect enum JSONText: Sendable, Hashable {
    case string(String)
    /// A number, written with three decimals (`12.345`).
    case number(Double)
    case array([JSONText])
    /// Members in the order written.
    case object([(String, JSONText)])

    /// The text, ending in a newline.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .string(let text): JSONText.quote(text, into: &out)
        case .number(let value): out += JSONText.threeDecimals(value)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONText.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// `12.345`; `null` for a value JSON cannot hold.
    private static func threeDecimals(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "null" }
        let thousandths = Int((abs(value) * 1_000).rounded())
        let fraction = String(thousandths % 1_000)
        return (value < 0 && thousandths > 0 ? "-" : "") + "\(thousandths / 1_000)."
            + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    public static func == (lhs: JSONText, rhs: JSONText) -> Bool { lhs.rendered == rhs.rendered }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }
}
