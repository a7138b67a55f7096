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
        precondition(changes.numbering == nil || changes.numbering === numbering,
                     "a change set read for another store: resolve the plan for this store")
        for membership in changes.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        adoptTwins()
        let batch = Batch()
        let targets = changes.records.map { record(for: $0, in: batch) }
        var errorsByRecord: [Int: [Int: FieldError]] = [:]
        for placed in changes.errors where errorsByRecord[placed.record]?[placed.slot] == nil {
            errorsByRecord[placed.record, default: [:]][placed.slot] = placed.error
        }
        for (index, change) in changes.records.enumerated() {
            let record = targets[index]
            let slots = apply(change, to: record, errors: errorsByRecord[index] ?? [:], targets: targets)
            let twinned = writeTwins(of: slots, on: record)
            // A record this batch created notifies no one: skip the per-slot bookkeeping.
            guard !slots.isEmpty, !batch.isCreated(record) else { continue }
            for slot in slots + twinned { batch.noteChanged(record, slot) }
        }
        for edit in changes.edits { apply(edit, targets, batch) }
        writeEditTwins(batch)
        // Merges, inserts and deletions may move or drop links: let the collector look.
        if !changes.edits.isEmpty { droppedLink = true }
        for (record, slot) in batch.changed { record.notify(slot: slot) }
        notifyLinks(toFlipped: batch.flipped)
        // The log names server and optimistic batches only (SPEC §5.5); local ones are the
        // runtime's own bookkeeping.
        if kind != .local { emit(.committed(kind: kind, changed: batch.changed.count)) }
        if droppedLink, kind != .local { scheduleCollection() }
        // Verdicts hang on nulls, links, errors and deletions: a batch of plain scalars
        // settles nothing.
        if verdictsUnsettled || !batch.flipped.isEmpty || !changes.edits.isEmpty {
            verdictsUnsettled = false
            settleVerdicts()
        }
        return CommitSummary(changed: batch.changed.count, created: batch.created.count)
    }

    /// A new record in the store, counted as created by the batch.
    func makeRecord(_ key: String, _ type: TypeID, in batch: Batch) -> Record {
        let made = Record(key: key, type: type)
        records[key] = made
        identities.insert(made)
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
    ///
    /// The entries are walked from the last so the last entry per slot wins without a
    /// grouping pass; an unchanged value is recognised in place (`ChangeValue.isSame`)
    /// and builds nothing. The returned slots are in the order of their last entries.
    private func apply(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                       targets: [Record]) -> [Int] {
        var changed: [Int] = []
        var met = SlotsMet()
        let entries = change.entries
        for k in entries.indices.reversed() where met.insert(entries[k].slot) {
            let slot = entries[k].slot
            let sameValue = record.holds(entries[k].value, at: slot, targets: targets)
            if !sameValue {
                let newValue = slotValue(entries[k].value, targets)
                let oldValue = record.value(at: slot)
                if Self.dropsLink(oldValue, newValue) { droppedLink = true }
                if Self.touchesVerdicts(oldValue, newValue) { verdictsUnsettled = true }
                record.write(newValue, at: slot)
            }
            // A slot written without an error loses its old one; an error lands after.
            let oldError = record.storedError(at: slot)
            let newError = errors.isEmpty ? nil : errors[slot]
            if newError != oldError {
                record.setError(newError, at: slot)
                verdictsUnsettled = true
            }
            if !sameValue || newError != oldError { changed.append(slot) }
        }
        changed.reverse()
        for (slot, error) in errors where met.insert(slot) && record.storedError(at: slot) != error {
            record.setError(error, at: slot)
            changed.append(slot)
            verdictsUnsettled = true
        }
        return changed
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
