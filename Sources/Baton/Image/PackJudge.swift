/// The writer's verdict on a pack it is making (`PackVerdict`): whole only when the file's
/// rows, read as a relaunch's fill reads them, hold every field the choice noted for every
/// (record, selection) step, and every link a demand follows leads to a record the pack holds,
/// of the link's type, not deleted, noted under the link's selection. By induction from the
/// root, the walk a relaunch would run over the filled pack then meets only noted steps, and
/// finds each whole.
///
/// A cell is read as `RowCodec`'s reader reads it: a row stops at the first cell that does not
/// read (an unknown name, a type the process does not name, a length past the end), and what
/// follows counts as absent. Anything the reader or the fill could take another way (a type
/// only responses name, a link to a deleted record, a connection record holding only links)
/// counts as not held: the verdict is then not whole, and the relaunch walks as before.
struct PackJudge {
    private let notes: PackVerdict.Notes
    /// The variant of each key's first step.
    private let firstSteps: [Int]
    private var index: [String: Int] = [:]
    /// The variants noted on each key's later steps.
    private var later: [Int: [Int]] = [:]
    /// Each requested row, read (nil: its head did not read, or it names a type only
    /// responses name); its cells are in `cells`, every row's back to back.
    private var rows: [JudgedRow?] = []
    private var cells: [(name: Int, cell: Cell)] = []
    /// Per variant: its type's name id, and per demand the name ids of its field and of its
    /// connection's client link; 0 for a name the file lacks (ids start at 1), and the root's
    /// cells, which have no name id, under negative ones.
    private var ids: [(type: Int, demands: [(field: Int, handle: Int)])] = []

    private struct JudgedRow {
        let type: Int
        let isDeleted: Bool
        var cells: Range<Int>
    }

    /// A cell's value as the check weighs it: a scalar as the store holds it (a string by the
    /// shape alone, as `Availability.fits` weighs text), a link by its type's name id and key.
    private enum Cell {
        /// A cell the relaunch may read another way (a link to a type only responses name):
        /// its row is not judged.
        case refused
        case missing
        case scalar(SlotValue)
        case link(type: Int, key: String)
        case links([(type: Int, key: String)?])
    }

    /// The verdict on `request`'s pack, its rows (`rows[k]` is the row of `request.keys[k]`) and
    /// root cells as the file holds them: the variants to write when whole, else nil.
    static func judge(_ request: PackBlob.Request, rows: [UnsafeRawBufferPointer], rootCells: [String: [UInt8]],
                      names: inout NameTable) -> [PackVerdict.Variant]? {
        guard let notes = request.verdict, notes.sound, notes.firstCount == request.keys.count,
              rows.count == request.keys.count, notes.variants.first?.selection == 0 else { return nil }
        var judge = PackJudge(notes: notes)
        return judge.run(request.keys, rows, rootCells, &names) ? notes.variants : nil
    }

    private init(notes: PackVerdict.Notes) {
        self.notes = notes
        firstSteps = notes.firstSteps
    }

    private mutating func run(_ keys: [String], _ bytes: [UnsafeRawBufferPointer], _ rootCells: [String: [UInt8]],
                              _ names: inout NameTable) -> Bool {
        index.reserveCapacity(keys.count)
        for (k, key) in keys.enumerated() where index.updateValue(k, forKey: key) != nil { return false }
        for step in notes.laterSteps {
            guard let k = index[step.key] else { return false }
            later[k, default: []].append(step.variant)
        }
        learnIDs(names)
        rows.reserveCapacity(keys.count)
        // Rows hold a few cells each: one growth or two, not one a doubling from empty.
        cells.reserveCapacity(keys.count * 8)
        for row in bytes { rows.append(read(row, &names)) }
        for k in rows.indices {
            guard let row = rows[k] else { return false }
            // The walk never enters a deleted record (and no demanded link may lead to one).
            if row.isDeleted { continue }
            let first = firstSteps[k]
            if first >= 0, !holds(first, row) { return false }
            // Later steps are rare: no table probed a key when there are none.
            guard !later.isEmpty else { continue }
            for variant in later[k] ?? [] where variant >= 0 && !holds(variant, row) { return false }
        }
        return holdsRoot(rootCells, &names)
    }

