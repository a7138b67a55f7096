import Observation

/// The record store: records by key, the one commit door, and the membership table.
///
/// Everything runs on the main actor; ingest builds change sets elsewhere. Roots, layers
/// and the collector come later and hook into `commit`.
@MainActor
public final class Store {
    /// Records by key (placeholders are never among them).
    var records: [String: Record] = [:]
    /// Records by their single key value, for the identity-wide operations.
    var identities = IdentityIndex()
    /// The keys rendered from variables this store numbered, and the type names only its
    /// responses named (see `Records/StoreNumbering.swift`).
    nonisolated let numbering = StoreNumbering()
    /// Store-numbered slots written together with the build's constant of the same text,
    /// and how far the process's constants were read (see `Store/Twins.swift`).
    var twins = Twins()
    /// Conditions each type satisfies, learned from responses (`__isNamed`).
    var memberships: [TypeID: Set<String>] = [:]
    /// One placeholder per type, kept apart from the records.
    private var placeholders: [TypeID: Record] = [:]
    /// Where log events go; nil drops them.
    public var log: (@MainActor (LogEvent) -> Void)?
    /// Roots, release buffers, ages and the collector's schedule (`Store/RootTable.swift`).
    let roots: RootTable
    /// The store-wide expiration for operations without `@cacheExpiration`; nil: never.
    public let cacheExpiration: Duration?
    /// The store's clock for ages; tests replace it to move time.
    public var now: @MainActor () -> ContinuousClock.Instant = { .now }
    /// Bumped by `invalidate()`: data fetched under an older epoch is stale.
    public internal(set) var invalidationEpoch = 0
    /// Set when the environment ended: the store commits nothing more.
    public internal(set) var isEnded = false
    /// Whether a server or optimistic batch moved or dropped a link since the last collection.
    var droppedLink = false
    /// Whether a collection waits for the next main-actor turn.
    var collectionScheduled = false
    /// `@required(action: LOG)` misses already logged, by record key and lens path (once each).
    var loggedRequiredMisses: Set<RequiredMiss> = []

    /// Makes an empty store holding the three root records.
    /// - Parameters:
    ///   - releaseBufferSize: released query roots kept before the oldest is evicted.
    ///   - cacheExpiration: the default expiration of operations without their own.
    public init(releaseBufferSize: Int = 10, cacheExpiration: Duration? = nil) {
        roots = RootTable(size: releaseBufferSize)
        self.cacheExpiration = cacheExpiration
        for kind in [OperationKind.query, .mutation, .subscription] {
            records[kind.rootKey] = Record(key: kind.rootKey, type: kind.rootType)
        }
        roots.onLeave = { [weak self] in self?.scheduleCollection() }
    }

    /// A store deallocated without `end()` clears its records (a safety net, SPEC §5.15):
    /// lenses that outlive it read nothing.
    isolated deinit {
        for record in records.values { clearWithoutNotifying(record) }
    }

    /// The record with `key`, if the store holds one.
    public func record(_ key: String) -> Record? { records[key] }

    /// The root record of an operation kind.
    public func root(_ kind: OperationKind) -> Record { records[kind.rootKey]! }

    /// Every key the store holds, unsorted.
    public var keys: Dictionary<String, Record>.Keys { records.keys }

    /// The placeholder record of `type`: every field missing, never stored.
    public func placeholder(_ type: TypeID) -> Record {
        if let existing = placeholders[type] { return existing }
        let made = Record(key: RecordKey.placeholder(type.name), type: type)
        placeholders[type] = made
        return made
    }

    /// Whether `type` satisfies `condition` as responses taught.
    public func satisfies(_ type: TypeID, _ condition: String) -> Bool {
        memberships[type]?.contains(condition) ?? false
    }

    func emit(_ event: LogEvent) { log?(event) }
}
