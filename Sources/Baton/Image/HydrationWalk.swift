/// The availability check's second walk, with the image at hand (inside one read
/// transaction): the same fields as the walk in memory, but a slot memory lacks is looked up
/// in the image, and what the image has is gathered as fills.
///
/// - A record's row is read at most once a walk, and only the slots memory lacks are filled
///   (memory wins). A record memory lacks entirely is read when its link is followed.
/// - The query root is a row per field: each root field memory lacks is read alone.
/// - A link to a record the collector swept is re-pointed at the live record of that key.
/// - A missing root link with a lookup is satisfied by the entity the lookup names, in memory
///   or only in the image.
/// - Client fields are filled and followed, never waited for; connections' client links are.
/// - A deferred part held only partly has its fields' fills taken back, so its fragment reads
///   absent rather than empty; either way the part counts as missing.
@MainActor
struct HydrationWalk {
    let store: Store
    let database: ImageDatabase
    let variables: [String: JSONValue]
    /// Whether the operation has deferred parts (only then are parts tracked).
    let tracksParts: Bool
    private(set) var fills = HydrationFills()
    /// Rows filled and root fields read: stamped as used, and the rows marked read.
    private(set) var touch = ImageTouch()
    private(set) var missed = false
    private(set) var deferredMissed = false
    /// Rows looked up in this walk: probed (by a lookup), or read and filled.
    private var rows: [String: RowState] = [:]
    private var rootFieldsRead = Set<Int>()
    private var visited = Set<Step>()
    /// Slots read outside any deferred part, by record key: never taken back.
    private var steady = Set<SlotRef>()
    /// The slots of each deferred part's own fields, and the parts found held only partly.
    private var partSlots: [PartRef: [Int]] = [:]
    private var brokenParts = Set<PartRef>()
    private var conditions: [TypeID: Set<String>] = [:]

    /// A record the walk is at: its key and type, the live record memory holds under the
    /// key (if any), and where its fills are (once it has some).
    struct Here {
        let key: String
        let type: TypeID
        let record: Record?
        var entry: Int?
        var isQueryRoot: Bool { key == RecordKey.queryRoot }
    }

    /// Where the walk is: below a deferred field or not, waited for or not, inside which
    /// deferred part.
    private struct Context {
        var deferred = false
        var waits = true
        var part: PartRef?
    }

    private struct Step: Hashable {
        let key: String
        let selection: ObjectIdentifier
        let deferred: Bool
        let waits: Bool
    }

    private struct SlotRef: Hashable {
        let key: String
        let slot: Int
    }

    private struct PartRef: Hashable {
        let key: String
        let label: String
    }

    private enum RowState {
        case probed(StoredRow?)
        case filled(StoredRow?)

        var row: StoredRow? {
            switch self {
            case .probed(let row), .filled(let row): row
            }
        }
    }

    private enum Seen {
        case missing
        case memory(SlotValue)
        case stored(StoredValue)
    }

    private typealias Stack = [(StoredLink, ResolvedSelection, Context)]

    init(store: Store, database: ImageDatabase, resolution: Resolution) {
        self.store = store
        self.database = database
        self.variables = resolution.variables
        self.tracksParts = resolution.operation.hasDeferred
    }

    /// Walks `selection` from the root record `start`.
    mutating func run(from start: Record, _ selection: ResolvedSelection) throws {
        var stack: Stack = [(StoredLink(type: start.type, key: start.key), selection, Context())]
        while let (link, selection, context) = stack.popLast() {
            var here = self.here(link)
            guard try enters(&here),
                  visited.insert(Step(key: here.key, selection: ObjectIdentifier(selection),
                                      deferred: context.deferred, waits: context.waits)).inserted else { continue }
            let variant = selection.variant(for: here.type, answered: conditions(of: here.type))
            for field in variant.fields {
                let inner = self.context(for: field, at: here.key, within: context)
                switch field.kind {
                case .typename: continue
                case .scalar(let shape):
                    if !fits(try value(&here, field.slot, field.storageKey), shape) { miss(inner) }
                case .link(let link):
                    try follow(&here, field.slot, field.storageKey, link, inner, into: &stack)
                    if let connection = field.connection {
                        try followConnection(&here, field, connection, link, inner, into: &stack)
                    }
                }
            }
        }
    }

    /// The fills, with the fields of deferred parts held only partly taken back.
    mutating func finish() -> HydrationFills {
        for part in brokenParts {
            for slot in partSlots[part] ?? [] where !steady.contains(SlotRef(key: part.key, slot: slot)) {
                fills.remove(part.key, slot)
            }
        }
        return fills
    }