    /// The ids of every name the variants demand, from the file's table (no name is added).
    private mutating func learnIDs(_ names: NameTable) {
        var wanted: [String: Int] = [:]
        for variant in notes.variants {
            wanted[variant.type] = 0
            for demand in variant.demands {
                wanted[demand.name] = 0
                if case .link(_, let handle?) = demand.kind { wanted[handle] = 0 }
            }
        }
        for id in names.allIDs {
            if let name = names.name(id), wanted[name] != nil { wanted[name] = id }
        }
        ids = notes.variants.map { variant in
            (wanted[variant.type] ?? 0, variant.demands.map { demand in
                guard case .link(_, let handle?) = demand.kind else { return (wanted[demand.name] ?? 0, 0) }
                return (wanted[demand.name] ?? 0, wanted[handle] ?? 0)
            })
        }
    }

    /// Whether `row` is of the type of the variant numbered `variant` and holds its demands.
    private func holds(_ variant: Int, _ row: JudgedRow) -> Bool {
        guard row.type == ids[variant].type else { return false }
        let demands = notes.variants[variant].demands
        for d in demands.indices {
            let (field, handle) = ids[variant].demands[d]
            guard field != 0, holds(demands[d], field, handle, row.cells) else { return false }
        }
        return true
    }

    /// The root's variant (the first) against the root cells, each demanded field's one cell
    /// read into `cells` under a negative id.
    private mutating func holdsRoot(_ rootCells: [String: [UInt8]], _ names: inout NameTable) -> Bool {
        let start = cells.count
        var numbered: [String: Int] = [:]
        func id(_ field: String) -> Int {
            if let known = numbered[field] { return known }
            let made = -1 - numbered.count
            numbered[field] = made
            guard let bytes = rootCells[field] else { return made }
            let cell = bytes.withUnsafeBytes { bytes in
                var source = ByteSource(bytes)
                return Self.readCell(&source, &names)
            }
            if let cell { cells.append((made, cell)) }
            return made
        }
        let root = notes.variants[0].demands
        var demanded: [(field: Int, handle: Int)] = []
        for demand in root {
            let handle = if case .link(_, let key?) = demand.kind { id(key) } else { 0 }
            demanded.append((id(demand.name), handle))
        }
        for d in root.indices where !holds(root[d], demanded[d].field, demanded[d].handle, start..<cells.count) {
            return false
        }
        return true
    }

    /// Whether the cells a record holds under the name `field` (all of them: a damaged row
    /// may repeat a name) each satisfy `demand`, as `Walk.run` weighs the one it reads; at
    /// least one. `handle` names the connection's client link.
    private func holds(_ demand: PackVerdict.Demand, _ field: Int, _ handle: Int, _ range: Range<Int>) -> Bool {
        var found = false
        var linksSomewhere = false
        for at in range where cells[at].name == field {
            found = true
            switch demand.kind {
            case .scalar(let shape):
                guard case .scalar(let value) = cells[at].cell, Availability.fits(value, shape) else { return false }
            case .link(let child, _):
                switch cells[at].cell {
                case .scalar(.null): continue
                case .link(let type, let key):
                    guard leads(to: key, type, child) else { return false }
                case .links(let targets):
                    for case let (type, key)? in targets where !leads(to: key, type, child) { return false }
                default: return false
                }
                linksSomewhere = true
            }
        }
        guard found else { return false }
        // `Availability.holdsConnection`: a connection not null needs its client link to a
        // record holding something.
        guard case .link(_, _?) = demand.kind, linksSomewhere else { return true }
        var linked = false
        for at in range where cells[at].name == handle {
            guard holdsSomething(cells[at].cell) else { return false }
            linked = true
        }
        return linked && handle != 0
    }

