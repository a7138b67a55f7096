/// The bookkeeping of one commit: records it created, slots it changed in records that
/// existed, and records whose deleted flag flipped. Edits write through it.
///
/// Under optimistic layers a batch also keeps journals: `before` holds what every slot it
/// touched held when the batch began (its notifications are netted against it), and `layer`
/// is the undo log of the layer being written, if one is.
@MainActor
final class Batch {
    /// The store's number for this batch: each record it makes carries it
    /// (`Record.madeIn`), so whether a record is the batch's own is one compare on the record
    /// (a set of made records cost each record made a hash and an insert, and grew to the
    /// batch's size).
    let generation: UInt16
    private(set) var changed: [(Record, Int)] = []
    private var changedKeys = Set<SlotKey>()
    /// Records deleted or revived in this batch: the slots linking to them are told.
    private(set) var flipped = Set<ObjectIdentifier>()
    /// The state before the batch, when its notifications are netted (layers are live).
    let before: Journal?
    /// The undo log of the layer being written, while one is.
    var layer: Journal?
    /// Records layers made, taken out of the store while the layers are lifted: the first
    /// write that names one puts the same object back, so its readers keep their record.
    var lifted: [String: Record] = [:]
    /// Records a key passed from to a record of another type: the store no longer holds
    /// them, and the batch's `Targets` may still name them.
    var displaced: [Record] = []
    /// Records the edits wrote (the records a change set names are its targets).
    private(set) var edited: [Record] = []
    /// The records created, in order, when someone takes them (a server batch's image
    /// snapshot, `listsCreated`); else only counted. The list held each record made: a retain
    /// and a release apiece, and a walk freeing it at the commit's end, for nothing to read.
    private(set) var createdRecords: [Record] = []
    /// How many records the batch created.
    private(set) var createdCount = 0
    /// Whether `createdRecords` lists them.
    let listsCreated: Bool
    /// The records flipped, in order (the image's snapshot takes them).
    private(set) var flippedRecords: [Record] = []
    /// What the image forgets: ids `@deleteRecord` named that memory does not hold, and
    /// connections an edit could not reach in memory.
    var forgottenIDs: [String] = []
    var forgottenKeys: [String] = []

    /// A batch numbered `generation` (`Store.makeBatch` numbers them); `netted` when layers
    /// are live (or written), so slots are journaled first; `listsCreated` when the records
    /// it makes are taken afterwards (`createdRecords`).
    init(generation: UInt16, netted: Bool = false, listsCreated: Bool) {
        self.generation = generation
        before = netted ? Journal() : nil
        self.listsCreated = listsCreated
    }

    func markCreated(_ record: Record) {
        record.madeIn = generation
        createdCount += 1
        if listsCreated { createdRecords.append(record) }
        layer?.noteCreated(record)
    }

    /// Makes room for `count` records made, so a first fetch does not regrow the list.
    func reserveCreated(_ count: Int) {
        if listsCreated { createdRecords.reserveCapacity(createdRecords.count + count) }
    }

    func isCreated(_ record: Record) -> Bool { record.madeIn == generation }

    /// Flips `record`'s deleted flag, noting the flip for the slots that link to it.
    func setDeleted(_ record: Record, _ deleted: Bool) {
        guard record.isDeleted != deleted else { return }
        record.isDeleted = deleted
        markFlipped(record)
    }

    /// Notes a flip of `record`'s deleted flag just made (`@deleteRecord` sets it itself).
    func markFlipped(_ record: Record) {
        if flipped.insert(ObjectIdentifier(record)).inserted { flippedRecords.append(record) }
        before?.noteFlag(record, wasDeleted: !record.isDeleted)
        layer?.noteFlag(record, wasDeleted: !record.isDeleted)
    }

    /// Journals a slot before it is written (a no-op unless layers are involved).
    @inline(__always)
    func note(_ record: Record, _ slot: Int) {
        before?.note(record, slot)
        layer?.note(record, slot)
    }

    /// Counts a changed slot once (created records are never counted).
    func noteChanged(_ record: Record, _ slot: Int) {
        guard !isCreated(record), changedKeys.insert(SlotKey(record, slot)).inserted else { return }
        changed.append((record, slot))
    }

    /// Writes a slot when the value differs, noting the change (the edits' path).
    func write(_ record: Record, _ slot: Int, _ value: SlotValue) {
        note(record, slot)
        guard record.value(at: slot) != value else { return }
        record.write(value, at: slot)
        edited.append(record)
        noteChanged(record, slot)
    }

    /// Puts a journaled slot back as it was.
    func restore(_ entry: Journal.Entry) {
        note(entry.record, entry.slot)
        entry.record.write(entry.value, at: entry.slot)
        entry.record.setError(entry.error, at: entry.slot)
    }
}

extension Store {
    /// A batch with the store's next generation. When the numbering wraps, every record
    /// forgets the generation that made it first, so no later batch of the same number takes
    /// an old record for its own (and keeps quiet about a change to it).
    func makeBatch(netted: Bool = false) -> Batch {
        if batchGeneration == .max {
            for record in records.values { record.madeIn = 0 }
            batchGeneration = 0
        }
        batchGeneration += 1
        // Only the image takes a batch's made records (its snapshot of a server batch).
        return Batch(generation: batchGeneration, netted: netted, listsCreated: onServerValues != nil)
    }
}
