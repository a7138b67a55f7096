import Observation

/// The record store: records by key, the one commit door, and the membership table.
///
/// Everything runs on the main actor; ingest builds change sets elsewhere. Every write is a
/// batch through `commit`, under any optimistic layers; roots and the collector keep what
/// operations and layers can reach.
@MainActor
public final class Store {
    /// Records by key (placeholders are never among them), each key hashed once. Unchecked
    /// exclusivity: only the store's own main-actor functions touch it, none re-entrantly;
    /// the dynamic check cost each record of a commit two accesses.
    @exclusivity(unchecked) var records = RecordTable()
    /// Records by their single key value, for the identity-wide operations. Unchecked
    /// exclusivity, as for `records`: each record a commit makes is indexed.
    @exclusivity(unchecked) var identities = IdentityIndex()
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
    /// Where log events go; nil drops them. Until it is first set (to anything, nil
    /// included), a debug build prints the missing-data events to standard error.
    public var log: (@MainActor (LogEvent) -> Void)? {
        didSet { logWasSet = true }
    }
    /// Whether `log` was ever set: debug builds stop printing missing-data events then.
    var logWasSet = false
    /// Where a debug build prints missing-data events while `log` was never set (standard
    /// error; tests read it).
    var debugPrinter: @MainActor (String) -> Void = LogEvent.printToStandardError
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
    /// Optimistic layers in the order applied (`Store/Layers.swift`).
    var layers: [Layer] = []
    /// Told, once per server batch, what the server's changes wrote, while memory holds the
    /// server's values and no layer (`Store/Commit.swift`): the image's snapshot point (a store
    /// made with an image hands its batches to it from here).
    var onServerValues: (@MainActor (ServerValues) -> Void)?
    /// Who runs a lens's refetch and page queries: the session that owns the store.
    weak var refetching: (any Refetching)?
    /// Whether the batch being committed changed a null, a link, an error or a deletion, so
    /// roots' verdicts must be settled after it.
    var verdictsUnsettled = false
    /// The generation of the last batch (`Store.makeBatch`): a record carries its maker's.
    var batchGeneration: UInt16 = 0
    /// The log's events while a write runs, told when it returns (nil: none running): a
    /// handler may collect the store or end it, which must not happen to a write in the
    /// middle (`Targets` relies on it).
    var heldEvents: [LogEvent]?
    /// How many times a root's verdict was settled (tests count the work a batch causes).
    var verdictSettlements = 0

    /// The store's image on disk, if it was made with one.
    private(set) var image: StoreImage?

    /// Makes an empty store holding the three root records.
    ///
    /// ```swift
    /// let store = Store(cacheExpiration: .seconds(300), releaseBufferSize: 10)
    /// ```
    /// - Parameters:
    ///   - persistence: the image that keeps the store's server data on disk across launches;
    ///     nil keeps everything in memory. One store per image: a store given an image another
    ///     store has runs without it.
    ///   - cacheExpiration: the default expiration of operations without their own
    ///     `@cacheExpiration`; nil (the default) means data never goes stale by age.
    ///   - releaseBufferSize: released query roots kept before the oldest is evicted (and
    ///     completed mutations kept in their own buffer of the same size).
    public init(persistence: Persistence? = nil, cacheExpiration: Duration? = nil, releaseBufferSize: Int = 10) {
        roots = RootTable(size: releaseBufferSize)
        self.cacheExpiration = cacheExpiration
        for kind in [OperationKind.query, .mutation, .subscription] {
            records[RecordKey.Hashed.root(kind)] = Record(key: kind.rootKey, type: kind.rootType)
        }
        roots.onLeave = { [weak self] in self?.scheduleCollection() }
        // One store per image: a second store given the same one runs without it.
        image = persistence.flatMap { $0.writer.take() ? StoreImage($0, store: self) : nil }
    }

    /// A store deallocated without `end()` clears its records (a safety net):
    /// lenses that outlive it read nothing.
    isolated deinit {
        for record in records.values { clearWithoutNotifying(record) }
    }

    /// Holds the log's events until `releaseEvents()`; false when they are held already (an
    /// outer write releases them).
    func holdEvents() -> Bool {
        guard heldEvents == nil else { return false }
        heldEvents = []
        return true
    }

    /// Tells the log the events held, in order.
    func releaseEvents() {
        guard let held = heldEvents else { return }
        heldEvents = nil
        for event in held { emit(event) }
    }

    /// The record with `key`, if the store holds one.
    public func record(_ key: String) -> Record? { records[key] }

    /// The root record of an operation kind.
    public func root(_ kind: OperationKind) -> Record { records[RecordKey.Hashed.root(kind)]! }

    /// Every key the store holds, unsorted.
    public var keys: some Collection<String> { records.keys }

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

    func emit(_ event: LogEvent) {
        if heldEvents != nil { return heldEvents!.append(event) }
        if let log { return log(event) }
        #if DEBUG
        if !logWasSet, let line = event.missingDataLine { debugPrinter(line) }
        #endif
    }
}
