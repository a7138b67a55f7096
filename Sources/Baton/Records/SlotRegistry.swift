/// The process-wide numbering of the storage keys the build names, densely per type.
///
/// A constant (`Slots.Character.name`, a plan's fixed key, the connection keys the runtime
/// reads) gets a number on first touch, the same for every store and module of the process.
/// Keys rendered from variables are not numbered here: each store numbers them (negative
/// indices, freed by its collector; see ``StoreNumbering``). Every type only responses named
/// shares one numbering, so such types cost no table each.
public final class SlotRegistry: Sendable {
    /// The one registry of the process.
    public static let shared = SlotRegistry()

    private struct PerType {
        var numbers: [String: Int] = [:]
        var keys: [String] = []
    }
    private struct Table {
        var spaces: [Int32: PerType] = [:]
        /// Every numbering in order, so a store can find the constants numbered since it
        /// last looked (to adopt twins of keys it rendered itself).
        var log: [(space: Int32, key: String, slot: Int)] = []
    }
    private let table = Locked(Table())

    /// The numbering a type's slots live in: its own, or the one all scoped types share.
    static func space(_ type: TypeID) -> Int32 { type.isScoped ? -1 : type.number }

    /// The slot number of `storageKey` on `type`, assigned on first touch.
    public func slot(_ type: TypeID, _ storageKey: String) -> Int {
        let space = Self.space(type)
        return table.withLock { t in
            if let n = t.spaces[space]?.numbers[storageKey] { return n }
            var entry = t.spaces[space] ?? PerType()
            let n = entry.keys.count
            entry.keys.append(storageKey)
            entry.numbers[storageKey] = n
            t.spaces[space] = entry
            t.log.append((space, storageKey, n))
            return n
        }
    }

    /// The slot of `storageKey` on `type` if it was ever numbered.
    public func existingSlot(_ type: TypeID, _ storageKey: String) -> Int? {
        let space = Self.space(type)
        return table.withLock { t in t.spaces[space]?.numbers[storageKey] }
    }

    /// The storage key of a numbered slot.
    public func storageKey(_ type: TypeID, _ slot: Int) -> String? {
        let space = Self.space(type)
        return table.withLock { t in
            guard let keys = t.spaces[space]?.keys, slot >= 0, slot < keys.count else { return nil }
            return keys[slot]
        }
    }

    /// How many numberings were made so far (a store compares it with what it saw).
    var count: Int { table.withLock { $0.log.count } }

    /// The numberings made from position `start` on.
    func numbered(since start: Int) -> [(space: Int32, key: String, slot: Int)] {
        table.withLock { t in start < t.log.count ? Array(t.log[start...]) : [] }
    }
}

/// A slot constant for generated code: the slot of one storage key on one type,
/// numbered once when the constant is first used (`Slots.Character.name`).
public struct SlotID: Sendable, Hashable {
    /// The type the slot belongs to.
    public let type: TypeID
    /// The slot number on that type (negative for a key a store numbered).
    public let index: Int
    /// The storage key, so a read through an interface finds the slot on the record's
    /// concrete type, and a log can name the field.
    public let storageKey: String
    /// The observation channel of `index`, looked up once with the constant: a read of a
    /// record of `type` registers under it without a table lookup (a lazily built global
    /// costs a `swift_once` call on every access on Linux). Not part of equality: it follows
    /// from `index`.
    @usableFromInline let channel: SlotChannel

    /// Numbers `storageKey` on `type` (once per process).
    public init(_ type: TypeID, _ storageKey: String) {
        self.init(type: type, index: SlotRegistry.shared.slot(type, storageKey), storageKey: storageKey)
    }

    /// A slot a store numbered for a key rendered from variables.
    init(type: TypeID, index: Int, storageKey: String) {
        self.type = type
        self.index = index
        self.storageKey = storageKey
        self.channel = SlotChannels.channel(index)
    }

    public static func == (lhs: SlotID, rhs: SlotID) -> Bool {
        lhs.type == rhs.type && lhs.index == rhs.index && lhs.storageKey == rhs.storageKey
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(index)
        hasher.combine(storageKey)
    }

    /// The slot number of this key on `other` (itself when the types agree). A key a store
    /// numbered is never numbered by the process: on a type of another numbering it names
    /// no slot.
    public func index(on other: TypeID) -> Int {
        if other == type { return index }
        guard index >= 0 else {
            return SlotRegistry.space(other) == SlotRegistry.space(type) ? index : StoreNumbering.unnumbered
        }
        return SlotRegistry.shared.slot(other, storageKey)
    }
}
