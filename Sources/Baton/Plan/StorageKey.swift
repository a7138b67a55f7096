/// A field's storage key: fixed text the build rendered, or pieces rendered per set of
/// variables.
@_spi(Generated)
public enum StorageKey: Sendable, Hashable {
    case fixed(String)
    case dynamic(DynamicKey)
}

/// A storage key with variables: the field name and the arguments, sorted by name,
/// each a list of pieces. An object literal with a variable inside is literal text and
/// variable references concatenated.
@_spi(Generated)
public struct DynamicKey: Sendable, Hashable {
    /// The schema field name.
    public let fieldName: String
    /// The arguments, sorted by name.
    public let arguments: [DynamicArgument]

    /// Generated code's initializer.
    public init(_ fieldName: String, _ arguments: [DynamicArgument]) {
        self.fieldName = fieldName
        self.arguments = arguments
    }
}

/// One argument of a dynamic key.
@_spi(Generated)
public struct DynamicArgument: Sendable, Hashable {
    /// The argument name.
    public let name: String
    /// Literal text and variable references, concatenated when rendered.
    public let pieces: [KeyPiece]

    /// Generated code's initializer.
    public init(_ name: String, _ pieces: [KeyPiece]) {
        self.name = name
        self.pieces = pieces
    }
}

/// A piece of an argument's rendering.
@_spi(Generated)
public enum KeyPiece: Sendable, Hashable {
    /// Text the compiler rendered (`{"status":"Alive","name":`).
    case literal(String)
    /// A variable's value, rendered as canonical JSON.
    case variable(String)
}

/// Renders storage keys: one function for resolution and for tests.
public enum StorageKeys {
    /// `name(arg:value,…)` from already-rendered arguments; nil values are left out, and
    /// the parentheses go when nothing is left. Arguments are sorted by name here too, so
    /// a caller's order never matters.
    public static func render(_ fieldName: String, _ arguments: [(String, String?)]) -> String {
        let present = arguments.compactMap { arg in arg.1.map { (arg.0, $0) } }
            .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        if present.isEmpty { return fieldName }
        return fieldName + "(" + present.map { $0.0 + ":" + $0.1 }.joined(separator: ",") + ")"
    }

    /// `name(arg:value,…)` from JSON argument values (nulls left out).
    public static func render(_ fieldName: String, values: [(String, JSONValue)]) -> String {
        render(fieldName, values.map { ($0.0, $0.1.isNull ? nil : JSONText.canonical($0.1)) })
    }

    /// Renders a dynamic key with `variables`. An argument that is exactly one variable
    /// given null or absent is left out; a variable inside a larger value renders `null`.
    @_spi(Generated)
    public static func render(_ key: DynamicKey, variables: [String: JSONValue]) -> String {
        render(key.fieldName, key.arguments.map { ($0.name, renderPieces($0.pieces, variables)) })
    }

    /// A piece list's text, or nil when it is a lone variable that is null or absent.
    @_spi(Generated)
    public static func renderPieces(_ pieces: [KeyPiece], _ variables: [String: JSONValue]) -> String? {
        if pieces.count == 1, case .variable(let name) = pieces[0] {
            guard let value = variables[name], !value.isNull else { return nil }
            return JSONText.canonical(value)
        }
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .variable(let name): out += JSONText.canonical(variables[name] ?? .null)
            }
        }
        return out
    }
}
