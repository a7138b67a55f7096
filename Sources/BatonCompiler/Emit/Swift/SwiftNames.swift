/// Spelling GraphQL names as Swift identifiers.
enum SwiftNames {
    /// Words that must be escaped with backticks wherever they name a declaration.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// Names a generated top-level type may not take: standard and runtime types the
    /// generated code itself spells, and the shared file's namespaces.
    static let reservedTypeNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result",
        "Error", "Never", "Void", "Any", "AnyObject", "Sendable", "Hashable", "Equatable", "Identifiable",
        "List", "Lens", "Anchor", "Owner", "Record", "TypeID", "SlotID", "Variable", "Variables", "JSONValue",
        "Query", "Mutation", "Subscription", "Operation", "Types", "Slots", "Baton", "Data", "Date", "URL", "UUID",
        "Decimal", "Type", "Protocol", "Self", "StorageKeys", "DynamicKey", "OperationDocument", "MutationAction",
        "FieldErrors", "GeneratedEnum", "MappedScalar", "KeyPiece", "PlanSelection", "PlanField", "PlanOperation",
    ]

    /// An identifier escaped with backticks when Swift reserves it.
    static func identifier(_ name: String) -> String {
        name.utf8.count <= longestReserved && keywords.contains(name) ? "`" + name + "`" : name
    }

    /// The length of the longest keyword or reserved member name (`precedencegroup`,
    /// `DynamicArgument`): a longer name (most of a schema's) is none of them, without a hash.
    private static let longestReserved = 15

    /// A member reference after a dot: only `self`, `Type`, `init` and the like need escaping there,
    /// but escaping every keyword is always valid.
    static func member(_ name: String) -> String { identifier(name) }

    /// `character` → `Character`.
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `IssueRow` → `issueRow`.
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A spread's accessor: the part of the fragment name before the first `_`, lowerCamel
    /// (`IssueRow_issue` → `issueRow`).
    static func spreadAccessor(_ fragment: String) -> String {
        let head = fragment.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: true).first.map(String.init)
        return lowerFirst(head ?? fragment)
    }

    /// A schema enum's Swift name: `Enum` appended when it would clash.
    static func enumName(_ name: String) -> String {
        reservedTypeNames.contains(name) ? name + "Enum" : name
    }

    /// An input object's Swift name: `Input` appended when it would clash.
    static func inputName(_ name: String) -> String {
        reservedTypeNames.contains(name) ? name + "Input" : name
    }

    /// A name in `Types`/`Slots` for a schema type: the shared namespaces and `Type` take a
    /// trailing underscore so they never shadow the enums that hold them.
    static func typeMember(_ name: String) -> String {
        guard name.utf8.count <= longestReserved else { return name }
        return switch name {
        case "Types", "Slots", "Baton", "Type", "Protocol", "Self", "TypeID", "SlotID", "DynamicKey", "Set",
             "DynamicArgument": name + "_"
        default: identifier(name)
        }
    }

    /// Text for a one-line `///` comment: line breaks (which would end the comment) become spaces.
    static func commentLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": " "
            default: scalar
            }
        }))
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        // Most texts (type names, digests) have nothing to escape: copy them whole instead of
        // rebuilding them a scalar at a time.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + "\""
    }
}
