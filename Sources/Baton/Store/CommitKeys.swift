/// The commit's way from a change record to its record through the key the store interned:
/// a key the store found before is not looked up (nor its text hashed) again while no key
/// has lost its record since.
extension Store {
    /// The record `change` names in the table or among the batch's lifted records.
    func storedRecord(for change: ChangeRecord, in batch: Batch) -> Record? {
        if let found = change.interned?.record(in: records) { return found }
        return record(change.key, in: batch)
    }

    /// Notes that `change`'s key now names `record`, for the next change set naming it.
    func remember(_ record: Record, for change: ChangeRecord) {
        change.interned?.remember(record, in: records)
    }

    /// Forgets the interned keys of records the store no longer holds, once the keys
    /// outnumber twice the records: the table stays the size of the store, and the pass over
    /// it is paid once per doubling.
    func pruneInternedKeys() {
        guard numbering.internedKeyCount > 2 * records.count + 1024 else { return }
        let table = records
        numbering.pruneKeys { table[$0] != nil }
    }
}
