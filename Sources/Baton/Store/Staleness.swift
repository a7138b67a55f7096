/// Ages and staleness. There is no timer: staleness is computed when asked.
extension Store {
    /// Whether `root`'s data is stale: fetched under an older invalidation epoch, or its
    /// expiration (the operation's `@cacheExpiration`, else the store's) has passed since
    /// its fetch time. An unknown age is stale where an expiration applies.
    public func isStale(_ root: Root) -> Bool {
        if root.epoch < invalidationEpoch { return true }
        let own = root.resolution.operation.cacheExpiration.map { Duration.seconds($0) }
        guard let expiration = own ?? cacheExpiration else { return false }
        guard let fetched = root.fetchTime else { return true }
        return now() >= fetched.advanced(by: expiration)
    }

    /// A server write dates `root`: its age, its epoch, and a wait in the release buffer
    /// when nobody holds it.
    func date(_ root: Root) {
        root.fetchTime = now()
        root.epoch = invalidationEpoch
        root.lastFetchFailed = false
        if root.kind == .mutation { roots.completed(root) } else { roots.written(root) }
        image?.dated(root)
    }

    /// Marks all data stale: later checks of roots fetched before now see a newer epoch, and
    /// the image forgets its fetch times, so the invalidation outlives the launch.
    func invalidateAll() {
        invalidationEpoch += 1
        image?.invalidated()
    }
}

extension Store {
    /// The session ended: nothing commits any more, and every record is cleared (observers
    /// of the cleared slots are told, so held lenses read nothing).
    func endSession() {
        isEnded = true
        for (key, record) in records {
            for slot in clearWithoutNotifying(record) { record.notify(slot: slot) }
            if !Self.rootKeys.contains(key) { records[key] = nil }
        }
        memberships = [:]
        identities.removeAll()
        twins.removeAll()
        numbering.reset()
    }
}
