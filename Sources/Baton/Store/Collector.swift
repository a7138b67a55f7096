/// The mark-and-sweep collector: marks from the roots through the links their
/// plans follow (connection client links included) and sweeps every other record.
extension Store {
    /// Runs a collection on the next main-actor turn (once, however often it is asked).
    ///
    /// A store that never kept a root (used raw, without an environment) is never collected:
    /// everything in it would be unreachable.
    func scheduleCollection() {
        guard !collectionScheduled, roots.hasKeptRoots else { return }
        collectionScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.collectionScheduled = false
            self.collect()
        }
    }

    /// Marks from the roots (and the records whose rows wait for the image) and sweeps the
    /// rest: swept records' values are cleared (breaking cycles) and they leave the store
    /// (and the image); a kept record's link to a swept one is dropped (it reads missing, and
    /// its readers are told), as are the root-record slots no root selects. Returns the
    /// number of records swept.
    @discardableResult
    func collect() -> Int {
        droppedLink = false
        var marking = Marking()
        for root in roots.all { marking.walk(from: self.root(root.kind), root.resolution.root, store: self) }
        marking.mark(layers)
        for record in recordsWaitingForImage { marking.marked.insert(ObjectIdentifier(record)) }
        var swept = Set<ObjectIdentifier>()
        var sweptKeys: [String] = []
        for (key, record) in records where !marking.marked.contains(ObjectIdentifier(record)) {
            if Self.rootKeys.contains(key) { continue }
            clearWithoutNotifying(record)
            records[key] = nil
            identities.remove(record)
            swept.insert(ObjectIdentifier(record))
            sweptKeys.append(key)
        }
        image?.swept(sweptKeys)
        if !swept.isEmpty { dropLinks(to: swept) }
        for kind in [OperationKind.query, .mutation, .subscription] {
            let record = root(kind)
            let kept = marking.rootSlots[ObjectIdentifier(record)] ?? []
            for slot in record.writtenSlots where !kept.contains(slot) {
                record.write(.missing, at: slot)
                record.setError(nil, at: slot)
                record.notify(slot: slot)
            }
        }
        freeUnheldKeys()
        return swept.count
    }

    /// Drops every kept record's link (or link list) that reaches a swept record, so nothing
    /// dangles: a plan that reads it again finds it missing and fetches. The root records
    /// are left to the root-slot pass.
    private func dropLinks(to swept: Set<ObjectIdentifier>) {
        for (key, record) in records where !Self.rootKeys.contains(key) {
            for slot in record.slotsLinking(to: { swept.contains(ObjectIdentifier($0)) }) {
                record.write(.missing, at: slot)
                record.setError(nil, at: slot)
                record.notify(slot: slot)
            }
        }
    }

    /// Runs a collection now, as the store does on the turn after a root leaves (for tests and
    /// tools that drive a store without an environment); returns the records swept.
    @_spi(Testing) @discardableResult
    public func collectNow() -> Int { collect() }

    /// Keeps `resolution` as a held query root named `key`, as a retained handle would:
    /// collections mark from it. For tests and tools that drive a store without an environment.
    @_spi(Testing)
    public func retainRoot(_ key: String, _ resolution: Resolution) {
        resolution.checkStore(self)
        roots.retain(roots.root(key, resolution: resolution), allowsNetwork: false)
    }

    static let rootKeys: Set<String> = [RecordKey.queryRoot, RecordKey.mutationRoot, RecordKey.subscriptionRoot]

    /// Clears every slot and error of `record`; the slots it cleared, for a caller that tells
    /// their observers (listing them costs a set and a sort per record: once is enough).
    @discardableResult
    func clearWithoutNotifying(_ record: Record) -> [Int] {
        // A row kept from the image and never read is dropped, not made to be cleared.
        if record.dropKeptRow() { return [] }
        let slots = record.writtenSlots
        for slot in slots {
            record.write(.missing, at: slot)
            record.setError(nil, at: slot)
        }
        return slots
    }

    /// Whether replacing `old` with `new` moves or drops a link: a list that only grew
    /// (every old target still there, in order, at the start) does not count.
    static func dropsLink(_ old: SlotValue, _ new: SlotValue) -> Bool {
        switch (old, new) {
        case (.link(let a), .link(let b)): return a !== b
        case (.link, _): return true
        case (.links(let a), .links(let b)):
            return b.count < a.count || zip(a, b).contains { $0 !== $1 }
        case (.links, _): return true
        default: return false
        }
    }
}
