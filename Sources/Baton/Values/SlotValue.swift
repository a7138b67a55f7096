/// The value of one slot of a record: a closed set.
///
/// `missing` means the store never received the field; `null` means the server said null.
/// Links point at records by identity, so equality of links is identity.
public enum SlotValue: Sendable, Equatable {
    case missing
    case null
    case bool(Bool)
    case int(Int64)
    case float(Double)
    case string(String)
    case link(Record)
    case links([Record?])
    case scalars([ScalarValue?])

    /// Equality as a commit means it: strings by content, floats by bit pattern,
    /// links and link lists by record identity, scalar lists by value.
    public static func == (lhs: SlotValue, rhs: SlotValue) -> Bool {
        switch (lhs, rhs) {
        case (.missing, .missing), (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.float(a), .float(b)): return a.bitPattern == b.bitPattern
        case let (.string(a), .string(b)): return a == b
        case let (.link(a), .link(b)): return a === b
        case let (.links(a), .links(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
        case let (.scalars(a), .scalars(b)): return a == b
        default: return false
        }
    }
}
