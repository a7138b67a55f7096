import Observation

/// `@deleteRecord` and the notifications a deletion owes (SPEC §5.8, §5.9).
extension Store {
    /// Deletes the one live record of any type keyed `Type:id`. Several: logged as
    /// ambiguous, nothing done. None: nothing in memory (the image is told later).
    func deleteRecord(id: String, _ batch: Batch) {
        let matches = TypeRegistry.shared.allTypes.compactMap { type -> Record? in
            guard let record = records[type.name + ":" + id], !record.isDeleted, record.type == type else { return nil }
            return record
        }
        guard matches.count == 1, let record = matches.first else {
            if matches.count > 1 { emit(.ambiguousIdentity(id: id, types: matches.map(\.type.name).sorted())) }
            if matches.isEmpty { batch.forgottenIDs.append(id) }
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
        record.isDeleted = true
        batch.markFlipped(record)
    }

    /// Tells every slot that links to a record deleted or revived in the batch: readers do
    /// not track liveness, so their links are notified instead.
    func notifyLinks(toFlipped flipped: Set<ObjectIdentifier>) {
        guard !flipped.isEmpty else { return }
        for record in records.values {
            for slot in record.writtenSlots {
                switch record.value(at: slot) {
                case .link(let target) where flipped.contains(ObjectIdentifier(target)):
                    record.notify(slot: slot)
                case .links(let targets) where targets.contains(where: { $0.map { flipped.contains(ObjectIdentifier($0)) } ?? false }):
                    record.notify(slot: slot)
                default: break
                }
            }
        }
    }
}