    // MARK: Records and values

    private func here(_ link: StoredLink) -> Here {
        Here(key: link.key, type: link.type, record: store.record(link.key), entry: fills.entry(of: link.key))
    }

    /// Whether the walk goes into `here`: not into a deleted record, memory's or the image's.
    private mutating func enters(_ here: inout Here) throws -> Bool {
        if let record = here.record { return !record.isDeleted }
        try fill(&here)
        return !(rows[here.key]?.row?.isDeleted ?? false)
    }

    /// A slot's value: a fill (bound, repaired, or from the image) over memory's, else
    /// the image's once asked.
    private mutating func value(_ here: inout Here, _ slot: Int, _ storageKey: String) throws -> Seen {
        if let cell = fills.cell(here.entry, slot) { return .stored(cell.value) }
        if let record = here.record, case let held = record.value(at: slot), held != .missing { return .memory(held) }
        if here.isQueryRoot {
            try fillRootField(&here, slot, storageKey)
        } else if here.record == nil || !Store.rootKeys.contains(here.key) {
            try fill(&here)
        }
        return fills.cell(here.entry, slot).map { .stored($0.value) } ?? .missing
    }

    /// Reads the row of `here` once and fills every cell memory lacks.
    private mutating func fill(_ here: inout Here) throws {
        let known = rows[here.key]
        if case .filled = known { return }
        var found = known?.row
        if known == nil {
            found = try database.row(here.key)
            if found?.type != here.type { found = nil }
        }
        rows[here.key] = .filled(found)
        guard let row = found else { return }
        touch.keys.append(here.key)
        let entry = here.entry ?? fills.entry(here.key, here.type)
        here.entry = entry
        if row.isDeleted {
            if here.record == nil { fills.markDeleted(entry) }
            return
        }
        guard let record = here.record else { return fills.add(row.cells, at: entry) }
        fills.add(row.cells.filter { record.value(at: $0.slot) == .missing && record.storedError(at: $0.slot) == nil },
                  at: entry)
    }

    /// The row of `key`, if the image has one of `type`, read without filling it.
    private mutating func probe(_ key: String, _ type: TypeID) throws -> StoredRow? {
        if let known = rows[key] { return known.row }
        var found = try database.row(key)
        if found?.type != type { found = nil }
        rows[key] = .probed(found)
        return found
    }

    private mutating func fillRootField(_ here: inout Here, _ slot: Int, _ storageKey: String) throws {
        guard rootFieldsRead.insert(slot).inserted,
              let cell = try database.rootCell(storageKey, slot: slot) else { return }
        touch.rootFields.append(storageKey)
        set(&here, cell)
    }

    private mutating func set(_ here: inout Here, _ cell: HydrationFills.Cell) {
        let entry = here.entry ?? fills.entry(here.key, here.type)
        here.entry = entry
        fills.set(entry, cell)
    }

    /// The conditions `type` satisfies, memory's and the image's; the image's are learned.
    private mutating func conditions(of type: TypeID) -> Set<String> {
        if let known = conditions[type] { return known }
        let held = store.memberships[type] ?? []
        let stored = database.conditions(of: type)
        for condition in stored.subtracting(held).sorted() { fills.learn(Membership(type: type, condition: condition)) }
        let all = held.union(stored)
        conditions[type] = all
        return all
    }

    // MARK: Fields

    private mutating func context(for field: ResolvedField, at key: String, within outer: Context) -> Context {
        var inner = outer
        inner.deferred = outer.deferred || field.deferLabel != nil
        inner.waits = outer.waits && field.isServerField
        guard tracksParts else { return inner }
        if inner.part == nil, let label = field.deferLabel {
            let part = PartRef(key: key, label: label)
            partSlots[part, default: []].append(field.slot)
            if let connection = field.connection { partSlots[part, default: []].append(connection.handleSlot) }
            inner.part = part
        }
        if !inner.deferred {
            steady.insert(SlotRef(key: key, slot: field.slot))
            if let connection = field.connection { steady.insert(SlotRef(key: key, slot: connection.handleSlot)) }
        }
        return inner
    }

    private func fits(_ seen: Seen, _ shape: ScalarShape) -> Bool {
        switch seen {
        case .missing: false
        case .memory(let value): Availability.fits(value, shape)
        case .stored(let value): value.scalarSlotValue.map { Availability.fits($0, shape) } ?? false
        }
    }

