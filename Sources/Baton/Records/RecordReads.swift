import Observation

/// What a scalar read of one slot found, decided where the value is stored: the read
/// value, null, nothing, or a value the asked type cannot hold.
@usableFromInline
enum ScalarRead<T> {
    case value(T)
    case null
    case missing
    case unexpected
}

extension Record {
    /// Registers a read of `slot` with Observation and reads it as `T`, in place: the stored
    /// value is neither copied out of the record nor turned into a `ScalarValue` on the way.
    ///
    /// Inlinable, so a lens's module specializes it for the lens's type; the slot's key path
    /// comes from the constant when the record is of the constant's type (no table lookup).
    @inlinable
    func readScalar<T: SlotReadable>(_ slot: SlotID, as type: T.Type) -> ScalarRead<T> {
        let index = slot.type == self.type ? slot.index : slot.index(on: self.type)
        registrar.access(self, keyPath: SlotKeyPaths.path(index))
        guard index >= 0 && index < values.count else { return Self.scalarRead(value(at: index)) }
        return Self.scalarRead(values[index])
    }

    @inlinable @inline(__always)
    static func scalarRead<T: SlotReadable>(_ value: SlotValue) -> ScalarRead<T> {
        switch value {
        case .null: return .null
        case .missing: return .missing
        default:
            if let read = T.read(slot: value) { return .value(read) }
            return .unexpected
        }
    }
}
