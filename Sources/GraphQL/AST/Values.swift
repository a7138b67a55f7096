/// A value literal, or a variable where one is allowed.
public indirect enum Value: Hashable, Sendable {
    case variable(Variable)
    /// An integer as written (`-12`).
    case int(String, Location)
    /// A float as written (`1.5e3`).
    case float(String, Location)
    case string(StringValue)
    case boolean(Bool, Location)
    case null(Location)
    /// An enum value (`OPEN`).
    case enumValue(String, Location)
    case list([Value], Location)
    case object([ObjectField], Location)

    /// The value's span.
    public var loc: Location {
        switch self {
        case .variable(let v): v.loc
        case .string(let s): s.loc
        case .int(_, let l), .float(_, let l), .boolean(_, let l), .null(let l), .enumValue(_, let l),
             .list(_, let l), .object(_, let l): l
        }
    }

    /// Whether the value holds no variable anywhere.
    public var isConstant: Bool {
        switch self {
        case .variable: false
        case .list(let values, _): values.allSatisfy(\.isConstant)
        case .object(let fields, _): fields.allSatisfy(\.value.isConstant)
        default: true
        }
    }
}

/// `$name`.
public struct Variable: Hashable, Sendable {
    public var name: Name
    public var loc: Location

    /// Makes a variable reference.
    public init(name: Name, loc: Location = .none) {
        self.name = name
        self.loc = loc
    }
}

/// A string literal: its decoded value and whether it was written as a block string.
///
/// A block string read from a source keeps its place in the source and makes its value when
/// asked: most are descriptions in a schema, which a compile never reads.
public struct StringValue: Hashable, Sendable {
    /// The decoded value (escapes resolved; block-string indentation removed).
    public var value: String {
        get {
            switch text {
            case .decoded(let value): value
            case .block(let source, let range): blockStringValue(of: source, range)
            }
        }
        set { text = .decoded(newValue) }
    }
    /// Whether it was written `"""…"""`.
    public var block: Bool
    public var loc: Location
    private var text: Text

    /// The value, or where a block string's raw text stands.
    private enum Text: Sendable {
        case decoded(String)
        /// The bytes between the quotes, as byte offsets in the source's text.
        case block(Source, Range<Int>)
    }

    /// Makes a string value.
    public init(_ value: String, block: Bool = false, loc: Location = .none) {
        self.text = .decoded(value)
        self.block = block
        self.loc = loc
    }

    /// A block string whose raw text (between the quotes, already checked to be UTF-8) is
    /// `range` of `source`'s bytes.
    init(blockIn source: Source, range: Range<Int>, loc: Location) {
        self.text = .block(source, range)
        self.block = true
        self.loc = loc
    }

    public static func == (a: StringValue, b: StringValue) -> Bool {
        a.block == b.block && a.loc == b.loc && a.value == b.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(block)
        hasher.combine(loc)
    }
}

/// `name: value` inside an object literal.
public struct ObjectField: Hashable, Sendable {
    public var name: Name
    public var value: Value
    public var loc: Location

    /// Makes an object field.
    public init(name: Name, value: Value, loc: Location = .none) {
        self.name = name
        self.value = value
        self.loc = loc
    }
}

/// A type reference as written: `Name`, `[T]`, `T!`.
///
/// Only the wrappers are boxed: most references are `T` or `T!`, and a whole indirect enum
/// put every named type on the heap too (one allocation per reference of a schema).
public enum TypeNode: Hashable, Sendable {
    case named(NamedType)
    indirect case list(TypeNode, Location)
    indirect case nonNull(TypeNode, Location)

    /// The span of the reference.
    public var loc: Location {
        switch self {
        case .named(let n): n.loc
        case .list(_, let l), .nonNull(_, let l): l
        }
    }

    /// The named type at the bottom of the wrappers.
    public var namedType: NamedType {
        switch self {
        case .named(let n): n
        case .list(let t, _), .nonNull(let t, _): t.namedType
        }
    }
}

/// A reference to a named type.
public struct NamedType: Hashable, Sendable {
    public var name: Name
    public var loc: Location

    /// Makes a named type reference.
    public init(name: Name, loc: Location = .none) {
        self.name = name
        self.loc = loc
    }
}
