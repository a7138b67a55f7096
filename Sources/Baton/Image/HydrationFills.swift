/// What a check's walk with the image writes, gathered while it walks and committed after as
/// one local batch: cells memory lacked (memory wins), links bound or repaired, records the
/// image keeps as deleted, and the memberships the image taught.
///
/// Records are kept in the order they were first met, each with its few cells in a small
/// array (a record has a handful of fields: a scan beats a table).
struct HydrationFills {
    /// A cell as a row holds it.
    typealias Cell = StoredCell

    private struct Fill {
        let key: String
        let type: TypeID
        var cells: [Cell] = []
        var isDeleted = false
    }

    private var fills: [Fill] = []
    private var index: [String: Int] = [:]
    private(set) var memberships: [Membership] = []

    /// The position of `key`'s fill, if any.
    func entry(of key: String) -> Int? { index[key] }

    /// The position of `key`'s fill, made (for a record of `type`) if new.
    mutating func entry(_ key: String, _ type: TypeID) -> Int {
        if let known = index[key] { return known }
        index[key] = fills.count
        fills.append(Fill(key: key, type: type))
        return fills.count - 1
    }

    /// The cell filled into `slot` at `entry`, if any.
    func cell(_ entry: Int?, _ slot: Int) -> Cell? {
        guard let entry else { return nil }
        for cell in fills[entry].cells where cell.slot == slot { return cell }
        return nil
    }

    /// Fills `cell.slot` at `entry`, replacing an earlier fill of that slot.
    mutating func set(_ entry: Int, _ cell: Cell) {
        if let at = fills[entry].cells.firstIndex(where: { $0.slot == cell.slot }) {
            fills[entry].cells[at] = cell
        } else {
            fills[entry].cells.append(cell)
        }
    }

    /// Adds a row's cells at `entry` (slots not filled yet), in one go.
    mutating func add(_ cells: [Cell], at entry: Int) {
        if fills[entry].cells.isEmpty { fills[entry].cells = cells } else { for cell in cells { set(entry, cell) } }
    }

    /// The record at `entry` exists only as deleted in the image.
    mutating func markDeleted(_ entry: Int) { fills[entry].isDeleted = true }

    /// Takes back a fill (a deferred part held only partly).
    mutating func remove(_ key: String, _ slot: Int) {
        guard let entry = index[key] else { return }
        fills[entry].cells.removeAll { $0.slot == slot }
    }

    mutating func learn(_ membership: Membership) { memberships.append(membership) }

    var isEmpty: Bool { fills.isEmpty && memberships.isEmpty }

    /// The change set that writes the fills: each filled record, then any link target not
    /// among them (found or made by key; one memory holds deleted stays deleted).
    @MainActor
    func changeSet(store: Store) -> ChangeSet {
        var changes = ChangeSet()
        changes.records.reserveCapacity(fills.count)
        var targets: [String: Int] = [:]
        // The walk fills only records it entered: none memory holds as deleted.
        for fill in fills { changes.records.append(ChangeRecord(key: fill.key, type: fill.type, isDeleted: fill.isDeleted)) }
        func position(_ link: StoredLink) -> Int {
            if let known = index[link.key] ?? targets[link.key] { return known }
            targets[link.key] = changes.records.count
            changes.records.append(ChangeRecord(key: link.key, type: link.type,
                                                isDeleted: store.record(link.key)?.isDeleted ?? false))
            return changes.records.count - 1
        }
        for (at, fill) in fills.enumerated() {
            var entries: [ChangeEntry] = []
            entries.reserveCapacity(fill.cells.count)
            for cell in fill.cells {
                let value: ChangeValue? = switch cell.value {
                case .missing: nil
                case .null: .null
                case .bool(let b): .bool(b)
                case .int(let i): .int(i)
                case .float(let f): .float(f)
                case .string(let s): .string(s)
                case .link(let link): .link(position(link))
                case .links(let links): .links(links.map { $0.map(position) })
                case .scalars(let items): .scalars(items)
                }
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
