/// The records a pack filled whole makes, one for each of its entries, and where its rows'
/// links point: a link to a record the pack holds is bound to that entry's record as the row
/// is read (`PackRecords`), found by its key's bytes, with no key made or hashed for it and
/// no second pass to bind it.
///
/// A row naming a key the pack lacks (a field outside the selection) is read by keys and
/// bound here, on the main actor: memory's record of the key, or one made (and filled
/// empty, so the commit puts it in the store with the others). A link whose type is not its
/// target's, or a row that does not read whole, is not filled: the fill declines.
@MainActor
struct PackTargets {
    let pack: PackIndex
    let store: Store
    /// Where a row's links point when read: the record of each entry, by entry number.
    let bound: PackRecords
    /// The records made for keys outside the pack that links name.
    private var outside: [RecordKey.Hashed: Record] = [:]
    /// Where the records keep the rows read (`KeptRows`): no array of cells a record.
    private var rows = KeptRowsWriter()

    /// Makes each entry's record, its type and deleted state from its row's head; nil when
    /// memory holds a record of one of the pack's keys (memory then decides, cell by cell,
    /// what the walk reads) or a row's head does not read.
    init?(_ pack: PackIndex, store: Store, names: inout NameTable) {
        guard !Self.memoryHoldsAny(of: pack, store) else { return nil }
        var records: [Record] = []
        records.reserveCapacity(pack.count)
        for entry in 0..<pack.count {
            // The key made once for the check: the fill, the store's tables and the touch share it.
            let key = pack.hashedKey(entry)
            guard let head = RowCodec.head(pack.row(entry), names: &names) else { return nil }
            let record = Record(key: key.text, type: head.type)
            if head.isDeleted { record.isDeleted = true }
            records.append(record)
        }
        self.pack = pack
        self.store = store
        bound = PackRecords(pack: pack, records: records)
    }

    /// Whether memory holds a record of one of `pack`'s keys, asked from the smaller side: a
    /// relaunch's store holds little more than its roots, so a few lookups in the pack, not
    /// one in the store a record of the pack.
    private static func memoryHoldsAny(of pack: PackIndex, _ store: Store) -> Bool {
        guard store.records.count < pack.count else {
            return (0..<pack.count).contains { store.records[pack.hashedKey($0)] != nil }
        }
        return store.records.values.contains { pack.entry($0.key) != nil }
    }

    /// The record of the pack's `entry`-th row.
    func record(_ entry: Int) -> Record { bound.records[entry] }

    /// The cells of the pack's `entry`-th row (`record`'s) for its fill, every link bound: none
    /// when its record keeps them already, in the buffers the fill's records share (every link
    /// bound to a record of the pack); else, for a row linking a key the pack lacks, its cells
    /// bound here, for the commit to give the record. Nil when the row does not read whole or a
    /// link's type is not its target's (the fill then drops the rows kept: `PackFill.dropRows`).
    @inline(__always)
    mutating func cells(_ entry: Int, of record: Record, fills: inout HydrationFills,
                        names: inout NameTable) -> [StoredCell]? {
        let bytes = pack.row(entry)
        let at = pack.offset(of: bytes)
        if let span = RowCodec.decodeRow(bytes, of: record.type, keeping: pack.kept, keptAt: at, links: bound,
                                         into: &rows, names: &names) {
            guard span.count <= KeptRows.largestKept else {
                let cells = Array(rows.rows.row(span))
                rows.rows.clear(span)
                return cells
            }
            if span.count > 0 { record.keep(row: span, in: rows.rows) }
            return []
        }
        // A link the pack could not bind (a key it lacks, or a clash), or a row broken: read
        // again by keys (a broken row breaks again), each link then bound here.
        guard var cells = RowCodec.decodeRow(bytes, keeping: pack.kept, keptAt: at, links: LinkKeys(pack: pack),
                                             whole: true, names: &names)?.cells,
              bind(&cells, fills: &fills) else { return nil }
        return cells
    }

    /// Binds each link of `cells` (read by keys) to its record; false when a link's type is
    /// not its target's.
    mutating func bind(_ cells: inout [StoredCell], fills: inout HydrationFills) -> Bool {
        HydrationFills.bind(&cells) { target($0, fills: &fills) }
    }

    /// The record `link` names: the pack's for a key it holds, else one made for it already,
    /// else memory's, else one made now and filled empty (the commit puts it in the store);
    /// nil when its type is not the link's.
    private mutating func target(_ link: StoredLink, fills: inout HydrationFills) -> Record? {
        let record: Record
        if let entry = pack.entry(link.key) {
            record = bound.records[entry]
        } else if let known = outside[link.hashedKey] ?? store.records[link.hashedKey] {
            record = known
        } else {
            record = Record(key: link.key, type: link.type)
            outside[link.hashedKey] = record
            fills.add(made: record, link.hashedKey, cells: [])
        }
        return record.type == link.type ? record : nil
    }
}

/// A pack's links read straight into the records its fill made, by the pack's entry numbers
/// (`PackIndex.entry`): none for a key the pack lacks, or a type that is not the record's.
struct PackRecords: RowLinks {
    let pack: PackIndex
    let records: [Record]

    func target(_ type: TypeID, _ key: UnsafeRawBufferPointer) -> Record? {
        guard let entry = pack.entry(key) else { return nil }
        let record = records[entry]
        return record.type == type ? record : nil
    }

    static func link(_ target: Record) -> StoredValue { .record(target) }
    static func links(_ targets: [Record?]) -> StoredValue { .records(targets) }
}
