/// The commit's fill mode: a batch that only fills slots memory lacks (the image's
/// hydration, inside the availability check).
///
/// Such a batch has no server values to diff slot by slot, no layer to lift, and nothing
/// for the image to snapshot, so the commit writes it in place, straight from the cells the
/// walk gathered (no change set is built and taken apart): each record is found or made
/// once, its cells written, and the one rule every commit keeps for readers holds — a slot
/// of a record that existed before notifies its observers exactly once when its value or
/// error changes (through the commit's one slot writer, `writeSlots`); a record the batch
/// makes notifies no one (nothing can be tracking it yet).
///
/// Whenever the batch needs more than that (optimistic layers live, twin slots, a key held
/// under another type or another deleted state), nothing is written here and the fills are
/// committed as a local change set on the general path.
extension Store {
    /// Writes `fills`. The records it makes take their values out of `fills` (moved, not
    /// copied), so what is left is not a batch to commit again.
    @discardableResult
    func commit(fill fills: inout HydrationFills) -> CommitSummary {
        guard !isEnded else { return CommitSummary(changed: 0, created: 0) }
        return commitFill(&fills) ?? commit(fills.changeSet(store: self), kind: .local)
    }

    /// Writes `fills` in place; nil, having written nothing and taken nothing from `fills`,
    /// when the general path must.
    func commitFill(_ fills: inout HydrationFills) -> CommitSummary? {
        adoptTwins()
        guard layers.isEmpty, twins.isEmpty, let plan = FillPlan(fills, store: self) else {
            return nil
        }
        for membership in fills.memberships {
            memberships[membership.type, default: []].insert(membership.condition)
        }
        // Made records go in at once: one growth of each table, not one per doubling.
        let created = plan.made.count + fills.made.count
        records.reserveCapacity(records.count + created)
        identities.reserveCapacity(records.count + created)
        // The plan's records take their cells below; a pack's records that keep their rows (or
        // hold nothing) go in as they are.
        _ = put(plan.made)
        var changed: [(Record, Int)] = []
        var wrote = put(fills.made)
        // The links' targets are taken in the order the plan met them.
        var link = 0
        // By index, here and below: a `for … in` copies each fill and each cell (their
        // strings and errors retained, then released).
        for index in fills.fills.indices {
            let record = plan.targets[index]
            if case .held = fills.fills[index].record {
                let (change, errors) = plan.change(fills.fills[index], link: &link)
                let slots = writeSlots(change, to: record, errors: errors, targets: plan.targets, journal: nil)
                for slot in slots { changed.append((record, slot)) }
                wrote = wrote || !slots.isEmpty
            } else {
                wrote = write(&fills, index, into: record, plan, link: &link) || wrote
            }
        }
        for (record, slot) in changed { record.notify(slot: slot) }
        // A slot filled from nothing can change a verdict (a null, a link, an error).
        if wrote || verdictsUnsettled {
            verdictsUnsettled = false
            settleVerdicts()
        }
        return CommitSummary(changed: changed.count, created: created)
    }

    /// Puts `made` (none of them in the store) in the store as they are; true when one keeps a
    /// row. By index, in a buffer: a `for … in` retains each key and record, and a check of the
    /// benchmark page puts ~900.
    private func put(_ made: [HydrationFills.Made]) -> Bool {
        var kept = false
        made.withUnsafeBufferPointer { made in
            for k in made.indices {
                assert(records[made[k].key] == nil, "the store changed between the fill and its commit")
                records[made[k].key] = made[k].record
                identities.insert(made[k].record)
                kept = kept || made[k].record.keepsRow
            }
        }
        return kept
    }

    /// Gives a made record its cells without comparing (it held nothing) and without making
    /// its values: it keeps the row, links bound to the plan's targets (a pack's fill bound
    /// them already), and makes each value when a reader first asks (`Record.keep(row:)`);
    /// true when there is anything.
    private func write(_ fills: inout HydrationFills, _ index: Int, into record: Record, _ plan: FillPlan,
                       link: inout Int) -> Bool {
        // A row read whole is bound and kept where it was read, in the fills' buffers.
        if let kept = fills.fills[index].kept {
            guard kept.span.count > 0 else { return false }
            var cells = kept.cells
            HydrationFills.bind(&cells) { _ in plan.targets[plan.next(&link)] }
            record.keep(row: kept.span, in: fills.rows.buffer(kept.buffer))
            return true
        }
        let bound = if case .made = fills.fills[index].record { true } else { false }
        var cells = fills.takeCells(index)
        guard !cells.isEmpty else { return false }
        if !bound { HydrationFills.bind(&cells) { _ in plan.targets[plan.next(&link)] } }
        record.keep(row: cells)
        return true
    }
}

/// The records a fill writes, settled before anything is written: the record of each fill
/// (memory's, as the walk found it, made by a pack's fill, or made here), then each link
/// target outside the fills (memory's or made), and where each link the cells hold points
/// among them. A pack's fill made its records with their links bound: nothing of theirs is
/// looked up here.
@MainActor
private struct FillPlan {
    var targets: [Record] = []
    /// Records to put into the store, in the order they were made, with their keys' hashes.
    var made: [HydrationFills.Made] = []
    /// For each link in the fills' cells, in order (a list's nil entries skipped): its
    /// target's index in `targets`.
    var links: [Int] = []

