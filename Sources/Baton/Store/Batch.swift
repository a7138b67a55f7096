/// The bookkeeping of one commit: records it created, slots it changed in records that
/// existed, and records whose deleted flag flipped. Edits write through it.
@MainActor
final class Batch {
    private(set) var created = Set<ObjectIdentifier>()
    private(set) var changed: [(Record, Int)] = []
    private var changedKeys = Set<SlotKey>()
    /// Records deleted or revived in this batch: the slots linking to them are told.
    private(set) var flipped = Set<ObjectIdentifier>()
    /// The records created and flipped, in order (a server batch's image snapshot takes them).
    private(set) var createdRecords: [Record] = []
    private(set) var flippedRecords: [Record] = []
    /// What the image forgets: ids `@deleteRecord` named that memory does not hold, and
    /// connections an edit could not reach in memory.
    var forgottenIDs: [String] = []
    var forgottenKeys: [String] = []

    private struct SlotKey: Hashable {
        let record: ObjectIdentifier
        let slot: Int
    }

    func markCreated(_ record: Record) {
        created.insert(ObjectIdentifier(record))
        createdRecords.append(record)
    }

    func isCreated(_ record: Record) -> Bool { created.contains(ObjectIdentifier(record)) }

    func markFlipped(_ record: Record) {
        if flipped.insert(ObjectIdentifier(record)).inserted { flippedRecords.append(record) }
    }

    /// Counts a changed slot once (created records are never counted).
    func noteChanged(_ record: Record, _ slot: Int) {
        guard !isCreated(record), changedKeys.insert(SlotKey(record: ObjectIdentifier(record), slot: slot)).inserted
        else { return }
        changed.append((record, slot))
    }

    /// Writes a slot when the value differs, noting the change.
    func write(_ record: Record, _ slot: Int, _ value: SlotValue) {
        guard record.value(at: slot) != value else { return }
        record.write(value, at: slot)
        noteChanged(record, slot)
    }
}
