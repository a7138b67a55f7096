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
///
/// Every record met gets one entry (found by its key once) holding all the walk knows of it,
/// so the walk hashes a key once per link it follows.
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
    /// Numbered as the fills number their keys (`HydrationFills.numbers`, the one table).
    private var nodes: [Node] = []
    private var rootFieldsRead = Set<Int>()
    /// Slots read outside any deferred part: never taken back.
    private var steady = Set<SlotRef>()
    /// The slots of each deferred part's own fields, and the parts found held only partly.
    private var partSlots: [PartRef: [Int]] = [:]
    /// The deferred parts' labels, numbered.
    private var partLabels: [String: Int] = [:]
    private var brokenParts = Set<PartRef>()
    private var conditions: [TypeID: Set<String>] = [:]
    private var lastConditions: (type: TypeID, conditions: Set<String>)?
    /// Records pushed to be entered, memory lacks and whose rows are not read yet: read
    /// together when the first of them is entered (see `readQueued`).
    private var queued: [Int] = []
    /// Records whose rows were read alone to answer a lookup: a row never filled is cleared
    /// at the end (`finish`), so the buffers keep nothing of it alive.
    private var probes: [Int] = []
    /// The fewest rows read by one statement run; fewer are read one statement each (the
    /// run's own setup costs about as much as two lookups).
    private static let fewestTogether = 4

    /// A record the walk met: its key and type, the live record memory holds under the key
    /// (if any), where its fills are, its row, and the selections it was walked with.
    private struct Node {
        let hashedKey: RecordKey.Hashed
        let type: TypeID
        let record: Record?
        var fill: Int?
        var row = RowState.unread
        /// The selections it was pushed with (`push`), each walked once: almost always one,
        /// kept inline (no array).
        var firstVisit: Visit?
        var visits: [Visit] = []

        /// Notes `visit`; false when the node was pushed with it already.
        mutating func visit(_ visit: Visit) -> Bool {
            guard let first = firstVisit else {
                firstVisit = visit
                return true
            }
            guard first != visit, !visits.contains(visit) else { return false }
            visits.append(visit)
            return true
        }

        var key: String { hashedKey.text }
        var isQueryRoot: Bool { key == RecordKey.queryRoot }
    }

    private enum RowState {
        case unread
        /// Not read yet, waiting in `queued`.
        case queued
        /// Read (to answer a lookup, or with the other rows of its depth), not filled: its cells
        /// are in the fills' buffers.
        case probed(KeptRow?)
        /// Filled: its cells are in the fills now, so only whether the image had a row, and
        /// whether it was deleted, is kept (nil: no row).
        case filled(isDeleted: Bool?)

        /// The probed row (nil when not probed); the state is left `.unread`. (A row is plain
        /// data, its cells in the fills' buffers: nothing is copied.)
        mutating func takeProbed() -> KeptRow? {
            guard case .probed(let row) = self else { return nil }
            self = .unread
            return row
        }

        /// Whether the image has a row (nil: not read yet), and it is a deleted record's.
        var isDeleted: Bool? {
            switch self {
            case .unread, .queued: nil
            case .probed(let row): row?.isDeleted
            case .filled(let isDeleted): isDeleted
            }
        }
    }

    private struct Visit: Equatable {
        let selection: ObjectIdentifier
        let context: Context
    }

    /// Where the walk is: below a deferred field or not, waited for or not, inside which
    /// deferred part.
    private struct Context: Equatable {
        var deferred = false
        var waits = true
        var part: PartRef?
    }

    private struct SlotRef: Hashable {
        let node: Int
        let slot: Int
    }

    /// A deferred part of one record: its label by number (`partLabels`), so a context
    /// holds no string, and copying one (once a field a record) retains nothing.
    private struct PartRef: Hashable {
        let node: Int
        let label: Int
    }

    private enum Seen {
        case missing
        case memory(SlotValue)
        case stored(StoredValue)
    }

    /// Records to walk, with the selection and context of each (one depth of the walk).
    private typealias Pending = [Step]

    /// A record to walk, and the selection and context to walk it with. The selection is not
    /// retained: `run`'s root selection holds every selection below it for the walk's length.
    /// So a step is plain data: pushed, walked and dropped with no retain or release (each
    /// step retained its selection, and a depth was reversed and popped to move them out:
    /// ~0.1 M instructions a check of the benchmark page, callgrind).
    private struct Step {
        let node: Int
        unowned(unsafe) let selection: ResolvedSelection
        let context: Context

        init(_ node: Int, _ selection: ResolvedSelection, _ context: Context) {
            self.node = node
            self.selection = selection
            self.context = context
        }
    }

    /// Records a walk makes room for at once: a page's (the benchmark's is ~900) grows its
    /// tables once, not ten times over (each growth moved every entry: ~0.3 M instructions a
    /// check of the page, callgrind).
    private static let expectedRecords = 512

    init(store: Store, database: ImageDatabase, resolution: Resolution) {
        self.store = store
        self.database = database
        self.variables = resolution.variables
        self.tracksParts = resolution.operation.hasDeferred
        nodes.reserveCapacity(Self.expectedRecords)
        fills.reserveCapacity(Self.expectedRecords)
    }

    /// Walks `selection` from the root record `start`, breadth first: every record of one
    /// depth is queued before the first of them is entered, so each depth's rows are read by
    /// one statement run (depth first read a list's records a few at a time: ~57 runs and
    /// ~30 lone reads a check of the benchmark page, each run's setup and halt paid again).
    mutating func run(from start: Record, _ selection: ResolvedSelection) throws {
        // The steps hold their selections unretained: `selection` holds them all till the end.
        defer { withExtendedLifetime(selection) {} }
        var depth: Pending = []
        var deeper: Pending = []
        depth.reserveCapacity(Self.expectedRecords)
        deeper.reserveCapacity(Self.expectedRecords)
        push(node(StoredLink(type: start.type, key: start.key)), selection, Context(), into: &depth)
        while !depth.isEmpty {
            for k in depth.indices { try walk(depth[k].node, depth[k].selection, depth[k].context, into: &deeper) }
            depth.removeAll(keepingCapacity: true)
            swap(&depth, &deeper)
        }
    }

    /// Pushes a step into node `n` with `selection` in `context`, unless one was pushed already:
    /// a record many records link to (a page's shared episodes) is walked once, its later
    /// links costing a look at its visits, not a step walked and turned away (~600 steps a
    /// check of the benchmark page, each a call, a retain and a release).
    private mutating func push(_ n: Int, _ selection: ResolvedSelection, _ context: Context,
                               into pending: inout Pending) {
        guard nodes[n].visit(Visit(selection: ObjectIdentifier(selection), context: context)) else { return }
        pending.append(Step(n, selection, context))
    }

    /// Walks node `n`'s fields with `selection` (a step `push` let through: the first with that
    /// selection and context), pushing the records they reach onto `deeper`.
    private mutating func walk(_ n: Int, _ selection: ResolvedSelection, _ context: Context,
                               into deeper: inout Pending) throws {
        guard try enters(n) else { return }
        let variant = selection.variant(for: nodes[n].type, answered: conditions(of: nodes[n].type))
        let pushed = deeper.count
        // Each field is handed on from its variant's array, borrowed (the variant holds it, its
        // selection the variant): `for field in` took a copy, a retain and a release a field
        // (~4,660 pairs, ~0.13 M instructions a check of the benchmark page, callgrind).
        for k in variant.fields.indices {
            try walk(n, variant.fields[k], within: context, into: &deeper)
        }
        queue(deeper[pushed...])
    }

    /// Walks `field` of node `n` in `context`, pushing the records its link reaches.
    private mutating func walk(_ n: Int, _ field: ResolvedField, within context: Context,
                               into deeper: inout Pending) throws {
        let inner = self.context(for: field, at: n, within: context)
        switch field.kind {
        case .typename: return
        case .scalar(let shape):
            if !(try fits(n, field.slot, field.storageKey, shape)) { miss(inner) }
        case .link(let link):
            try follow(n, field.slot, field.storageKey, link, inner, into: &deeper)
            if let connection = field.connection {
                try followConnection(n, field, connection, link, inner, into: &deeper)
            }
        }
    }

    /// Queues the rows of the records just pushed that memory lacks: each will be entered,
    /// so each row will be read.
    private mutating func queue(_ pushed: Pending.SubSequence) {
        for step in pushed where nodes[step.node].record == nil {
            let n = step.node
            guard case .unread = nodes[n].row else { continue }
            nodes[n].row = .queued
            queued.append(n)
        }
    }

    /// Reads the rows of every queued record still unread, by one statement run when there
    /// are enough of them (a walk over a list reaches its records together): the rows read
    /// are what the walk would read one by one, as it enters each.
    private mutating func readQueued() throws {
        // Loops, not `removeAll(where:)` or a closure per row: a main-actor closure checks
        // its executor on every call.
        var batch: [Int] = []
        batch.reserveCapacity(queued.count)
        for m in queued { if case .queued = nodes[m].row { batch.append(m) } }
        queued.removeAll(keepingCapacity: true)
        guard batch.count >= Self.fewestTogether else {
            for m in batch { nodes[m].row = .probed(try read(m)) }
            return
        }
        var keys: [String] = []
        keys.reserveCapacity(batch.count)
        for m in batch { keys.append(nodes[m].key) }
        let bytes = fills.bytes
        let rows = try database.rows(keys, keeping: bytes, into: &fills.rows)
        for k in batch.indices {
            let m = batch[k]
            nodes[m].row = .probed(typed(rows[k], m))
        }
    }

    /// Takes back the fills of the fields of deferred parts held only partly, and clears the
    /// rows read and never filled.
    mutating func finish() {
        for m in probes { if case .probed(let row?) = nodes[m].row { row.place.clear() } }
        for part in brokenParts {
            guard let position = nodes[part.node].fill else { continue }
            for slot in partSlots[part] ?? [] where !steady.contains(SlotRef(node: part.node, slot: slot)) {
                fills.remove(position, slot)
            }
        }
    }

    /// Commits the fills as one fill batch (the commit's mode for slots memory lacks).
    mutating func commitFills() {
        store.commit(fill: &fills)
    }

    // MARK: Records and values

    /// The entry of the record `link` names, made on first sight.
    private mutating func node(_ link: StoredLink) -> Int {
        // One hash of the key whether it is known or new: the entry is read or made in place.
        let next = nodes.count
        let n = fills.number(link.hashedKey)
        guard n == next else { return n }
        nodes.append(Node(hashedKey: link.hashedKey, type: link.type, record: store.records[link.hashedKey]))
        return n
    }

    /// Whether the walk goes into node `n`: not into a deleted record, memory's or the image's.
    private mutating func enters(_ n: Int) throws -> Bool {
        if let record = nodes[n].record { return !record.isDeleted }
        try fill(n)
        return !(nodes[n].row.isDeleted ?? false)
    }

    /// A slot's value: a fill (bound, repaired, or from the image) over memory's, else
    /// the image's once asked.
    private mutating func value(_ n: Int, _ slot: Int, _ storageKey: String) throws -> Seen {
        if let value = fills.value(nodes[n].fill, slot) { return .stored(value) }
        if let record = nodes[n].record, case let held = record.value(at: slot), held != .missing { return .memory(held) }
        if nodes[n].isQueryRoot {
            try fillRootField(n, slot, storageKey)
        } else if nodes[n].record == nil || !Store.rootKeys.contains(nodes[n].key) {
            try fill(n)
        }
        return fills.value(nodes[n].fill, slot).map { .stored($0) } ?? .missing
    }

    /// Reads node `n`'s row once and fills every cell memory lacks.
    private mutating func fill(_ n: Int) throws {
        if case .queued = nodes[n].row { try readQueued() }
        let found: KeptRow?
        switch nodes[n].row {
        case .filled: return
        // Moved out, not copied: its cells go to the fills as they are.
        case .probed: found = nodes[n].row.takeProbed()
        // Unread, or queued still should a failed read have left it so: read alone.
        case .unread, .queued: found = try read(n)
        }
        nodes[n].row = .filled(isDeleted: found?.isDeleted)
        guard let row = found else { return }
        touch.keys.append(nodes[n].key)
        guard let record = nodes[n].record else {
            if row.isDeleted { return fills.markDeleted(fillPosition(n)) }
            return fill(n, with: row.place)
        }
        let position = fillPosition(n)
        // Moved out of the buffers (memory's record keeps no row): they keep nothing of it.
        let cells = row.place.take()
        if row.isDeleted { return }
        fills.add(cells.filter { record.value(at: $0.slot) == .missing && record.storedError(at: $0.slot) == nil },
                  at: position)
    }

    /// Fills node `n` (memory lacks its record) with its row, kept where it was read: a node
    /// with no fill yet is made one holding it, not made one and then given its cells.
    private mutating func fill(_ n: Int, with row: KeptPlace) {
        if let known = nodes[n].fill { return fills.add(row.take(), at: known) }
        nodes[n].fill = fills.add(nodes[n].hashedKey, nodes[n].type, number: n, row: row)
    }

    /// Node `n`'s row, if the image has one of its type.
    private mutating func read(_ n: Int) throws -> KeptRow? {
        let bytes = fills.bytes
        return typed(try database.row(nodes[n].key, keeping: bytes, into: &fills.rows), n)
    }

    /// `row` if it is of node `n`'s type; else nil, the row cleared (its cells kept nothing).
    private func typed(_ row: KeptRow?, _ n: Int) -> KeptRow? {
        guard let row, row.type != nodes[n].type else { return row }
        row.place.clear()
        return nil
    }

    /// Whether node `n`'s record is deleted in the image (nil: it has no row of its type),
    /// read without filling it (a lookup probing).
    private mutating func probe(_ n: Int) throws -> Bool? {
        switch nodes[n].row {
        case .unread, .queued: break
        case .probed(let row): return row?.isDeleted
        // A filled row is never probed again: the lookup only asks whether it is live.
        case .filled(let isDeleted): return isDeleted
        }
        let found = try read(n)
        nodes[n].row = .probed(found)
        probes.append(n)
        return found?.isDeleted
    }

    private mutating func fillPosition(_ n: Int) -> Int {
        if let known = nodes[n].fill { return known }
        let made = fills.add(nodes[n].hashedKey, nodes[n].type, held: nodes[n].record, number: n)
        nodes[n].fill = made
        return made
    }

    private mutating func fillRootField(_ n: Int, _ slot: Int, _ storageKey: String) throws {
        guard rootFieldsRead.insert(slot).inserted,
              let cell = try database.rootCell(storageKey, slot: slot, keeping: fills.bytes) else { return }
        touch.rootFields.append(storageKey)
        fills.set(fillPosition(n), cell)
    }

    /// The conditions `type` satisfies, memory's and the image's; the image's are learned.
    private mutating func conditions(of type: TypeID) -> Set<String> {
        // Records met one after another are mostly of one type (a list's): the last answer
        // is kept at hand, no lookup by type.
        if let last = lastConditions, last.type == type { return last.conditions }
        let all = lookUpConditions(of: type)
        lastConditions = (type, all)
        return all
    }

    private mutating func lookUpConditions(of type: TypeID) -> Set<String> {
        if let known = conditions[type] { return known }
        let held = store.memberships[type] ?? []
        let stored = database.conditions(of: type)
        for condition in stored.subtracting(held).sorted() { fills.learn(Membership(type: type, condition: condition)) }
        let all = held.union(stored)
        conditions[type] = all
        return all
    }

    // MARK: Fields

    /// The context `field` is walked in. Inlined into the walk's loop for an operation
    /// without deferred parts (a call a field was ~30 instructions, ~14 K fields a check of the
    /// benchmark page); the parts are tracked apart.
    @inline(__always)
    private mutating func context(for field: ResolvedField, at n: Int, within outer: Context) -> Context {
        var inner = outer
        inner.deferred = outer.deferred || field.deferLabel != nil
        inner.waits = outer.waits && field.isServerField
        guard tracksParts else { return inner }
        return tracked(inner, field, at: n)
    }

    /// `inner`, its deferred part noted, and `field`'s slots noted as steady outside any part.
    private mutating func tracked(_ inner: Context, _ field: ResolvedField, at n: Int) -> Context {
        var inner = inner
        if inner.part == nil, let label = field.deferLabel {
            let next = partLabels.count
            let part = PartRef(node: n, label: partLabels[label, default: next].claim())
            partSlots[part, default: []].append(field.slot)
            if let connection = field.connection { partSlots[part, default: []].append(connection.handleSlot) }
            inner.part = part
        }
        if !inner.deferred {
            steady.insert(SlotRef(node: n, slot: field.slot))
            if let connection = field.connection { steady.insert(SlotRef(node: n, slot: connection.handleSlot)) }
        }
        return inner
    }

    /// Whether node `n`'s slot holds a value that fits `shape`. A slot the fills hold (almost
    /// every one, as a row is filled when its record is entered) is tested where it is: no
    /// copy of the value, as `value` makes.
    private mutating func fits(_ n: Int, _ slot: Int, _ storageKey: String, _ shape: ScalarShape) throws -> Bool {
        if let position = nodes[n].fill, let fits = fills.fits(position, slot, shape) { return fits }
        return fits(try value(n, slot, storageKey), shape)
    }

    private func fits(_ seen: Seen, _ shape: ScalarShape) -> Bool {
        switch seen {
        case .missing: return false
        case .memory(let value): return Availability.fits(value, shape)
        case .stored(let value): return value.fits(shape)
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

    private mutating func follow(_ n: Int, _ slot: Int, _ storageKey: String, _ link: ResolvedLink,
                                 _ context: Context, into pending: inout Pending) throws {
        switch try value(n, slot, storageKey) {
        case .missing:
            guard nodes[n].isQueryRoot, let lookup = link.lookup, let target = try target(of: lookup) else {
                return miss(context)
            }
            fills.set(fillPosition(n), HydrationFills.Cell(slot: slot, value: .link(target), error: nil))
            push(node(target), link.selection, context, into: &pending)
        case .memory(.null), .stored(.null): return
        case .memory(.link(let target)):
            guard !target.isDeleted else { return }
            let stored = StoredLink(type: target.type, key: target.key)
            if store.records[stored.hashedKey] !== target { repair(n, slot, .link(stored)) }
            push(node(stored), link.selection, context, into: &pending)
        case .memory(.links(let targets)):
            let stored = targets.map { $0.map { StoredLink(type: $0.type, key: $0.key) } }
            let swept = zip(targets, stored).contains { target, each in
                guard let target, let each else { return false }
                return store.records[each.hashedKey] !== target
            }
            if swept {
                repair(n, slot, .links(stored))
            }
            for (target, each) in zip(targets, stored) {
                guard let target, let each, !target.isDeleted else { continue }
                push(node(each), link.selection, context, into: &pending)
            }
        case .stored(.link(let target)):
            push(node(target), link.selection, context, into: &pending)
        case .stored(.links(let targets)):
            for case let target? in targets { push(node(target), link.selection, context, into: &pending) }
        default:
            miss(context)
        }
    }

    /// A connection's client link, beside its page: the connection record must hold something
    /// (in memory or in its row); what it holds is brought back, not waited for field by
    /// field (it follows whatever pages were merged).
    private mutating func followConnection(_ n: Int, _ field: ResolvedField, _ connection: ResolvedConnection,
                                           _ link: ResolvedLink, _ context: Context, into pending: inout Pending) throws {
        switch try value(n, field.slot, field.storageKey) {
        case .memory(.null), .stored(.null): return
        default: break
        }
        var brought = context
        brought.waits = false
        try follow(n, connection.handleSlot, connection.handleKey, link, brought, into: &pending)
        let target: StoredLink? = switch try value(n, connection.handleSlot, connection.handleKey) {
        case .memory(.link(let record)): StoredLink(type: record.type, key: record.key)
        case .stored(.link(let stored)): stored
        default: nil
        }
        guard let target else { return miss(context) }
        let held = node(target)
        try fill(held)
        let rowDeleted = nodes[held].row.isDeleted
        let empty = (nodes[held].record?.writtenSlots.isEmpty ?? true) && rowDeleted == nil
        if empty || nodes[held].record?.isDeleted == true || rowDeleted == true { miss(context) }
    }

    /// Points a memory link whose target was swept at the live record of the same key (its
    /// error, if any, stays).
    private mutating func repair(_ n: Int, _ slot: Int, _ value: StoredValue) {
        let error = nodes[n].record?.storedError(at: slot)
        fills.set(fillPosition(n), HydrationFills.Cell(slot: slot, value: value, error: error))
    }

    /// The entity a root lookup names, live in memory or with a live row in the image. A
    /// typeless lookup needs exactly one among its possible types; several are logged.
    private mutating func target(of lookup: PlanLookup) throws -> StoredLink? {
        guard let values = PlanLookup.values(lookup.arguments, variables) else { return nil }
        let types = lookup.type.map { [$0] } ?? lookup.possibleTypes.sorted { $0.name < $1.name }
        var found: [StoredLink] = []
        for type in types {
            let link = StoredLink(type: type, key: RecordKey.entity(type.name, values))
            let n = node(link)
            if let record = nodes[n].record {
                if !record.isDeleted, record.type == type { found.append(link) }
            } else if try probe(n) == false {
                found.append(link)
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
    /// Whether this value, held by the store, would fit `shape` (`Availability.fits`), asked
    /// without copying a string: whether text fits a shape depends on the shape alone, never
    /// on the text, so an empty one stands in for it.
    @MainActor @inline(__always)
    func fits(_ shape: ScalarShape) -> Bool {
        switch self {
        case .missing, .link, .links, .record, .records: false
        case .null: Availability.fits(.null, shape)
        case .bool(let b): Availability.fits(.bool(b), shape)
        case .int(let i): Availability.fits(.int(i), shape)
        case .float(let f): Availability.fits(.float(f), shape)
        case .string, .text: Availability.fits(.string(""), shape)
        case .scalars(let items): Availability.fits(.scalars(items), shape)
        }
    }

    /// A scalar value as the store holds it (nil for a link, a missing cell or a string not
    /// made yet).
    var scalarSlotValue: SlotValue? {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .float(let f): .float(f)
        case .string(let s): .string(s)
        case .scalars(let items): .scalars(items)
        case .missing, .text, .link, .links, .record, .records: nil
        }
    }
}

extension Int {
    /// Reads a dictionary entry through its `default:` subscript so that the default is
    /// stored when the key was absent (the access is mutating): one hash either way.
    mutating func claim() -> Int { self }
}
