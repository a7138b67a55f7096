/// The process-wide numbering of storage keys, densely per type (SPEC §5.2).
///
/// A storage key the build names gets a number on first touch, the same for every
/// store and module of the process. Keys rendered from variables are numbered the same
/// way for now; store-numbered dynamic keys (negative indices, freed by collection)
/// are a later step and will live beside this table, not in it.
public final class SlotRegistry: Sendable {
    /// The one registry of the process.
    public static let shared = SlotRegistry()

    private struct PerType {
        var numbers: [String: Int] = [:]
        var keys: [String] = []
    }
    private let table = Locked([Int32: PerType]())

    /// The slot number of `storageKey` on `type`, assigned on first touch.
    public func slot(_ type: TypeID, _ storageKey: String) -> Int {
        table.withLock { t in
            if let n = t[type.number]?.numbers[storageKey] { return n }
            var entry = t[type.number] ?? PerType()
            let n = entry.keys.count
            entry.keys.append(storageKey)
            entry.numbers[storageKey] = n
            t[type.number] = entry
            return n
        }
    }

    /// The slot of `storageKey` on `type` if it was ever numbered.
    public func existingSlot(_ type: TypeID, _ storageKey: String) -> Int? {
        table.withLock { t in t[type.number]?.numbers[storageKey] }
    }

    /// The storage key of a numbered slot.
    public func storageKey(_ type: TypeID, _ slot: Int) -> String? {
        table.withLock { t in
            guard let keys = t[type.number]?.keys, slot >= 0, slot < keys.count else { return nil }
            return keys[slot]
        }
    }
}

/// A slot constant for generated code: the slot of one storage key on one type,
/// numbered once when the constant is first used (`Slots.Character.name`).
public struct SlotID: Sendable, Hashable {
    /// The type the slot belongs to.
    public let type: TypeID
    /// The slot number on that type.
    public let index: Int
    /// The storage key, so a read through an interface finds the slot on the record's
    /// concrete type, and a log can name the field.
    public let storageKey: String

    /// Numbers `storageKey` on `type` (once per process).
    public init(_ type: TypeID, _ storageKey: String) {
        self.type = type
        self.storageKey = storageKey
        self.index = SlotRegistry.shared.slot(type, storageKey)
    }

    /// The slot number of this key on `other` (itself when the types agree).
    public func index(on other: TypeID) -> Int {
        other == type ? index : SlotRegistry.shared.slot(other, storageKey)
    }
}
