/// The variable scope a lens reads under: it knows the store to report missing and
/// unexpected data to, the variables its keys were rendered with, and renders each key with
/// variables once (not at every accessor call), holding the store's number for it while the
/// scope lives.
@_spi(Generated)
@MainActor
public final class Owner: Sendable {
    /// The store reads report to; weak, so a lens held past its store reads and reports nothing.
    public private(set) weak var store: Store?
    /// The variables of the scope.
    public let variables: [String: JSONValue]
    /// Whether a root holds this scope; a hand-made lens has none and is never healed.
    public let isRooted: Bool
    /// Set by the handle that owns the scope: told of a missing read, it heals its root once
    /// and answers true, or answers false when the heal already ran (the read is unexpected).
    var onMissing: (@MainActor () -> Bool)?
    /// The scope's hold on the store numbers of the keys it rendered (made on first use).
    private var holds: KeyHolds?
    private let numbering: StoreNumbering?
    /// Keys with variables rendered so far, by the numbering space of the record's type.
    private var rendered: [RenderedKey: SlotID] = [:]
    /// How many keys this scope rendered (each once).
    private(set) var renderCount = 0
    /// A refetched scope's claim on its query's root: the data lives while a lens reads it.
    var retention: Retention?

    /// Scopes of spreads with fragment arguments, one per set of arguments.
    private var children: [[String: JSONValue]: Owner] = [:]

    private struct RenderedKey: Hashable {
        let space: Int32
        let key: DynamicKey
    }

    /// A scope over `store`; `isRooted` says whether a root holds this scope.
    public init(store: Store?, variables: [String: JSONValue] = [:], isRooted: Bool = false) {
        self.store = store
        self.variables = variables
        self.isRooted = isRooted
        self.numbering = store?.numbering
    }

    /// A scope that reads `store`'s records, keys with variables included, but reports to no
    /// one and heals nothing: the runtime's own reads (a verdict's `@required` walk).
    init(silentlyOver store: Store, variables: [String: JSONValue], isRooted: Bool) {
        self.store = nil
        self.variables = variables
        self.isRooted = isRooted
        self.numbering = store.numbering
    }

    /// The slot of a key with variables on a record of `type`: rendered with the scope's
    /// variables and numbered by the store the first time, then remembered.
    func slot(_ type: TypeID, _ key: DynamicKey) -> SlotID {
        let name = RenderedKey(space: SlotRegistry.space(type), key: key)
        if let known = rendered[name] {
            return known.type == type ? known : SlotID(type: type, index: known.index, storageKey: known.storageKey)
        }
        renderCount += 1
        let text = StorageKeys.render(key, variables: variables)
        let index: Int
        if let numbering {
            let holds = self.holds ?? KeyHolds(numbering)
            self.holds = holds
            index = numbering.slot(type, text, holds: holds)
        } else {
            index = SlotRegistry.shared.existingSlot(type, text) ?? StoreNumbering.unnumbered
        }
        let made = SlotID(type: type, index: index, storageKey: text)
        rendered[name] = made
        return made
    }

    /// The scope of a spread whose fragment declares arguments: these variables plus the
    /// fragment's own, made once per set of arguments, and healing as this scope does.
    func scope(adding arguments: [String: JSONValue]) -> Owner {
        if let made = children[arguments] { return made }
        var merged = variables
        for (name, value) in arguments { merged[name] = value }
        let made = Owner(store: store, variables: merged, isRooted: isRooted)
        made.onMissing = { [weak self] in self?.onMissing?() ?? true }
        children[arguments] = made
        return made
    }
}

@_spi(Generated)
@MainActor
extension Anchor {
    /// The slot of a key with variables (`character(id: $id)`) on this record, rendered with
    /// the owner's variables once per scope. `type` is the type the field is declared on; the
    /// slot is the record's own.
    public func slot(_ type: TypeID, _ key: DynamicKey) -> SlotID { owner.slot(record.type, key) }

    /// An anchor for a spread whose fragment declares arguments: it starts here, in the scope
    /// of the owner's variables plus the fragment's own, so its keys render as the plan's copy
    /// did.
    public func spread(arguments: [String: JSONValue]) -> Anchor {
        Anchor(record: record, owner: owner.scope(adding: arguments))
    }
}

/// What a lens holds: its record, its owner (scope) and its origin (the record where the
/// enclosing fragment starts). Equal when all three are the same objects.
@_spi(Generated)
public struct Anchor: Sendable, Equatable {
    /// The record the lens reads.
    public let record: Record
    /// The scope the lens reads in: the variables its keys are rendered with.
    public let owner: Owner
    /// The record where the enclosing fragment starts (paging and refetch begin there).
    public let origin: Record

    /// An anchor on `record`; without an `origin`, the record is its own origin.
    public init(record: Record, owner: Owner, origin: Record? = nil) {
        self.record = record
        self.owner = owner
        self.origin = origin ?? record
    }

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.record === rhs.record && lhs.owner === rhs.owner && lhs.origin === rhs.origin
    }

    /// An anchor on another record in the same fragment (a nested link).
    public func child(_ record: Record) -> Anchor { Anchor(record: record, owner: owner, origin: origin) }

    /// An anchor for a spread fragment: it starts here.
    public func spread() -> Anchor { Anchor(record: record, owner: owner, origin: record) }
}