    /// Nil when a key is held under another type or another deleted state.
    init?(_ fills: HydrationFills, store: Store) {
        targets.reserveCapacity(fills.fills.count)
        made.reserveCapacity(fills.fills.count)
        // Where each key's record is in `targets`, by the key's number in the walk's table
        // (-1: not yet): the fills' first (a key has one fill), then each link target outside
        // them as it is met. A link the walk did not follow (a field outside the selection)
        // has no number: such keys get a small table of their own.
        var placed = [Int](repeating: -1, count: fills.numbers.count)
        var unnumbered: [RecordKey.Hashed: Int] = [:]
        // By index: a `for … in` copies each fill (its key, record and cells retained).
        for at in fills.fills.indices {
            switch fills.fills[at].record {
            case .made(let record):
                assert(store.records[fills.fills[at].hashedKey] == nil, "the store changed between the fill and its commit")
                targets.append(record)
                made.append(HydrationFills.Made(key: fills.fills[at].hashedKey, record: record))
            case .held(let held):
                assert(store.records[fills.fills[at].hashedKey] === held, "the store changed between the walk and its fill")
                guard held.type == fills.fills[at].type, held.isDeleted == fills.fills[at].isDeleted else { return nil }
                placed[fills.fills[at].number] = targets.count
                targets.append(held)
            case .toMake:
                assert(store.records[fills.fills[at].hashedKey] == nil, "the store changed between the walk and its fill")
                placed[fills.fills[at].number] = targets.count
                let record = Record(key: fills.fills[at].key, type: fills.fills[at].type)
                if fills.fills[at].isDeleted { record.isDeleted = true }
                targets.append(record)
                made.append(HydrationFills.Made(key: fills.fills[at].hashedKey, record: record))
            }
        }
        var clash = false
        func target(_ link: StoredLink) -> Int {
            let number = fills.numbers[link.hashedKey]
            if let number {
                if placed[number] >= 0 { return placed[number] }
            } else if let known = unnumbered[link.hashedKey] {
                return known
            }
            if let held = store.records[link.hashedKey] {
                if held.type != link.type { clash = true }
                targets.append(held)
            } else {
                let record = Record(key: link.key, type: link.type)
                targets.append(record)
                made.append(HydrationFills.Made(key: link.hashedKey, record: record))
            }
            if let number { placed[number] = targets.count - 1 } else { unnumbered[link.hashedKey] = targets.count - 1 }
            return targets.count - 1
        }
        // A link bound already (a held record's fill by a pack: its root cells) is its record.
        func place(_ record: Record) -> Int {
            targets.append(record)
            return targets.count - 1
        }
        // By index, as the commit writes them: a `for … in` copies each cell.
        for at in fills.fills.indices {
            if case .made = fills.fills[at].record { continue }
            if let kept = fills.fills[at].kept {
                // A link cell of a row kept in the fills' buffers is moved out while it is looked
                // at, then back: read where it lies, it was copied first, every cell (the compiler
                // cannot tell the buffer unchanged meanwhile: ~0.6 M instructions a check of the
                // benchmark page, callgrind).
                let cells = kept.cells
                var value = StoredValue.missing
                for k in cells.indices where cells[k].value.isLink {
                    swap(&value, &cells[k].value)
                    switch value {
                    case .link(let link): links.append(target(link))
                    case .links(let list): for case let link? in list { links.append(target(link)) }
                    case .record(let record): links.append(place(record))
                    case .records(let list): for case let record? in list { links.append(place(record)) }
                    default: break
                    }
                    swap(&value, &cells[k].value)
                    if clash { return nil }
                }
                continue
            }
            for k in fills.fills[at].cells.indices {
                switch fills.fills[at].cells[k].value {
                case .link(let link): links.append(target(link))
                case .links(let list): for case let link? in list { links.append(target(link)) }
                case .record(let record): links.append(place(record))
                case .records(let list): for case let record? in list { links.append(place(record)) }
                default: continue
                }
                if clash { return nil }
            }
        }
    }

    /// The next link's target index.
    func next(_ link: inout Int) -> Int {
        defer { link += 1 }
        return links[link]
    }

    /// A held record's fill as the slot writer takes it: its entries (links as indices in
    /// `targets`) and its errors (the first per slot).
    func change(_ fill: HydrationFills.Fill, link: inout Int) -> (ChangeRecord, [Int: FieldError]) {
        var entries: [ChangeEntry] = []
        entries.reserveCapacity(fill.cells.count)
        var errors: [Int: FieldError] = [:]
        for cell in fill.cells {
            let value = cell.value.change({ _ in next(&link) }, bound: { _ in next(&link) })
            if let value { entries.append(ChangeEntry(slot: cell.slot, value: value)) }
            if let error = cell.error, errors[cell.slot] == nil { errors[cell.slot] = error }
        }
        return (ChangeRecord(key: fill.hashedKey, type: fill.type, entries: entries), errors)
    }
}
