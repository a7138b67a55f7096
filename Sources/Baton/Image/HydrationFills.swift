/// What a check's walk with the image writes, gathered while it walks and committed after as
/// one local batch: cells memory lacked (memory wins), links bound or repaired, records the
/// image keeps as deleted, and the memberships the image taught.
struct HydrationFills {
    struct Cell {
        var value: StoredValue
        var error: FieldError?
    }

    private struct Fill {
        let type: TypeID
        var cells: [Int: Cell] = [:]
        var order: [Int] = []
        var isDeleted = false
    }

    private var fills: [String: Fill] = [:]
    private var order: [String] = []
    private(set) var memberships: [Membership] = []

    /// The cell filled into `slot` of `key`, if any.
    func cell(_ key: String, _ slot: Int) -> Cell? { fills[key]?.cells[slot] }

    /// Fills `slot` of the record `key` (made with `type` if memory lacks it).
    mutating func set(_ key: String, _ type: TypeID, _ slot: Int, _ cell: Cell) {
        if fills[key] == nil {
            fills[key] = Fill(type: type)
            order.append(key)
        }
        if fills[key]!.cells.updateValue(cell, forKey: slot) == nil { fills[key]!.order.append(slot) }
    }

    /// The record `key` exists only as deleted in the image.
    mutating func markDeleted(_ key: String, _ type: TypeID) {
        if fills[key] == nil {
            fills[key] = Fill(type: type)
            order.append(key)
        }
        fills[key]!.isDeleted = true
    }

    /// Takes back a fill (a deferred part held only partly).
    mutating func remove(_ key: String, _ slot: Int) {
        fills[key]?.cells[slot] = nil
    }

    mutating func learn(_ membership: Membership) { memberships.append(membership) }

    var isEmpty: Bool { fills.isEmpty && memberships.isEmpty }

    /// The change set that writes the fills: each filled record, then any link target not
    /// among them (found or made by key; one memory holds deleted stays deleted).
    @MainActor
    func changeSet(store: Store) -> ChangeSet {
        var changes = ChangeSet()
        var index: [String: Int] = [:]
        func position(_ key: String, _ type: TypeID) -> Int {
            if let known = index[key] { return known }
            index[key] = changes.records.count
            let deleted = (fills[key]?.isDeleted ?? false) || (store.record(key)?.isDeleted ?? false)
            changes.records.append(ChangeRecord(key: key, type: fills[key]?.type ?? type, isDeleted: deleted))
            return changes.records.count - 1
        }
        for key in order { _ = position(key, fills[key]!.type) }
        for key in order {
            let fill = fills[key]!
            let at = index[key]!
            for slot in fill.order {
                guard let cell = fill.cells[slot] else { continue }
                let value: ChangeValue? = switch cell.value {
                case .missing: nil
                case .null: .null
                case .bool(let b): .bool(b)
                case .int(let i): .int(i)
                case .float(let f): .float(f)
                case .string(let s): .string(s)
                case .link(let link): .link(position(link.key, link.type))
                case .links(let links): .links(links.map { $0.map { position($0.key, $0.type) } })
                case .scalars(let items): .scalars(items)
                }
                if let value { changes.records[at].entries.append(ChangeEntry(slot: slot, value: value)) }
                if let error = cell.error {
                    changes.errors.append(PlacedError(record: at, slot: slot, error: error, isCaught: false))
                }
            }
        }
        changes.memberships = memberships
        return changes
    }
}