    private mutating func miss(_ context: Context) {
        guard context.waits else { return }
        if context.deferred {
            deferredMissed = true
            if let part = context.part { brokenParts.insert(part) }
        } else {
            missed = true
        }
    }

    private mutating func follow(_ here: inout Here, _ slot: Int, _ storageKey: String, _ link: ResolvedLink,
                                 _ context: Context, into stack: inout Stack) throws {
        switch try value(&here, slot, storageKey) {
        case .missing:
            guard here.isQueryRoot, let lookup = link.lookup, let target = try target(of: lookup) else {
                return miss(context)
            }
            set(&here, HydrationFills.Cell(slot: slot, value: .link(target), error: nil))
            stack.append((target, link.selection, context))
        case .memory(.null), .stored(.null): return
        case .memory(.link(let target)):
            guard !target.isDeleted else { return }
            let stored = StoredLink(type: target.type, key: target.key)
            if store.record(target.key) !== target { repair(&here, slot, .link(stored)) }
            stack.append((stored, link.selection, context))
        case .memory(.links(let targets)):
            let stored = targets.map { $0.map { StoredLink(type: $0.type, key: $0.key) } }
            if targets.contains(where: { $0.map { store.record($0.key) !== $0 } ?? false }) {
                repair(&here, slot, .links(stored))
            }
            for (target, each) in zip(targets, stored) {
                guard let target, let each, !target.isDeleted else { continue }
                stack.append((each, link.selection, context))
            }
        case .stored(.link(let target)):
            stack.append((target, link.selection, context))
        case .stored(.links(let targets)):
            for target in targets.compactMap({ $0 }) { stack.append((target, link.selection, context)) }
        default:
            miss(context)
        }
    }

    /// A connection's client link, beside its page: the connection record must hold something
    /// (in memory or in its row); what it holds is brought back, not waited for field by
    /// field (it follows whatever pages were merged).
    private mutating func followConnection(_ here: inout Here, _ field: ResolvedField, _ connection: ResolvedConnection,
                                           _ link: ResolvedLink, _ context: Context, into stack: inout Stack) throws {
        switch try value(&here, field.slot, field.storageKey) {
        case .memory(.null), .stored(.null): return
        default: break
        }
        var brought = context
        brought.waits = false
        try follow(&here, connection.handleSlot, connection.handleKey, link, brought, into: &stack)
        let target: StoredLink? = switch try value(&here, connection.handleSlot, connection.handleKey) {
        case .memory(.link(let record)): StoredLink(type: record.type, key: record.key)
        case .stored(.link(let stored)): stored
        default: nil
        }
        guard let target else { return miss(context) }
        var held = self.here(target)
        try fill(&held)
        let row = rows[held.key]?.row
        let empty = (held.record?.writtenSlots.isEmpty ?? true) && row == nil
        if empty || held.record?.isDeleted == true || row?.isDeleted == true { miss(context) }
    }

    /// Points a memory link whose target was swept at the live record of the same key (its
    /// error, if any, stays).
    private mutating func repair(_ here: inout Here, _ slot: Int, _ value: StoredValue) {
        set(&here, HydrationFills.Cell(slot: slot, value: value, error: here.record?.storedError(at: slot)))
    }

    /// The entity a root lookup names, live in memory or with a live row in the image. A
    /// typeless lookup needs exactly one among its possible types; several are logged.
    private mutating func target(of lookup: PlanLookup) throws -> StoredLink? {
        guard let values = PlanLookup.values(lookup.arguments, variables) else { return nil }
        let types = lookup.type.map { [$0] } ?? lookup.possibleTypes.sorted { $0.name < $1.name }
        var found: [StoredLink] = []
        for type in types {
            let key = RecordKey.entity(type.name, values)
            if let record = store.record(key) {
                if !record.isDeleted, record.type == type { found.append(StoredLink(type: type, key: key)) }
            } else if let row = try probe(key, type), !row.isDeleted {
                found.append(StoredLink(type: type, key: key))
            }
        }
        if found.count > 1, let id = values.first {
            store.emit(.ambiguousIdentity(id: id, types: found.map(\.type.name)))
            return nil
        }
        return found.first
    }
}

extension StoredValue {
    /// A scalar value as the store holds it (nil for a link or a missing cell).
    var scalarSlotValue: SlotValue? {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .float(let f): .float(f)
        case .string(let s): .string(s)
        case .scalars(let items): .scalars(items)
        case .missing, .link, .links: nil
        }
    }
}
