/// The bookkeeping of one commit: records it created, slots it changed in records that
/// existed, and records whose deleted flag flipped. Edits write through it.
///
/// Under optimistic layers a batch also keeps journals: `before` holds what every slot it
/// touched held when the batch began (its notifications are netted against it), and `layer`
/// is the undo log of the layer being written, if one is.
@MainActor
final class Batch {
    private(set) var created = Set<ObjectIdentifier>()
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
    /// Records the edits wrote (the records a change set names are its targets).
    private(set) var edited: [Record] = []
    /// The records created and flipped, in order (a server batch's image snapshot takes them).
    private(set) var createdRecords: [Record] = []
    private(set) var flippedRecords: [Record] = []
    /// What the image forgets: ids `@deleteRecord` named that memory does not hold, and
    /// connections an edit could not reach in memory.
    var forgottenIDs: [String] = []
    var forgottenKeys: [String] = []

    /// A batch; `netted` when layers are live (or written), so slots are journaled first.
    init(netted: Bool = false) {
        before = netted ? Journal() : nil
    }

    func markCreated(_ record: Record) {
        created.insert(ObjectIdentifier(record))
        createdRecords.append(record)
        layer?.noteCreated(record)
    }

    /// Makes room for `count` records made, so a first fetch does not regrow the set.
    func reserveCreated(_ count: Int) {
        created.reserveCapacity(created.count + count)
        createdRecords.reserveCapacity(createdRecords.count + count)
    }

    func isCreated(_ record: Record) -> Bool { created.contains(ObjectIdentifier(record)) }

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
