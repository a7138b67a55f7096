/// Reads of mapped custom scalars: always optional; a text that does not
/// convert reads nil and logs `unexpected`, never `missing`, and never reads as a zero.
@_spi(Generated)
@MainActor
extension Anchor {
    /// A mapped scalar: nil for null, missing (logged) or a text that does not convert (logged).
    public func mapped<T: MappedScalar>(_ slot: SlotID, as type: T.Type = T.self) -> T? {
        switch record[slot: slot] {
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        case .string(let text):
            if let value = T(scalarText: text) { return value }
            report(.unexpected, slot)
            return nil
        default: report(.unexpected, slot); return nil
        }
    }

    /// A list of mapped scalars: an element that does not convert reads nil, reported once.
    public func mappedList<T: MappedScalar>(_ slot: SlotID, of type: T.Type = T.self) -> [T?]? {
        let items: [ScalarValue?]
        switch record[slot: slot] {
        case .scalars(let list): items = list
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        default: report(.unexpected, slot); return nil
        }
        var bad = false
        let read = items.map { item -> T? in
            guard let item else { return nil }
            guard case .string(let text) = item, let value = T(scalarText: text) else { bad = true; return nil }
            return value
        }
        if bad { report(.unexpected, slot) }
        return read
    }
}
