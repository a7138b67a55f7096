/// What slots and records held before a run of writes, each noted at its first touch: the
/// undo log of an optimistic layer, and the "before" a batch under layers nets against.
///
/// Noting costs one set insertion per slot touched; restoring writes each noted slot back
/// once, so undoing a layer costs what applying it did.
@MainActor
final class Journal {
    /// One slot as it was before the first write the journal saw.
    struct Entry {
        let record: Record
        let slot: Int
        let value: SlotValue
        let error: FieldError?
    }

    private(set) var entries: [Entry] = []
    private var seen = Set<SlotKey>()
    /// Records' deleted flags before their first flip.
    private(set) var flags: [(record: Record, wasDeleted: Bool)] = []
    private var flagged = Set<ObjectIdentifier>()
    /// Records made while the journal was open: undoing leaves them empty, so they go.
    private(set) var created: [Record] = []

    /// Saves `record`'s slot as it is now, unless an earlier write already did.
    func note(_ record: Record, _ slot: Int) {
        guard seen.insert(SlotKey(record, slot)).inserted else { return }
        entries.append(Entry(record: record, slot: slot, value: record.value(at: slot),
                             error: record.storedError(at: slot)))
    }

    /// Saves `record`'s deleted flag as it was before a flip, unless an earlier flip did.
    func noteFlag(_ record: Record, wasDeleted: Bool) {
        guard flagged.insert(ObjectIdentifier(record)).inserted else { return }
        flags.append((record, wasDeleted))
    }

    func noteCreated(_ record: Record) { created.append(record) }

    /// Whether nothing was noted.
    var isEmpty: Bool { entries.isEmpty && flags.isEmpty && created.isEmpty }

    /// Every record the journal names: the ones written, flipped or made.
    var records: [Record] { entries.map(\.record) + flags.map(\.record) + created }
}

/// A (record, slot) pair, by the record's identity.
struct SlotKey: Hashable {
    let record: ObjectIdentifier
    let slot: Int

    init(_ record: Record, _ slot: Int) {
        self.record = ObjectIdentifier(record)
        self.slot = slot
    }
}
