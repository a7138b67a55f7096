extension Store {
    /// The one live record keyed by `id` alone, among `types` when given. Several live
    /// records with the id: logged `ambiguousIdentity(id, types)` and nil, so the caller
    /// does nothing.
    func liveRecord(withID id: String, among types: Set<TypeID>? = nil) -> Record? {
        let live = identities.records(withID: id).filter { record in
            !record.isDeleted && (types?.contains(record.type) ?? true)
        }
        if live.count > 1 { emit(.ambiguousIdentity(id: id, types: live.map(\.type.name).sorted())) }
        return live.count == 1 ? live[0] : nil
    }

    /// The record a change set names by `key`, found or made in `batch`; a deleted one it
    /// names again is revived, unless the change is the image's deleted record (`isDeleted`:
    /// it comes back deleted, nothing reads it yet).
    ///
    /// A stored record of another type under the same key is a conflict: it is logged, and
    /// the key passes to a new record of the change's type, so no record is ever written
    /// with another type's slots. The old record is marked deleted: links to it read nil.
    /// `made` says whether this call made the record (the commit writes such a record
    /// without comparing).
    ///
    /// Given the change's key, type and deleted state, not the change: a change passed on is
    /// copied (its entries retained and released), and past the processor's cache that retain
    /// was a miss per record.
    func record(for key: RecordKey.Hashed, type: TypeID, isDeleted: Bool,
                in batch: Batch) -> (record: Record, made: Bool) {
        guard let existing = record(key, in: batch) else { return (made(key, type, isDeleted, in: batch), true) }
        if existing.type != type {
            emit(.keyConflict(key: key.text, types: [existing.type.name, type.name]))
            identities.remove(existing)
            batch.setDeleted(existing, true)
            return (made(key, type, isDeleted, in: batch), true)
        }
        if existing.isDeleted, !isDeleted { batch.setDeleted(existing, false) }
        return (existing, false)
    }

    private func made(_ key: RecordKey.Hashed, _ type: TypeID, _ isDeleted: Bool, in batch: Batch) -> Record {
        let made = makeRecord(key, type, in: batch)
        if isDeleted { made.isDeleted = true }
        return made
    }
}
