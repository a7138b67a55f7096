/// The `--json` format: one object per line, keys in a fixed order, so a script (and a
/// diff) can read it.
enum JSONLines {
    /// `{"name","unit","best","median","baseline","baseline_median","ratio"}`: figures in
    /// `unit`, `baseline` being the baseline's best; baseline fields and ratio are `null`
    /// without a baseline.
    static func line(for figure: Figure) -> String {
        let unit = figure.unit
        let base = figure.baseline?.statistics
        let fields: [(String, String)] = [
            ("name", string(figure.name)),
            ("unit", string(unit.rawValue)),
            ("best", number(unit.convert(nanoseconds: figure.statistics.best))),
            ("median", number(unit.convert(nanoseconds: figure.statistics.median))),
            ("baseline", base.map { number(unit.convert(nanoseconds: $0.best)) } ?? "null"),
            ("baseline_median", base.map { number(unit.convert(nanoseconds: $0.median)) } ?? "null"),
            ("ratio", figure.ratio.map(number) ?? "null"),
        ]
        return object(fields)
    }

    /// `{"name","count"}`.
    static func line(for count: Count) -> String {
        object([("name", string(count.name)), ("count", String(count.value))])
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON number with enough digits to compare runs; never `nan` or `inf`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() && abs(rounded) < 1e15
            ? String(Int64(rounded)) : String(rounded)
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
