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
    /// Inlinable, so a lens's module specializes it for the lens's type; the slot's channel
    /// comes from the constant when the record is of the constant's type (no table lookup).
    @inlinable
    func readScalar<T: SlotReadable>(_ slot: SlotID, as type: T.Type) -> ScalarRead<T> {
        let index = accessIndex(slot)
        guard index >= 0 && index < denseValues.count else { return Self.scalarRead(value(at: index)) }
        return Self.scalarRead(denseValues[index])
    }

    /// The value of a constant's slot on this record, registering the read (a lens's link
    /// and list reads).
    subscript(slot slot: SlotID) -> SlotValue {
        value(at: accessIndex(slot))
    }

    /// Registers a read of a constant's slot and answers its index on this record. Where the
    /// record is of the constant's type, the channel is the constant's own (no table lookup);
    /// through an interface, the key's slot on the record's type and that slot's channel.
    @inlinable @inline(__always)
    func accessIndex(_ slot: SlotID) -> Int {
        guard slot.type == type else {
            let index = slot.index(on: type)
            access(SlotChannels.channel(index))
            return index
        }
        access(slot.channel)
        return slot.index
    }

    /// Registers a read of the slot `channel` names with Observation.
    @inlinable @inline(__always)
    func access(_ channel: SlotChannel) {
        if registrar == nil { makeRegistrar() }
        Self.access(channel, in: &registrar.unsafelyUnwrapped.pointee)
    }

    /// Registers the read under `registrar`, borrowed in place: read through `pointee`, the
    /// registrar (of resilient layout) was copied out and destroyed through value witnesses.
    @inlinable @inline(__always)
    static func access(_ channel: SlotChannel, in registrar: inout ObservationRegistrar) {
        registrar.access(SlotChannels(), keyPath: channel)
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
