/// A type a scalar slot reads as, with its zero value for a non-null field that holds none.
public protocol SlotReadable: Sendable {
    /// The value a stored scalar gives, or nil when it cannot hold it.
    static func read(_ value: ScalarValue) -> Self?
    /// What a non-null field reads when it holds nothing usable.
    static var zero: Self { get }
    /// The value a stored slot gives, read in place, or nil when it holds no scalar this
    /// type can hold. The default reads the slot's scalar with ``read(_:)``.
    static func read(slot value: SlotValue) -> Self?
}

extension SlotReadable {
    @inlinable
    public static func read(slot value: SlotValue) -> Self? {
        guard let scalar = value.scalar else { return nil }
        return read(scalar)
    }
}

extension String: SlotReadable {
    /// A string, or a number or boolean as its text.
    public static func read(_ value: ScalarValue) -> String? {
        switch value {
        case .string(let s): s
        case .int(let i): String(i)
        case .float(let f): JSONText.float(f)
        case .bool(let b): b ? "true" : "false"
        }
    }
    public static var zero: String { "" }
    /// A stored string without a detour through `ScalarValue` (the usual lens read).
    @inlinable
    public static func read(slot value: SlotValue) -> String? {
        if case .string(let s) = value { return s }
        guard let scalar = value.scalar else { return nil }
        return read(scalar)
    }
}

extension Int: SlotReadable {
    /// An int, or a float that is a whole number.
    public static func read(_ value: ScalarValue) -> Int? {
        switch value {
        case .int(let i): Int(exactly: i)
        case .float(let f): Int(exactly: f)
        default: nil
        }
    }
    public static var zero: Int { 0 }
    @inlinable
    public static func read(slot value: SlotValue) -> Int? {
        if case .int(let i) = value { return Int(exactly: i) }
        guard let scalar = value.scalar else { return nil }
        return read(scalar)
    }
}

extension Double: SlotReadable {
    /// A float or an int.
    public static func read(_ value: ScalarValue) -> Double? {
        switch value {
        case .float(let f): f
        case .int(let i): Double(i)
        default: nil
        }
    }
    public static var zero: Double { 0 }
}

extension Bool: SlotReadable {
    public static func read(_ value: ScalarValue) -> Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }
    public static var zero: Bool { false }
    @inlinable
    public static func read(slot value: SlotValue) -> Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }
}

extension GeneratedEnum {
    /// An enum reads its stored text; conversion cannot fail (`unknown`).
    public static func read(_ value: ScalarValue) -> Self? {
        if case .string(let s) = value { return Self(rawText: s) }
        return nil
    }
    /// A null on a non-null enum reads `unknown("")`.
    public static var zero: Self { .unknown("") }
}

extension SlotValue {
    /// The single scalar this slot holds, if it holds one.
    @usableFromInline
    var scalar: ScalarValue? {
        switch self {
        case .bool(let v): .bool(v)
        case .int(let v): .int(v)
        case .float(let v): .float(v)
        case .string(let v): .string(v)
        default: nil
        }
    }
}
