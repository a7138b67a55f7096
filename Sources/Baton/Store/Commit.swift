extension Store {
    /// The one door every write goes through (SPEC §5.5).
    ///
    /// Order: learn memberships; find or create records (reviving a deleted one the set
    /// names); per record write each slot's last entry (an equal value writes nothing) and
    /// clear the errors of slots written without one, then its field errors; apply the
    /// edits in order. Then notify, netted: only slots of pre-existing records whose value
    /// or error differs from before the batch, and the slots linking to records deleted or
    /// revived.
    @discardableResult
    public func commit(_ changes: ChangeSet, kind: BatchKind) -> CommitSummary {
        // An ended store commits nothing (SPEC §5.15): a late response reaches no record.
        guard !isEnded else { return CommitSummary(changed: 0, created: 0) }
        for membership in changes.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        let batch = Batch()
        let targets = changes.records.map { change -> Record in
            if let existing = records[change.key] {
                if existing.isDeleted {
                    existing.isDeleted = false
                    batch.markFlipped(existing)
                }
                return existing
            }
            return makeRecord(change.key, change.type, in: batch)
        }
        var errorsByRecord: [Int: [Int: FieldError]] = [:]
        for placed in changes.errors where errorsByRecord[placed.record]?[placed.slot] == nil {
            errorsByRecord[placed.record, default: [:]][placed.slot] = placed.error
        }
        for (index, change) in changes.records.enumerated() {
            let record = targets[index]
            for slot in apply(change, to: record, errors: errorsByRecord[index] ?? [:], targets: targets) {
                batch.noteChanged(record, slot)
            }
        }
        for edit in changes.edits { apply(edit, targets, batch) }
        // Merges, inserts and deletions may move or drop links: let the collector look.
        if !changes.edits.isEmpty { droppedLink = true }
        for (record, slot) in batch.changed { record.notify(slot: slot) }
        notifyLinks(toFlipped: batch.flipped)
        // The log names server and optimistic batches only (SPEC §5.5); local ones are the
        // runtime's own bookkeeping.
        if kind != .local { emit(.committed(kind: kind, changed: batch.changed.count)) }
        if droppedLink, kind != .local { scheduleCollection() }
        if !batch.changed.isEmpty || !batch.flipped.isEmpty { settleVerdicts() }
        return CommitSummary(changed: batch.changed.count, created: batch.created.count)
    }

    /// A new record in the store, counted as created by the batch.
    func makeRecord(_ key: String, _ type: TypeID, in batch: Batch) -> Record {
        let made = Record(key: key, type: type)
        records[key] = made
        batch.markCreated(made)
        return made
    }

    private func apply(_ edit: ChangeEdit, _ targets: [Record], _ batch: Batch) {
        switch edit {
        case .merge(let connectionMerge):
            merge(connectionMerge, targets, write: batch.write, pageInfoRecord: { key, type in
                records[key] ?? makeRecord(key, type, in: batch)
            })
        case .insert(let insert): self.insert(insert, targets, batch)
        case .deleteEdge(let id, let connections): deleteEdges(id: id, connections, batch)
        case .deleteRecord(let id): deleteRecord(id: id, batch)
        }
    }

    /// Writes one record's entries and errors; returns the slots whose value or error changed.
    private func apply(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                       targets: [Record]) -> [Int] {
        var changed: [Int] = []
        var written = Set<Int>()
        for entry in Self.lastPerSlot(change.entries) {
            let oldValue = record.value(at: entry.slot)
            let oldError = record.storedError(at: entry.slot)
            let newValue = slotValue(entry.value, targets)
            if newValue != oldValue {
                if Self.dropsLink(oldValue, newValue) { droppedLink = true }
                record.write(newValue, at: entry.slot)
            }
            // A slot written without an error loses its old one; an error lands after.
            let newError = errors[entry.slot]
            if newError != oldError { record.setError(newError, at: entry.slot) }
            if newValue != oldValue || newError != oldError { changed.append(entry.slot) }
            if !errors.isEmpty { written.insert(entry.slot) }
        }
        for (slot, error) in errors where !written.contains(slot) && record.storedError(at: slot) != error {
            record.setError(error, at: slot)
            changed.append(slot)
        }
        return changed
    }

    /// The last entry per slot. Objects rarely repeat a slot, so small sets are checked
    /// pairwise instead of hashed.
    static func lastPerSlot(_ entries: [ChangeEntry]) -> [ChangeEntry] {
        if entries.count <= 32 {
            var kept: [ChangeEntry] = []
            kept.reserveCapacity(entries.count)
            for i in entries.indices where !entries[(i + 1)...].contains(where: { $0.slot == entries[i].slot }) {
                kept.append(entries[i])
            }
            return kept
        }
        var last: [Int: Int] = [:]
        for (i, entry) in entries.enumerated() { last[entry.slot] = i }
        return entries.indices.filter { last[entries[$0].slot] == $0 }.map { entries[$0] }
    }

    private func slotValue(_ value: ChangeValue, _ targets: [Record]) -> SlotValue {
        switch value {
        case .null: .null
        case .bool(let v): .bool(v)
        case .int(let v): .int(v)
        case .float(let v): .float(v)
        case .string(let v): .string(v)
        case .link(let i): .link(targets[i])
        case .links(let list): .links(list.map { $0.map { targets[$0] } })
        case .scalars(let list): .scalars(list)
        }
    }
}
