/// Which packs the image is asked for: the main actor chooses a root's keys (its plan walked
/// over memory, as the collector marks), the writer copies their rows from the file.
extension StoreImage {
    /// The most records one pack holds: a bigger root is read by the walk.
    static let packLimit = 10_000
    /// The roots packed when the image closes.
    static let recentLimit = 16

    /// Whether `root` can have a pack: a query root whose operation selects no transient root
    /// field (nor has a fetch time). A record of a transient type it reaches has no row, so
    /// its pack is never made.
    static func packs(_ root: Root) -> Bool {
        root.kind == .query && root.resolution.operation.transient.isEmpty
    }

    /// `root` was dated by a server batch or found whole by a check: its pack is asked for on
    /// the next main-actor turn (once however often it is wanted meanwhile), after the batch.
    func wantsPack(_ root: Root) {
        guard Self.packs(root) else { return }
        noteRecent(root)
        packsWanted[root.key] = root
        guard !packsScheduled else { return }
        packsScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.packsScheduled = false
            let wanted = self.packsWanted.values
            self.packsWanted = [:]
            for root in wanted { self.askForPack(root) }
        }
    }

    /// Asks for the packs of the most recent roots (the writer skips a root whose pack is
    /// still valid).
    func packRecentRoots() {
        packsWanted = [:]
        for root in recentRoots { askForPack(root) }
    }

    func noteRecent(_ root: Root) {
        recentRoots.removeAll { $0 === root }
        recentRoots.append(root)
        if recentRoots.count > Self.recentLimit { recentRoots.removeFirst() }
    }

    /// Asks the writer to pack what `root`'s plan reaches in memory (`packRequest`).
    private func askForPack(_ root: Root) {
        if let request = packRequest(root) { writer.enqueuePack(request) }
    }

    /// The pack of `root` the main actor chooses: its plan walked over memory, every record it
    /// reaches and every root field it selects, and what the plan demands of each (for the
    /// writer's verdict, `PackVerdict`). Nil when the root's data is not present, an
    /// optimistic layer is on the store (memory is not the server's), or it reaches too much.
    func packRequest(_ root: Root) -> PackBlob.Request? {
        guard let store, !store.isEnded, root.present, store.layers.isEmpty else { return nil }
        let queryRoot = store.root(.query)
        var marking = Marking()
        marking.reachedKeys = []
        marking.verdict = VerdictNotes(root: root.resolution.root)
        marking.walk(from: queryRoot, root.resolution.root, store: store)
        let keys = marking.reachedKeys ?? []
        guard keys.count <= Self.packLimit else { return nil }
        let fields = (marking.rootSlots[ObjectIdentifier(queryRoot)] ?? []).sorted()
            .compactMap { store.keyText(ofSlot: $0, on: .query) }
        return PackBlob.Request(root: root.key, operation: PackBlob.operation(root.resolution.operation.document),
                                keys: keys, rootFields: fields, sequence: sequence, verdict: marking.verdict?.notes)
    }
}

@_spi(Benchmarks)
extension Environment {
    /// How many records the main actor would ask the image to pack for `operation`'s root, as
    /// it chooses after a server batch that dates the root and when the environment ends; nil
    /// when it would ask for no pack (no image, the root unknown or without data). Asks the
    /// writer for nothing: `image-pack-choice` times the choice alone.
    public func choosePack<O: Query>(_ operation: O) -> Int? {
        guard let image = store.image, let root = store.roots.byKey[operation.rootKey] else { return nil }
        return image.packRequest(root)?.keys.count
    }
}
