/// The commit's fill mode: a batch that only fills slots memory lacks (the image's
/// hydration, inside the availability check).
///
/// Such a batch has no server values to diff slot by slot, no layer to lift, and nothing
/// for the image to snapshot, so the commit writes it in place: each record is found or
/// made once, its entries written, and the one rule every commit keeps for readers holds —
/// a slot of a record that existed before notifies its observers exactly once when its
/// value or error changes; a record the batch makes notifies no one (nothing can be
/// tracking it yet).
///
/// Whenever the batch needs more than that (optimistic layers live, twin slots, edits, a
/// key held under another type or another deleted state), nothing is written here and the
/// commit takes its general path.
extension Store {
    /// Writes the fill `changes` in place; nil, having written nothing, when the general
    /// path must.
    func commitFill(_ changes: ChangeSet) -> CommitSummary? {
        adoptTwins()
        guard layers.isEmpty, twins.isEmpty, changes.edits.isEmpty,
              let plan = FillTargets(changes, store: self) else { return nil }
        for membership in changes.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        // Made records go in at once: one growth of the table, not one per doubling.
        records.reserveCapacity(records.count + plan.made.count)
        for record in plan.made {
            records[record.key] = record
            identities.insert(record)
        }
        var errors: [Int: [Int: FieldError]] = [:]
        for placed in changes.errors where errors[placed.record]?[placed.slot] == nil {
            errors[placed.record, default: [:]][placed.slot] = placed.error
        }
        var changed: [(Record, Int)] = []
        var wrote = false
        for (index, change) in changes.records.enumerated() {
            let record = plan.targets[index]
            let placed = errors.isEmpty ? [:] : errors[index] ?? [:]
            if plan.isNew[index] {
                wrote = write(change, into: record, errors: placed, targets: plan.targets) || wrote
            } else {
                let slots = writeSlots(change, to: record, errors: placed, targets: plan.targets, journal: nil)
                for slot in slots { changed.append((record, slot)) }
                wrote = wrote || !slots.isEmpty
            }
        }
        for (record, slot) in changed { record.notify(slot: slot) }
        // A slot filled from nothing can change a verdict (a null, a link, an error).
        if wrote || verdictsUnsettled {
            verdictsUnsettled = false
            settleVerdicts()
        }
        return CommitSummary(changed: changed.count, created: plan.made.count)
    }

    /// Writes a made record's entries and errors without comparing (it held nothing);
    /// true when it wrote anything.
    private func write(_ change: ChangeRecord, into record: Record, errors: [Int: FieldError],
                       targets: [Record]) -> Bool {
        var top = -1
        for entry in change.entries where entry.slot > top { top = entry.slot }
        record.makeRoom(upTo: top)
        for entry in change.entries { record.write(slotValue(entry.value, targets), at: entry.slot) }
        for (slot, error) in errors { record.setError(error, at: slot) }
        return !change.entries.isEmpty || !errors.isEmpty
    }
}

/// The records a fill writes, settled before anything is written: the record each entry of
/// the change set names, held or made (and not yet in the store).
@MainActor
private struct FillTargets {
    var targets: [Record] = []
    var isNew: [Bool] = []
    /// Records to put into the store, in the order they were made.
    var made: [Record] = []

    /// Nil when a key is held under another type or another deleted state.
    init?(_ changes: ChangeSet, store: Store) {
        targets.reserveCapacity(changes.records.count)
        isNew.reserveCapacity(changes.records.count)
        for change in changes.records {
            if let held = store.records[change.key] {
                guard held.type == change.type, held.isDeleted == change.isDeleted else { return nil }
                targets.append(held)
                isNew.append(false)
            } else {
                let record = Record(key: change.key, type: change.type)
                if change.isDeleted { record.isDeleted = true }
                targets.append(record)
                isNew.append(true)
                made.append(record)
            }
        }
    }
}
