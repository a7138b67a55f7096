/// What never reaches the image: transient types' records and links to them, transient root
/// fields' cells, records hanging off the mutation and subscription roots, and a connection's
/// loading flags.
///
/// The transient sets are the process's (one schema family per process): every operation
/// plan a build generates names them, and the plan registers them when it is made, before
/// any of its responses can be committed.
struct ImageExclusions: Sendable {
    /// Types whose records never reach the image (`transient.types` in `baton.json`).
    var types: Set<TypeID> = []
    /// Query-root fields (by field name) whose cells, names and fetch stamps are never written.
    var rootFields: Set<String> = []

    /// The process's exclusions, as plans registered them so far.
    static var current: ImageExclusions { registry.withLock { $0 } }

    private static let registry = Locked(ImageExclusions())

    /// Adds a plan's transient types and transient query-root fields.
    static func register(types: Set<TypeID>, rootFields: [String], kind: OperationKind) {
        guard !types.isEmpty || (kind == .query && !rootFields.isEmpty) else { return }
        registry.withLock { exclusions in
            exclusions.types.formUnion(types)
            if kind == .query { exclusions.rootFields.formUnion(rootFields) }
        }
    }

    /// Client fields the runtime writes as local state, never persisted.
    static let localFields: Set<String> = ["__isLoadingNext", "__isLoadingPrevious"]

    /// Whether a record with this key and type may have a row.
    func keeps(key: String, type: TypeID) -> Bool {
        (types.isEmpty || !types.contains(type)) && !Self.hangsOffMutationOrSubscription(key)
    }

    /// Whether `keeps(key:type:)` is yes by the type and the key's first byte alone (nearly
    /// every key: only the store's reserved keys start with "c"); false means ask `keeps`.
    ///
    /// Inlined, and it calls nothing that could free the key: the writer asks it of a
    /// record's key and of each link's target where the batch holds them, which the compiler
    /// then reads in place rather than retaining and releasing (`keeps` may call `hasPrefix`).
    @inline(__always)
    func surelyKeeps(key: String, type: TypeID) -> Bool {
        (types.isEmpty || !types.contains(type)) && Self.firstByte(key) != UInt8(ascii: "c")
    }

    /// A key's first byte, read from the string's bytes in place (`utf8.first` is a call to a
    /// generic collection's `first`, twice the cost).
    @inline(__always)
    private static func firstByte(_ key: String) -> UInt8? {
        key.utf8.withContiguousStorageIfAvailable { $0.first } ?? key.utf8.first
    }

    /// Whether a query-root field stored under `storageKey` may have a row.
    func keepsRootField(_ storageKey: String) -> Bool {
        guard !rootFields.isEmpty else { return true }
        let name = storageKey.split(separator: "(", maxSplits: 1).first.map(String.init) ?? storageKey
        return !rootFields.contains(name)
    }

    private static func hangsOffMutationOrSubscription(_ key: String) -> Bool {
        // Both roots' keys start with the store's reserved prefix: almost every key is told
        // apart by its first byte (this runs for every row and every link the writer encodes).
        guard firstByte(key) == UInt8(ascii: "c") else { return false }
        for root in [RecordKey.mutationRoot, RecordKey.subscriptionRoot] where key.hasPrefix(root) {
            if key.utf8.count == root.utf8.count || key.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: ":") {
                return true
            }
        }
        return false
    }
}
