extension Store {
    /// The one door every write goes through (SPEC §5.5).
    ///
    /// Order: learn memberships; find or create records; per record write each slot's last
    /// entry (an equal value writes nothing) and clear the errors of slots written without
    /// one; apply field errors. Then notify, netted: only slots of pre-existing records
    /// whose value or error differs from before the batch.
    @discardableResult
    public func commit(_ changes: ChangeSet, kind: BatchKind) -> CommitSummary {
        for membership in changes.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        var created = Set<ObjectIdentifier>()
        let targets = changes.records.map { change -> Record in
            if let existing = records[change.key] { return existing }
            let made = Record(key: change.key, type: change.type)
            records[change.key] = made
            created.insert(ObjectIdentifier(made))
            return made
        }
        var errorsByRecord: [Int: [Int: FieldError]] = [:]
        for placed in changes.errors where errorsByRecord[placed.record]?[placed.slot] == nil {
            errorsByRecord[placed.record, default: [:]][placed.slot] = placed.error
        }
        var changed: [(Record, Int)] = []
        for (index, change) in changes.records.enumerated() {
            let record = targets[index]
            let isNew = created.contains(ObjectIdentifier(record))
            if record.isDeleted { record.isDeleted = false }
            let slots = apply(change, to: record, errors: errorsByRecord[index] ?? [:], targets: targets)
            if !isNew { changed += slots.map { (record, $0) } }
        }
        for (record, slot) in changed { record.notify(slot: slot) }
        emit(.committed(kind: kind, changed: changed.count))
        return CommitSummary(changed: changed.count, created: created.count)
    }

    /// Writes one record's entries and errors; returns the slots whose value or error changed.
    private func apply(_ change: ChangeRecord, to record: Record, errors: [Int: FieldError],
                       targets: [Record]) -> [Int] {
        var last: [Int: ChangeValue] = [:]
        var order: [Int] = []
        for entry in change.entries {
            if last.updateValue(entry.value, forKey: entry.slot) == nil { order.append(entry.slot) }
        }
        for slot in errors.keys where last[slot] == nil { order.append(slot) }
        var changed: [Int] = []
        for slot in order {
            let oldValue = record.value(at: slot)
            let oldError = record.storedError(at: slot)
            if let value = last[slot] {
                let newValue = slotValue(value, targets)
                if newValue != oldValue { record.write(newValue, at: slot) }
            }
            // A slot written without an error loses its old one; an error lands after.
            let newError = errors[slot] ?? (last[slot] == nil ? oldError : nil)
            if newError != oldError { record.setError(newError, at: slot) }
            if record.value(at: slot) != oldValue || newError != oldError { changed.append(slot) }
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
