/// A relaunch's check answered from a root's pack without the image's walk: every row of the
/// pack filled as the walk fills a row memory lacks, every root cell memory lacks, and the
/// memberships the image taught the types met; committed, then the walk in memory answers.
///
/// A pack holds exactly the rows the root's plan reaches (the file's, copied when the plan
/// found them whole), so filling them all fills what the walk would, in another order. It
/// stands for the walk only where nothing else decides what the walk fills: memory holds
/// none of the pack's records (memory wins cell by cell on the walk's path), the operation
/// has no deferred part (a part held in part has its fills taken back), and no optimistic
/// layer is on the store.
@MainActor
struct PackFill {
    var fills = HydrationFills()
    var touch = ImageTouch()
    /// The root's fetch time, read when the root takes its age from the image.
    var storedTime: Double?

    /// Whether a check of `resolution` may be answered from its root's pack.
    static func stands(for resolution: Resolution, in store: Store) -> Bool {
        // An ended store commits nothing: the records made would keep their rows, linking one
        // another, with no store to clear them.
        !resolution.operation.hasDeferred && store.layers.isEmpty && !store.isEnded
    }

    /// Nil, with nothing filled, when memory holds one of the root fields or a record of one
    /// of the pack's keys (either way memory decides, cell by cell, what the walk reads), a
    /// row does not read whole, or a link's type is not its target's: the walk checks,
    /// reading the same pack.
    ///
    /// Each record is made by the pack's entry number and keeps its row as read, its links
    /// bound to their records (`PackTargets`): the commit puts them in the store as they are.
    init?(_ pack: PackIndex, _ resolution: Resolution, store: Store, database: ImageDatabase) {
        let queryRoot = store.root(.query)
        let held = store.memberships[queryRoot.type] ?? []
        let stored = database.conditions(of: queryRoot.type)
        let variant = resolution.root.variant(for: queryRoot.type, answered: held.union(stored))
        for field in variant.fields {
            if case .typename = field.kind { continue }
            guard queryRoot.value(at: field.slot) == .missing else { return nil }
            if let connection = field.connection, queryRoot.value(at: connection.handleSlot) != .missing { return nil }
        }
        // The names table is taken out of the database for the fill and put back after: reached
        // through the database (a class) at each row, it was checked for exclusive access
        // each time (~100 K instructions a check of the benchmark page).
        var names = NameTable()
        swap(&names, &database.names)
        defer { swap(&names, &database.names) }
        // The pack's records are made first, so a row's links are bound as it is read.
        guard var targets = PackTargets(pack, store: store, names: &names) else { return nil }
        guard fill(pack, queryRoot, variant, &targets, store: store, database: database, names: &names) else {
            dropRows()
            return nil
        }
    }

    /// Drops the rows the records made keep, for a fill that is not committed: a row links
    /// records that keep rows in the same buffers (`KeptRows`), and outside a store no one
    /// would clear them.
    func dropRows() {
        for made in fills.made { _ = made.record.dropKeptRow() }
    }

    /// Fills every row of the pack, the memberships of the types met, and the root's cells;
    /// false when a row does not read whole or a link's type is not its target's.
    private mutating func fill(_ pack: PackIndex, _ queryRoot: Record, _ variant: ResolvedVariant,
                               _ targets: inout PackTargets, store: Store, database: ImageDatabase,
                               names: inout NameTable) -> Bool {
        fills.reserveCapacity(pack.count + 1, numbered: false)
        touch.keys.reserveCapacity(pack.count)
        // The types the walk enters (it computes a variant for each): a list's records are
        // mostly of one type, so the last is kept at hand, no set hashed a record.
        var types: [TypeID] = [queryRoot.type]
        // The records' strings stay in the pack's one copy of the blob (`PackIndex.kept`):
        // copying each row's bytes was ~195 instructions a row of the benchmark page, and a
        // copy of the whole pack ~140 K a check.
        for entry in 0..<pack.count {
            let record = targets.record(entry)
            let key = pack.hashedKey(entry)
            touch.keys.append(key.text)
            guard !record.isDeleted else {
                fills.add(made: record, key, cells: [])
                continue
            }
            guard let cells = targets.cells(entry, of: record, fills: &fills, names: &names) else { return false }
            if types.last != record.type, !types.contains(record.type) { types.append(record.type) }
            fills.add(made: record, key, cells: cells)
        }
        for type in types {
            let held = store.memberships[type] ?? []
            for condition in database.conditions(of: type).subtracting(held).sorted() {
                fills.learn(Membership(type: type, condition: condition))
            }
        }
        return fillRoot(queryRoot, variant, &targets, &names)
    }

    /// The root cells the walk reads (memory holds none of the root's fields): each field's
    /// the pack holds, and a connection's handle unless the connection is null; false when a
    /// link's type is not its target's.
    private mutating func fillRoot(_ queryRoot: Record, _ variant: ResolvedVariant, _ targets: inout PackTargets,
                                   _ names: inout NameTable) -> Bool {
        let pack = targets.pack
        var position: Int?
        var clash = false
        func fill(_ slot: Int, _ storageKey: String) -> StoredValue? {
            guard let bytes = pack.rootCell(storageKey),
                  let cell = RowCodec.decodeRootCell(bytes, slot: slot, keeping: pack.kept,
                                                     keptAt: pack.offset(of: bytes), keys: pack,
                                                     names: &names)
            else { return nil }
            var cells = [cell]
            guard targets.bind(&cells, fills: &fills) else {
                clash = true
                return nil
            }
            let at = position ?? fills.add(RecordKey.Hashed.root(.query), queryRoot.type, held: queryRoot)
            position = at
            fills.set(at, cells[0])
            touch.rootFields.append(storageKey)
            return cells[0].value
        }
        for field in variant.fields {
            if case .typename = field.kind { continue }
            let value = fill(field.slot, field.storageKey)
            guard let connection = field.connection else { continue }
            if case .null? = value { continue }
            _ = fill(connection.handleSlot, connection.handleKey)
        }
        return !clash
    }
}
