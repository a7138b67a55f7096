import Observation

/// `@deleteRecord` and the notifications a deletion owes.
extension Store {
    /// Deletes the one live record keyed by `id` alone, of any type (found through the
    /// store's id index). Several: logged as ambiguous, nothing done. None: nothing in
    /// memory (the image is told later).
    func deleteRecord(id: String, _ batch: Batch) {
        guard let record = liveRecord(withID: id) else {
            // No live record in memory: the image may hold one (its key spells the id as
            // keys do).
            if !identities.records(withID: id).contains(where: { !$0.isDeleted }) {
                batch.forgottenIDs.append(RecordKey.keyValue(id))
            }
            return
        }
        // Its values are cleared through the batch, so the bodies that read them are told.
        for slot in record.writtenSlots {
            batch.write(record, slot, .missing)
            if record.storedError(at: slot) != nil {
                record.setError(nil, at: slot)
                batch.noteChanged(record, slot)
            }
        }
        batch.setDeleted(record, true)
    }

    /// Tells every slot that links to a record deleted or revived in the batch: readers do
    /// not track liveness, so their links are notified instead.
    func notifyLinks(toFlipped flipped: Set<ObjectIdentifier>) {
        guard !flipped.isEmpty else { return }
        for record in records.values {
            for slot in record.slotsLinking(to: { flipped.contains(ObjectIdentifier($0)) }) {
                record.notify(slot: slot)
            }
        }
    }
}
