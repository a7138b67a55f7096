/// What a check's walk with the image writes, gathered while it walks and committed after by
/// the commit's fill mode as they are (no change set built): cells memory lacked (memory
/// wins), links bound or repaired, records the image keeps as deleted, and the memberships
/// the image taught.
///
/// Records are kept in the order they were first filled, at positions the walk remembers
/// beside each record it meets (no lookup by key while walking); each record's few cells are
/// a small array, or the row it was read whole from, in the fills' buffers (`rows`), for a
/// record the commit makes (a record has a handful of fields: a scan beats a table).
struct HydrationFills {
    /// A cell as a row holds it.
    typealias Cell = StoredCell

    struct Fill {
        let hashedKey: RecordKey.Hashed
        var key: String { hashedKey.text }
        /// The key's number in `numbers` (-1 for a fill whose record is made: none is asked).
        let number: Int
        let type: TypeID
        /// Whose record the fill writes.
        let record: Target
        /// The cells, unless the fill holds a whole row in the fills' buffers (`kept`).
        var cells: [Cell] = []
        /// Where the row is in the fills' buffers (`rows`), for a record the commit makes from a
        /// row read whole: the record keeps it there (`Record.keep(row:in:)`), with no array of
        /// its own (`cells` is then empty). Nil when `cells` holds the fill's cells.
        var kept: KeptPlace?
        var isDeleted = false

        /// Whose record a fill writes: one record, or none yet, never two.
        enum Target {
            /// The record memory held under the key when the walk met it, so the commit does
            /// not look the key up again; the commit binds the cells' links.
            case held(Record)
            /// The record a pack's fill made for the key (`PackFill`), none of it in memory,
            /// its cells' links bound to records already.
            case made(Record)
            /// None yet: the commit makes it and binds the cells' links.
            case toMake
        }

        /// Where `slot`'s cell is in `cells`: a scan, a row has a handful of cells (an index
        /// by slot cost an array a record, more than every scan of it). A slot a damaged row
        /// repeats is found at its last cell, which the commit also keeps.
        func index(_ slot: Int) -> Int? {
            if let kept { return Self.index(slot, in: kept.cells) }
            return cells.withUnsafeBufferPointer { Self.index(slot, in: $0) }
        }

        @inline(__always)
        private static func index<Row: RandomAccessCollection<Cell>>(_ slot: Int, in row: Row) -> Int?
            where Row.Index == Int {
            var k = row.endIndex
            while k > row.startIndex {
                k -= 1
                if row[k].slot == slot { return k }
            }
            return nil
        }

        /// How many cells the fill holds.
        var count: Int { kept?.span.count ?? cells.count }

        /// Takes a whole row's cells (the fill has none yet): no cell is copied.
        mutating func adopt(_ row: [Cell]) {
            kept = nil
            cells = row
        }

        mutating func set(_ cell: Cell) {
            if let kept, let k = index(cell.slot) { return kept.cells[k] = cell }
            unkeep()
            if let k = index(cell.slot) { cells[k] = cell } else { cells.append(cell) }
        }

        mutating func remove(_ slot: Int) {
            unkeep()
            cells.removeAll { $0.slot == slot }
        }

        /// Moves a kept row's cells into `cells`, for a fill that changes its row's length (the
        /// buffer keeps nothing of them).
        mutating func unkeep() {
            guard let row = kept else { return }
            kept = nil
            cells = row.take()
        }

        /// The cells as an array: `cells`, or a copy of the kept row's.
        var cellsCopy: [Cell] { kept.map { Array($0.cells) } ?? cells }
    }

    private(set) var fills: [Fill] = []
    /// Records a pack's fill made that keep their rows already (`Record.keep(row:in:)`, links
    /// bound) or hold none: the commit puts them in the store as they are, with no fill, plan
    /// or write of their own (a fill each was ~500 instructions a record of the benchmark
    /// page, callgrind).
    private(set) var made: [Made] = []
    private(set) var memberships: [Membership] = []
    /// Every key the walk met (each record's and each link's it followed), numbered in the
    /// order met: the walk's one table of keys, which the commit's fill plan reads to find
    /// where each link points instead of hashing every key into a table of its own.
    private(set) var numbers: [RecordKey.Hashed: Int] = [:]
    /// The bytes of the rows read, where the cells' strings are until they are made.
    let bytes = RowBytes()
    /// The cells of the rows read, where the records the commit makes keep them
    /// (`Fill.kept`): one buffer for many rows, not an array a row.
    var rows = KeptRowsWriter()

