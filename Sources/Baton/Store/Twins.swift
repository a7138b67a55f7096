/// Twins: a key the store rendered from variables and numbered itself (`~n`), whose text the
/// build later names as a constant (a module's `Slots` constant first used after the store
/// rendered the same text). Both slots then mean one field: the store adopts the constant at
/// its next check or commit, copies what the records hold, and from then on writes the two
/// together. New resolutions use the constant; older ones keep reading their own number.
struct Twins {
    private struct Slot: Hashable {
        let space: Int32
        let slot: Int
    }
    /// Each slot's twin, both ways.
    private var pairs: [Slot: Int] = [:]
    /// How many of the process's numberings were looked at: a store starts after those made
    /// before it, since a key it renders finds an older constant by itself.
    private var seen = SlotRegistry.shared.count

    var isEmpty: Bool { pairs.isEmpty }

    /// The twin of `slot` on a record of `type`, if it has one.
    func twin(of slot: Int, on type: TypeID) -> Int? {
        pairs.isEmpty ? nil : pairs[Slot(space: SlotRegistry.space(type), slot: slot)]
    }

    /// The new pairs among the constants numbered since the last call: (space, store slot,
    /// constant slot).
    mutating func adopt(from numbering: StoreNumbering) -> [(space: Int32, stored: Int, constant: Int)] {
        let numbered = SlotRegistry.shared.numbered(since: seen)
        guard !numbered.isEmpty else { return [] }
        seen += numbered.count
        var adopted: [(space: Int32, stored: Int, constant: Int)] = []
        for constant in numbered {
            guard let n = numbering.number(of: constant.key, space: constant.space) else { continue }
            let stored = StoreNumbering.slot(n)
            pairs[Slot(space: constant.space, slot: stored)] = constant.slot
            pairs[Slot(space: constant.space, slot: constant.slot)] = stored
            adopted.append((constant.space, stored, constant.slot))
        }
        return adopted
    }

    /// Forgets the pairs of freed store slots.
    mutating func forget(_ freed: Set<Int>) {
        guard !pairs.isEmpty else { return }
        for (key, other) in pairs where freed.contains(key.slot) || freed.contains(other) { pairs[key] = nil }
    }

    mutating func removeAll() { pairs = [:] }
}

extension Store {
    /// Adopts the constants the build numbered since the last look whose text this store had
    /// numbered itself: each record holding the store's slot gets the value in the constant's
    /// slot too (memory wins over nothing; an equal write is no change), and readers of the
    /// constant are told.
    func adoptTwins() {
        let adopted = twins.adopt(from: numbering)
        guard !adopted.isEmpty else { return }
        for record in records.values {
            let space = SlotRegistry.space(record.type)
            for pair in adopted where pair.space == space {
                let value = record.value(at: pair.stored)
                guard value != .missing, record.value(at: pair.constant) != value else { continue }
                record.write(value, at: pair.constant)
                record.setError(record.storedError(at: pair.stored), at: pair.constant)
                record.notify(slot: pair.constant)
            }
        }
    }

    /// Writes the twins of the slots a batch changed on `record`, so the two stay one field;
    /// returns the twins written.
    func writeTwins(of slots: [Int], on record: Record, _ batch: Batch) -> [Int] {
        guard !twins.isEmpty else { return [] }
        var written: [Int] = []
        for slot in slots {
            guard let twin = twins.twin(of: slot, on: record.type) else { continue }
            batch.note(record, twin)
            record.write(record.value(at: slot), at: twin)
            record.setError(record.storedError(at: slot), at: twin)
            written.append(twin)
        }
        return written
    }

    /// Writes the twins of the slots the batch's edits changed on records that existed.
    func writeEditTwins(_ batch: Batch) {
        guard !twins.isEmpty else { return }
        for (record, slot) in batch.changed {
            for twin in writeTwins(of: [slot], on: record, batch) { batch.noteChanged(record, twin) }
        }
    }

    /// After a collection: frees the store numbers nothing holds (no resolution, no lens
    /// scope), clearing them from every record, so the key table shrinks back.
    func freeUnheldKeys() {
        let freed = Set(numbering.freeUnheld())
        guard !freed.isEmpty else { return }
        for record in records.values { record.forget(storeSlots: freed) }
        twins.forget(freed)
    }
}

extension Store {
    /// The storage key text a slot stands for on a record of `type`: the build's constant, or
    /// the key this store rendered and numbered (`~n` when the number was freed).
    public func storageKey(of slot: Int, on type: TypeID) -> String {
        if slot >= 0 { return SlotRegistry.shared.storageKey(type, slot) ?? "~\(slot)" }
        return numbering.text(ofSlot: slot) ?? "~\(StoreNumbering.number(ofSlot: slot))"
    }
}

extension Store {
    /// The slot this store reads a storage key text at on records of `type`, if it has one:
    /// the number this store gave it, else the build's constant for the text.
    func existingSlot(_ text: String, on type: TypeID) -> Int? {
        if let own = numbering.number(of: text, space: SlotRegistry.space(type)) { return StoreNumbering.slot(own) }
        return SlotRegistry.shared.existingSlot(type, text)
    }
}
