import Foundation

/// The `--json` format: one object per line, keys in a fixed order, so a script (and a
/// diff) can read it.
enum JSONLines {
    /// `{"name","unit","best","median","baseline","baseline_median","ratio","paired_ratio"}`:
    /// figures in `unit`, `baseline` being the baseline's best; baseline fields and ratios are
    /// `null` without a baseline, `paired_ratio` also when the two were not sampled in turn.
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
            ("paired_ratio", figure.pairedRatio.map(number) ?? "null"),
        ]
        return object(fields)
    }

    /// `{"name","count"}`.
    static func line(for count: Count) -> String {
        object([("name", string(count.name)), ("count", String(count.value))])
    }

    /// A `{"name","count"}` line read back (a child process's counts).
    static func count(from line: Substring) throws -> Count {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        guard let name = object?["name"] as? String, let value = object?["count"] as? Int else {
            throw NotACount(line: String(line))
        }
        return Count(name: name, value: value)
    }

    /// A line that is not a `{"name","count"}` object.
    struct NotACount: Error, CustomStringConvertible {
        let line: String
        var description: String { "not a count line: \(line)" }
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