    /// `key`'s number, the next one (`numbers.count`) when it is new: one hash either way.
    mutating func number(_ key: RecordKey.Hashed) -> Int {
        let next = numbers.count
        return numbers[key, default: next].claim()
    }

    /// A new record to fill, `held` the record memory holds under `key` (nil: none), `number`
    /// the key's (taken when nil), with `cells` (a row's, taken whole: none is copied);
    /// answers its position.
    @discardableResult
    mutating func add(_ key: RecordKey.Hashed, _ type: TypeID, held: Record?, number: Int? = nil,
                      cells: [Cell] = []) -> Int {
        fills.append(Fill(hashedKey: key, number: number ?? self.number(key), type: type,
                          record: held.map(Fill.Target.held) ?? .toMake, cells: cells))
        return fills.count - 1
    }

    /// A new record to fill (memory holds none under `key`), numbered `number`, with the row
    /// read whole into `rows` at `row`, kept there; answers its position.
    mutating func add(_ key: RecordKey.Hashed, _ type: TypeID, number: Int, row: KeptPlace) -> Int {
        fills.append(Fill(hashedKey: key, number: number, type: type, record: .toMake, kept: row))
        return fills.count - 1
    }

    /// A record made already and its key. A struct, not a tuple: an array of tuples is torn
    /// down element by element through the runtime's generic tuple witness (~80 instructions
    /// a record made, callgrind).
    struct Made {
        let key: RecordKey.Hashed
        let record: Record
    }

    /// A record to fill, made already (`made`, keyed `key`, none of it in memory, deleted or
    /// not), with its cells, their links bound; none when it keeps its row already (or holds
    /// nothing). It takes no number: nothing looks it up by key.
    @MainActor
    mutating func add(made: Record, _ key: RecordKey.Hashed, cells: [Cell]) {
        guard !cells.isEmpty else { return self.made.append(Made(key: key, record: made)) }
        fills.append(Fill(hashedKey: key, number: -1, type: made.type, record: .made(made), cells: cells,
                          isDeleted: made.isDeleted))
    }

    /// Makes room for `count` records, and numbers for as many keys unless `numbered` is false
    /// (records made already take none, and most keep their rows: `made`).
    mutating func reserveCapacity(_ count: Int, numbered: Bool = true) {
        guard numbered else { return made.reserveCapacity(count) }
        fills.reserveCapacity(count)
        numbers.reserveCapacity(count)
    }

    /// The value filled into `slot` at `position`, if any.
    func value(_ position: Int?, _ slot: Int) -> StoredValue? {
        guard let position, let k = fills[position].index(slot) else { return nil }
        if let kept = fills[position].kept { return kept.cells[k].value }
        return fills[position].cells[k].value
    }

    /// Whether the value filled into `slot` at `position` fits `shape`, tested in place; nil
    /// when nothing is filled there.
    @MainActor
    func fits(_ position: Int, _ slot: Int, _ shape: ScalarShape) -> Bool? {
        guard let k = fills[position].index(slot) else { return nil }
        if let kept = fills[position].kept { return kept.cells[k].value.fits(shape) }
        return fills[position].cells[k].value.fits(shape)
    }

    /// Fills `cell.slot` at `position`, replacing an earlier fill of that slot.
    mutating func set(_ position: Int, _ cell: Cell) { fills[position].set(cell) }

    /// Adds a row's cells at `position`.
    mutating func add(_ cells: [Cell], at position: Int) {
        if fills[position].count == 0 { return fills[position].adopt(cells) }
        fills[position].unkeep()
        fills[position].cells.reserveCapacity(fills[position].cells.count + cells.count)
        for cell in cells { fills[position].set(cell) }
    }

