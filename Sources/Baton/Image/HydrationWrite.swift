/// Writing a check's fills into memory without the general commit.
///
/// Hydration fills only slots memory lacks, inside the availability check: there is no
/// server batch to diff, no layer to lift, and no image snapshot to take. So the fills are
/// written straight into the records (made where memory holds none), and the one rule a
/// commit keeps for readers holds here too: a slot of a record that existed before, whose
/// value or error the fill changes, notifies its observers exactly once; a record the fill
/// makes notifies no one (nothing can be tracking it yet).
///
/// Whenever a fill needs more than that (optimistic layers live, twin slots, a key held
/// under another type or another deleted state), nothing is written here and the caller
/// commits the change set the general way.
extension HydrationFills {
    /// Writes the fills into `store`; false, having written nothing, when the general commit
    /// must. `position(key)` answers where a key's fill is, if it has one.
    @MainActor
    func write(into store: Store, position: @escaping (String) -> Int?) -> Bool {
        guard !store.isEnded else { return true }
        store.adoptTwins()
        guard store.layers.isEmpty, store.twins.isEmpty,
              let plan = FillPlan(fills, store: store, position: position) else { return false }
        for membership in memberships {
            store.memberships[membership.type, default: []].insert(membership.condition)
        }
        for record in plan.made {
            store.records[record.key] = record
            store.identities.insert(record)
        }
        var changed: [(Record, Int)] = []
        var wrote = false
        var links = plan.links.makeIterator()
        for at in fills.indices {
            let record = plan.records[at]
            let isNew = plan.isNew[at]
            let start = changed.count
            for cell in fills[at].cells {
                guard write(cell, to: record, links: &links, notifies: !isNew) else { continue }
                wrote = true
                // A damaged row may repeat a slot: its observers are told once.
                if isNew || changed[start...].contains(where: { $0.1 == cell.slot }) { continue }
                changed.append((record, cell.slot))
            }
        }
        for (record, slot) in changed { record.notify(slot: slot) }
        // A slot filled from nothing can change a verdict (a null, a link, an error).
        if wrote || store.verdictsUnsettled {
            store.verdictsUnsettled = false
            store.settleVerdicts()
        }
        return true
    }

    /// Writes one cell as the general commit would: a value (clearing the slot's error unless
    /// the cell has one), or an error alone. True when the record changed.
    @MainActor
    private func write(_ cell: Cell, to record: Record, links: inout IndexingIterator<[Record]>,
                       notifies: Bool) -> Bool {
        let value: SlotValue? = cell.value.hydrated { _ in links.next()! }
        guard notifies else {
            if let value { record.write(value, at: cell.slot) }
            if let error = cell.error { record.setError(error, at: cell.slot) }
            return value != nil || cell.error != nil
        }
        var changed = false
        if let value, record.value(at: cell.slot) != value {
            record.write(value, at: cell.slot)
            changed = true
        }
        if value != nil || cell.error != nil, record.storedError(at: cell.slot) != cell.error {
            record.setError(cell.error, at: cell.slot)
            changed = true
        }
        return changed
    }
}

/// The records a fill writes, settled before anything is written: each fill's record (held,
/// or made and not yet in the store), and each link target outside the fills.
@MainActor
private struct FillPlan {
    var records: [Record] = []
    var isNew: [Bool] = []
    /// Records to put into the store, in the order they were made.
    var made: [Record] = []
    /// The target of every link the fills hold, in the order the write meets them (fill by
    /// fill, cell by cell): each key is looked up once.
    var links: [Record] = []
    private var outside: [String: Record] = [:]
    private let position: (String) -> Int?

    /// Nil when a key is held under another type or another deleted state.
    init?(_ fills: [HydrationFills.Fill], store: Store, position: @escaping (String) -> Int?) {
        self.position = position
        records.reserveCapacity(fills.count)
        isNew.reserveCapacity(fills.count)
        for fill in fills {
            if let held = store.records[fill.key] {
                guard held.type == fill.type, held.isDeleted == fill.isDeleted else { return nil }
                records.append(held)
                isNew.append(false)
            } else {
                let record = Record(key: fill.key, type: fill.type)
                if fill.isDeleted { record.isDeleted = true }
                records.append(record)
                isNew.append(true)
                made.append(record)
            }
        }
        for fill in fills {
            for cell in fill.cells {
                switch cell.value {
                case .link(let link): guard settle(link, store) else { return nil }
                case .links(let list): for link in list { if let link { guard settle(link, store) else { return nil } } }
                default: continue
                }
            }
        }
    }

    /// Notes a link's target: a fill's record, or one found or made outside the fills; false
    /// on a type conflict.
    private mutating func settle(_ link: StoredLink, _ store: Store) -> Bool {
        if let at = position(link.key) {
            links.append(records[at])
            return true
        }
        if let known = outside[link.key] {
            links.append(known)
            return true
        }
        let record: Record
        if let held = store.records[link.key] {
            guard held.type == link.type else { return false }
            record = held
        } else {
            record = Record(key: link.key, type: link.type)
            made.append(record)
        }
        outside[link.key] = record
        links.append(record)
        return true
    }
}