    /// Whether a link to `key` of the type named `type` reaches a noted step: the pack's
    /// record, of that type, not deleted, noted under the selection numbered `child`.
    private func leads(to key: String, _ type: Int, _ child: Int) -> Bool {
        guard let k = index[key], let row = rows[k], !row.isDeleted, row.type == type else { return false }
        let first = firstSteps[k]
        if first >= 0, notes.variants[first].selection == child { return true }
        guard !later.isEmpty else { return false }
        for variant in later[k] ?? [] where variant >= 0 && notes.variants[variant].selection == child { return true }
        return false
    }

    /// A connection's client link: to a record of the pack, not deleted, holding something
    /// (`Record.holdsAnything`: a cell that makes a value; the fill binds every link it fills).
    private func holdsSomething(_ cell: Cell) -> Bool {
        guard case .link(let type, let key) = cell, let k = index[key], let row = rows[k],
              !row.isDeleted, row.type == type else { return false }
        for at in row.cells { if case .missing = cells[at].cell { continue } else { return true } }
        return false
    }

    // MARK: Reading, as `RowCodec` reads

    /// Reads a row's head and cells (into `cells`) as `RowCodec.decodeRow` reads them.
    private mutating func read(_ bytes: UnsafeRawBufferPointer, _ names: inout NameTable) -> JudgedRow? {
        var source = ByteSource(bytes)
        guard let flags = source.byte(), let type = source.count(bounded: false), Self.known(type, &names) else { return nil }
        let start = cells.count
        var row = JudgedRow(type: type, isDeleted: flags & RowCodec.deletedFlag != 0, cells: start..<start)
        guard !row.isDeleted else { return row }
        while !source.isAtEnd {
            guard let name = source.count(bounded: false), names.name(name) != nil,
                  let cell = Self.readCell(&source, &names) else { break }
            if case .refused = cell {
                cells.removeSubrange(start...)
                return nil
            }
            cells.append((name, cell))
        }
        row.cells = start..<cells.count
        return row
    }

    /// Whether the name `id` is a type the build names: a type only responses name may read
    /// another way at the relaunch (the reading store numbers it), so a row naming one is not
    /// judged.
    private static func known(_ id: Int, _ names: inout NameTable) -> Bool {
        guard let type = names.type(id) else { return false }
        return !type.isScoped
    }

    private static func readCell(_ source: inout ByteSource, _ names: inout NameTable) -> Cell? {
        guard let tagByte = source.byte(), let tag = RowCodec.Tag(rawValue: tagByte & 0x0f) else { return nil }
        let cell: Cell
        switch tag {
        case .missing: cell = .missing
        case .null: cell = .scalar(.null)
        case .no: cell = .scalar(.bool(false))
        case .yes: cell = .scalar(.bool(true))
        case .int:
            guard let i = source.signed() else { return nil }
            cell = .scalar(.int(i))
        case .float:
            guard let f = source.double() else { return nil }
            cell = .scalar(.float(f))
        case .string:
            // Text fits by the shape alone: its bytes are not made into a string.
            guard source.text() != nil else { return nil }
            cell = .scalar(.string(""))
        case .link:
            guard let type = source.count(bounded: false) else { return nil }
            guard known(type, &names) else { return .refused }
            guard let key = source.string() else { return nil }
            cell = .link(type: type, key: key)
        case .links:
            guard let count = source.count() else { return nil }
            var targets: [(type: Int, key: String)?] = []
            targets.reserveCapacity(count)
            for _ in 0..<count {
                guard let type = source.count(bounded: false) else { return nil }
                if type == 0 { targets.append(nil); continue }
                guard known(type - 1, &names) else { return .refused }
                guard let key = source.string() else { return nil }
                targets.append((type - 1, key))
            }
            cell = .links(targets)
        case .scalars:
            guard let count = source.count() else { return nil }
            var items: [ScalarValue?] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let item = RowCodec.scalar(&source) else { return nil }
                items.append(item)
            }
            cell = .scalar(.scalars(items))
        }
        if tagByte & RowCodec.errorBit != 0 {
            guard source.string() != nil, source.string() != nil, let hasExtensions = source.byte() else { return nil }
            if hasExtensions == 1, ImageJSON.read(&source, depth: 0) == nil { return nil }
        }
        return cell
    }
}
