/// The store's hooks into its image.
extension Store {
    /// The image's snapshot, told by `onServerValues` once per server batch (layers lifted,
    /// so it holds server values): every record the batch created, changed, deleted or
    /// revived, each query-root field it changed, the memberships it taught and what it asks
    /// the image to forget.
    func handToImage(_ values: ServerValues) {
        guard let image else { return }
        let batch = values.batch
        let started = ContinuousClock.now
        var snapshot = ImageBatch()
        // The records whose rows wait to be written (the collector keeps them): the batch's
        // own list of those it created, shared rather than copied, then any others taken.
        var records = batch.createdRecords
        snapshot.records.reserveCapacity(batch.createdRecords.count)
        for record in batch.createdRecords { snapshot.records.append(self.snapshot(of: record)) }
        // Changed and flipped records are not created (or are skipped as such), and may repeat.
        var taken = Set<ObjectIdentifier>()
        func takeOnce(_ record: Record) {
            guard !batch.isCreated(record), !Self.rootKeys.contains(record.key),
                  taken.insert(ObjectIdentifier(record)).inserted else { return }
            records.append(record)
            snapshot.records.append(self.snapshot(of: record))
        }
        let queryRoot = root(.query)
        for (record, slot) in batch.changed {
            guard record === queryRoot else { takeOnce(record); continue }
            guard let name = keyText(ofSlot: slot, on: .query) else { continue }
            snapshot.rootCells.append(RootCellSnapshot(name: name, value: record.value(at: slot),
                                                       error: record.storedError(at: slot)))
        }
        for record in batch.flippedRecords { takeOnce(record) }
        snapshot.memberships = values.memberships
        snapshot.forgottenIDs = batch.forgottenIDs
        snapshot.forgottenKeys = batch.forgottenKeys
        image.hand(snapshot, records: records)
        image.writer.timings.withLock { $0.snapshot = ContinuousClock.now - started; $0.snapshotRecords = records.count }
    }

    /// The storage key text of `slot` on `type`: the build's, or this store's while it numbers it.
    func keyText(ofSlot slot: Int, on type: TypeID) -> String? {
        slot >= 0 ? SlotRegistry.shared.storageKey(type, slot) : numbering.text(ofSlot: slot)
    }

    /// `record` as the batch left it, with its store-numbered values by their text.
    func snapshot(of record: Record) -> RecordSnapshot {
        RecordSnapshot(key: record.key, type: record.type, values: record.values, errors: record.errors,
                       isDeleted: record.isDeleted,
                       storeCells: record.isDeleted || record.storeValues.isEmpty ? [] : storeCells(of: record))
    }

    /// `record`'s store-numbered values by their text, as the image keeps them.
    private func storeCells(of record: Record) -> [StoreCellSnapshot] {
        record.storeValues.compactMap { entry in
            keyText(ofSlot: entry.slot, on: record.type).map {
                StoreCellSnapshot(name: $0, value: entry.value, error: record.storedError(at: entry.slot))
            }
        }
    }

    /// The image the store was made with, if any (to flush it, or to remove it at sign-out
    /// after `Environment.end()`).
    public var persistence: Persistence? { image?.persistence }

    /// Records whose rows wait to be written: the collector marks them, so the image is
    /// never older than memory.
    var recordsWaitingForImage: [Record] { image?.waiting.flatMap(\.records) ?? [] }

    /// Closes the image and gives its file back (`Environment.end()`).
    func closeImage() async { await image?.close() }
}
