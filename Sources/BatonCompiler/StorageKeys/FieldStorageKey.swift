import GraphQL

/// A field's storage key as the compiler settles it: fixed text, or a field
/// name and per-argument pieces the runtime renders per set of variables.
public enum FieldStorageKey: Hashable, Sendable {
    /// Text the build rendered (`name`, `character(id:"1")`).
    case fixed(String)
    /// Arguments sorted by name, each a piece list; at least one piece is a variable.
    case dynamic(field: String, arguments: [DynamicArgumentText])

    /// The fixed text, if fixed.
    public var fixedText: String? {
        if case .fixed(let text) = self { return text }
        return nil
    }
}

/// One argument of a dynamic key.
public struct DynamicArgumentText: Hashable, Sendable {
    /// The argument name.
    public var name: String
    /// Its rendered pieces.
    public var pieces: [KeyPieceText]
}

/// Where a field sits, which changes how its key is made.
public enum FieldPlace: Sendable {
    /// Any field but a mutation's root fields.
    case ordinary
    /// A root field of a mutation: keyed without arguments, by its alias when aliased.
    case mutationRoot
}

/// Builds storage keys from a field's name, alias and arguments.
public enum StorageKeyBuilder {
    /// The storage key of a field.
    public static func key(field: String, alias: String?, arguments: [Argument],
                           place: FieldPlace = .ordinary) -> FieldStorageKey {
        if case .mutationRoot = place {
            guard let alias, alias != field else { return .fixed(field) }
            return .fixed(field + "(as:" + KeyValueRenderer.quoted(alias) + ")")
        }
        return key(field: field, arguments: arguments.map { ($0.name.value, $0.value) })
    }

    /// The key of a field from named values; constant nulls are left out.
    public static func key(field: String, arguments: [(String, Value)]) -> FieldStorageKey {
        let present = arguments.filter { if case .null = $0.1 { false } else { true } }
            .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let rendered = present.map { DynamicArgumentText(name: $0.0, pieces: KeyValueRenderer.pieces($0.1)) }
        let isConstant = rendered.allSatisfy { $0.pieces.allSatisfy { if case .literal = $0 { true } else { false } } }
        guard isConstant else { return .dynamic(field: field, arguments: rendered) }
        return .fixed(render(field, rendered.map { ($0.name, text($0.pieces)) }))
    }

    /// `name(arg:value,…)`, or the bare name when there are no arguments.
    static func render(_ field: String, _ arguments: [(String, String)]) -> String {
        if arguments.isEmpty { return field }
        return field + "(" + arguments.map { $0.0 + ":" + $0.1 }.joined(separator: ",") + ")"
    }

    private static func text(_ pieces: [KeyPieceText]) -> String {
        pieces.map { if case .literal(let t) = $0 { t } else { "" } }.joined()
    }

    /// A connection's handle key: `__<key>_connection`, plus `(filters)` when it has them.
    public static func connectionHandle(key: String, filters: [(String, Value)]) -> FieldStorageKey {
        let name = "__" + key + "_connection"
        return self.key(field: name, arguments: filters)
    }
}
