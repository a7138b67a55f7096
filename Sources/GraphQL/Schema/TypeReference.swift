/// A type as a field, argument or variable uses it: a named type under list and non-null
/// wrappers.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case list(TypeReference)
    case nonNull(TypeReference)

    /// Converts a written type.
    public init(_ node: TypeNode) {
        switch node {
        case .named(let n): self = .named(n.name.value)
        case .list(let inner, _): self = .list(TypeReference(inner))
        case .nonNull(let inner, _): self = .nonNull(TypeReference(inner))
        }
    }

    /// The named type under all wrappers.
    public var namedType: String {
        switch self {
        case .named(let n): n
        case .list(let t), .nonNull(let t): t.namedType
        }
    }

    /// Whether the outermost wrapper is non-null.
    public var isNonNull: Bool {
        if case .nonNull = self { true } else { false }
    }

    /// The type without its outer non-null wrapper.
    public var nullable: TypeReference {
        if case .nonNull(let t) = self { t } else { self }
    }

    /// Whether the type, once its non-null wrapper is off, is a list.
    public var isList: Bool {
        if case .list = nullable { true } else { false }
    }

    /// Schema type syntax: `[String!]!`.
    public var description: String {
        switch self {
        case .named(let n): n
        case .list(let t): "[\(t)]"
        case .nonNull(let t): "\(t)!"
        }
    }
}
