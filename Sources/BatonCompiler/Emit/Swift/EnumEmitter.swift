import GraphQL

/// Writes a schema enum as a `GeneratedEnum`: a case per value spelled as in the
/// schema, plus `unknown(String)` for values the build does not know.
struct EnumEmitter {
    /// The Swift case name of a value: `unknown` takes an underscore, keywords backticks.
    static func caseName(_ value: String) -> String {
        value == "unknown" ? "_unknown" : SwiftNames.identifier(value)
    }

    func emit(_ type: SchemaType) -> [String] {
        let name = SwiftNames.enumName(type.name)
        let values = type.enumValues.map(\.name)
        var lines = ["/// The schema enum `" + type.name + "`.",
                     "nonisolated public enum " + name + ": GeneratedEnum, VariableRepresentable {"]
        lines += values.map { "    case " + Self.caseName($0) }
        lines.append("    case unknown(String)")
        lines += ["", "    public init(rawText: String) {", "        switch rawText {"]
        lines += values.map { "        case " + SwiftNames.literal($0) + ": self = ." + Self.caseName($0) }
        lines += ["        default: self = .unknown(rawText)", "        }", "    }"]
        lines += ["", "    public var rawText: String {", "        switch self {"]
        lines += values.map { "        case ." + Self.caseName($0) + ": " + SwiftNames.literal($0) }
        lines += ["        case .unknown(let text): text", "        }", "    }"]
        lines += ["", "    public var variable: Variable { .string(rawText) }", "}"]
        return lines
    }
}
