/// One scalar as the store keeps it: the element type of a scalar list.
///
/// A custom scalar or an enum is a `.string` holding the server's token text.
public enum ScalarValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int64)
    case float(Double)
    case string(String)

    /// Equality as the store means it: floats by bit pattern, so `-0.0` and `0.0`
    /// differ (the dump tells them apart) and a value is always equal to itself.
    public static func == (lhs: ScalarValue, rhs: ScalarValue) -> Bool {
        switch (lhs, rhs) {
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.float(a), .float(b)): return a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .bool(let v): hasher.combine(0); hasher.combine(v)
        case .int(let v): hasher.combine(1); hasher.combine(v)
        case .float(let v): hasher.combine(2); hasher.combine(v.bitPattern)
        case .string(let v): hasher.combine(3); hasher.combine(v)
        }
    }
}