    /// Binds each link (or list of links) of `cells`, in order, to its target record, in
    /// place: a record the commit makes keeps its row this way. On the cells taken out of
    /// their fill (`takeCells`), or a row in the fills' buffers, so each cell is reached where
    /// it lies, not through the fills'.
    /// False, the cells bound only in part, when `target` finds no record for a link.
    @discardableResult
    static func bind<Cells: MutableCollection<Cell>>(_ cells: inout Cells,
                                                     _ target: (StoredLink) -> Record?) -> Bool {
        for k in cells.indices {
            switch cells[k].value {
            case .link(let link):
                guard let record = target(link) else { return false }
                cells[k].value = .record(record)
            case .links(let links):
                var records: [Record?] = []
                records.reserveCapacity(links.count)
                for link in links {
                    guard let link else { records.append(nil); continue }
                    guard let record = target(link) else { return false }
                    records.append(record)
                }
                cells[k].value = .records(records)
            default: continue
            }
        }
        return true
    }

    /// Moves the cells out of the fill at `position`, leaving it none: a record the commit
    /// makes keeps them, not a copy retained now and released with the fills.
    mutating func takeCells(_ position: Int) -> [Cell] {
        var cells: [Cell] = []
        swap(&cells, &fills[position].cells)
        return cells
    }

    /// The record at `position` exists only as deleted in the image.
    mutating func markDeleted(_ position: Int) { fills[position].isDeleted = true }

    /// Takes back a fill (a deferred part held only partly).
    mutating func remove(_ position: Int, _ slot: Int) { fills[position].remove(slot) }

    mutating func learn(_ membership: Membership) { memberships.append(membership) }

    var isEmpty: Bool { fills.isEmpty && made.isEmpty && memberships.isEmpty }

    /// The change set that writes the fills on the commit's general path (when the fill mode
    /// declines): each filled record, then any link target not among them (found or made by
    /// key; one memory holds deleted stays deleted).
    @MainActor
    func changeSet(store: Store) -> ChangeSet {
        var changes = ChangeSet()
        changes.records.reserveCapacity(fills.count + made.count)
        var targets: [RecordKey.Hashed: Int] = [:]
        targets.reserveCapacity(fills.count + made.count)
        // The walk fills only records it entered: none memory holds as deleted.
        for fill in fills {
            targets[fill.hashedKey] = changes.records.count
            changes.records.append(ChangeRecord(key: fill.hashedKey, type: fill.type, isDeleted: fill.isDeleted))
        }
        for each in made {
            targets[each.key] = changes.records.count
            changes.records.append(ChangeRecord(key: each.key, type: each.record.type, isDeleted: each.record.isDeleted))
        }
        func index(_ link: StoredLink) -> Int {
            if let known = targets[link.hashedKey] { return known }
            targets[link.hashedKey] = changes.records.count
            changes.records.append(ChangeRecord(key: link.hashedKey, type: link.type,
                                                isDeleted: store.records[link.hashedKey]?.isDeleted ?? false))
            return changes.records.count - 1
        }
        // A link bound already (a pack's fill) names its target by the record's key.
        func index(_ record: Record) -> Int {
            index(StoredLink(type: record.type, key: record.key))
        }
        // A record a pack's fill made may keep its row already (`Record.keep(row:in:)`): this
        // path makes a record of its own, from the row.
        let rows = fills.map(\.cellsCopy) + made.map { $0.record.takeKeptRow() }
        for (at, cells) in rows.enumerated() {
            var entries: [ChangeEntry] = []
            entries.reserveCapacity(cells.count)
            for cell in cells {
                let value = cell.value.change(index, bound: index)
                if let value { entries.append(ChangeEntry(slot: cell.slot, value: value)) }
                if let error = cell.error {
                    changes.errors.append(PlacedError(record: at, slot: cell.slot, error: error, isCaught: false))
                }
            }
            changes.records[at].entries = entries
        }
        changes.memberships = memberships
        return changes
    }
}

extension StoredValue {
    /// Whether this is a link or a list of links (bound or not), asked in place.
    @inline(__always)
    var isLink: Bool {
        switch self {
        case .link, .links, .record, .records: true
        default: false
        }
    }

    /// This value as a change's, each link's target (in order) given by `target`, or by
    /// `bound` for a link bound already to its record (a pack's fill); nil when missing (or
    /// when its bytes are not there).
    @MainActor
    consuming func change(_ target: (StoredLink) -> Int, bound: (Record) -> Int) -> ChangeValue? {
        switch self {
        case .record(let record): return .link(bound(record))
        case .records(let records): return .links(records.map { $0.map(bound) })
        default: return hydrated(target)
        }
    }
}
