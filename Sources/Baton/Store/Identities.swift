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
    ///
    /// `held` is the store's record under `key` (`RecordTable.unretained`), which the caller
    /// looked up: when it is of the change's type and the change does not revive it (the
    /// usual case), the caller takes it as it is (`fits(_:type:isDeleted:)`) and does not
    /// ask here, so the key is not copied out of the change for the call.
    func record(for key: RecordKey.Hashed, type: TypeID, isDeleted: Bool, held: Unmanaged<Record>?,
                in batch: Batch) -> (record: Record, made: Bool) {
        guard let existing = held?.takeUnretainedValue() ?? lifted(key, in: batch) else {
            return (made(key, type, isDeleted, in: batch), true)
        }
        if existing.type != type {
            emit(.keyConflict(key: key.text, types: [existing.type.name, type.name]))
            identities.remove(existing)
            batch.displaced.append(existing)
            batch.setDeleted(existing, true)
            return (made(key, type, isDeleted, in: batch), true)
        }
        if existing.isDeleted, !isDeleted { batch.setDeleted(existing, false) }
        return (existing, false)
    }

    /// Whether `held`, the store's record under a change's key, is the change's record as it
    /// is: of its type, and not deleted unless the change is (which would revive it). Read
    /// where the store holds it: bound strongly, the record was retained and released around
    /// these two reads.
    @inline(__always)
    func fits(_ held: Unmanaged<Record>, type: TypeID, isDeleted: Bool) -> Bool {
        unowned(unsafe) let record = held.takeUnretainedValue()
        return record.type == type && (!record.isDeleted || isDeleted)
    }

    private func made(_ key: RecordKey.Hashed, _ type: TypeID, _ isDeleted: Bool, in batch: Batch) -> Record {
        let made = makeRecord(key, type, in: batch)
        if isDeleted { made.isDeleted = true }
        return made
    }
}
