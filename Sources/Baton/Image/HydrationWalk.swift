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
    private(set) var fills = HydrationFills()
    /// Rows filled and root fields read: stamped as used, and the rows marked read.
    private(set) var touch = ImageTouch()
    private(set) var missed = false
    private(set) var deferredMissed = false
    /// Rows looked up in this walk (nil: the image has none).
    private var rows: [String: StoredRow?] = [:]
    private var filledKeys = Set<String>()
    private var rootFieldsRead = Set<Int>()
    private var visited = Set<Step>()
    /// Slots read outside any deferred part, by record key: never taken back.
    private var steady = Set<SlotRef>()
    /// The slots of each deferred part's own fields, and the parts found held only partly.
    private var partSlots: [PartRef: [Int]] = [:]
    private var brokenParts = Set<PartRef>()
    private var taughtTypes = Set<TypeID>()

    struct Node {
        let key: String
        let type: TypeID
        /// The live record memory holds under `key`, if any.
        let record: Record?
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

    private enum Seen {
        case missing
        case memory(SlotValue)
        case stored(StoredValue)
    }

    init(store: Store, database: ImageDatabase, variables: [String: JSONValue]) {
        self.store = store
        self.database = database
        self.variables = variables
    }

    /// Walks `selection` from the root record `start`.
    mutating func run(from start: Record, _ selection: ResolvedSelection) throws {
        var stack = [(Node(key: start.key, type: start.type, record: start), selection, Context())]
        while let (node, selection, context) = stack.popLast() {
            guard try enters(node),
                  visited.insert(Step(key: node.key, selection: ObjectIdentifier(selection),
                                      deferred: context.deferred, waits: context.waits)).inserted else { continue }
            let variant = selection.variant(for: node.type, answered: conditions(of: node.type))
            for field in variant.fields {
                let inner = self.context(for: field, on: node, within: context)
                switch field.kind {
                case .typename: continue
                case .scalar(let shape):
                    if !fits(try value(node, field.slot, field.storageKey), shape) { miss(inner) }
                case .link(let link):
                    try follow(node, field.slot, field.storageKey, link, inner, into: &stack)
                    if let connection = field.connection {
                        try followConnection(node, field, connection, link, inner, into: &stack)
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

    /// Whether the walk goes into `node`: not into a deleted record, memory's or the image's.
    private mutating func enters(_ node: Node) throws -> Bool {
        if let record = node.record { return !record.isDeleted }
        try fill(node)
        return !(rows[node.key]??.isDeleted ?? false)
    }

    private func node(_ link: StoredLink) -> Node {
        Node(key: link.key, type: link.type, record: store.record(link.key))
    }

    /// A slot's value: a fill (bound, repaired, or from the image) over memory's, else
    /// the image's once asked.
    private mutating func value(_ node: Node, _ slot: Int, _ storageKey: String) throws -> Seen {
        if let cell = fills.cell(node.key, slot) { return .stored(cell.value) }
        if let record = node.record, case let held = record.value(at: slot), held != .missing { return .memory(held) }
        if node.key == RecordKey.queryRoot {
            try fillRootField(slot, storageKey)
        } else if !Store.rootKeys.contains(node.key) {
            try fill(node)
        }
        return fills.cell(node.key, slot).map { .stored($0.value) } ?? .missing
    }

    /// Reads `node`'s row once and fills every cell memory lacks.
    private mutating func fill(_ node: Node) throws {
        guard filledKeys.insert(node.key).inserted, let row = try row(node.key, node.type) else { return }
        touch.keys.append(node.key)
        if row.isDeleted {
            if node.record == nil { fills.markDeleted(node.key, node.type) }
            return
        }
        for cell in row.cells where !Self.holds(node.record, cell.slot) {
            fills.set(node.key, node.type, cell.slot, HydrationFills.Cell(value: cell.value, error: cell.error))
        }
    }

    private static func holds(_ record: Record?, _ slot: Int) -> Bool {
        guard let record else { return false }
        return record.value(at: slot) != .missing || record.storedError(at: slot) != nil
    }

    /// The row of `key`, if the image has one of `type`.
    private mutating func row(_ key: String, _ type: TypeID) throws -> StoredRow? {
        if let known = rows[key] { return known }
        var found = try database.row(key)
        if found?.type != type { found = nil }
        rows[key] = .some(found)
        return found
    }

    private mutating func fillRootField(_ slot: Int, _ storageKey: String) throws {
        guard rootFieldsRead.insert(slot).inserted,
              let cell = try database.rootCell(storageKey, slot: slot) else { return }
        touch.rootFields.append(storageKey)
        fills.set(RecordKey.queryRoot, .query, slot, HydrationFills.Cell(value: cell.value, error: cell.error))
    }

    /// The conditions `type` satisfies, memory's and the image's; the image's are learned.
    private mutating func conditions(of type: TypeID) -> Set<String> {
        let known = store.memberships[type] ?? []
        let stored = database.conditions(of: type)
        if !stored.isSubset(of: known), taughtTypes.insert(type).inserted {
            for condition in stored.subtracting(known).sorted() { fills.learn(Membership(type: type, condition: condition)) }
        }
        return known.union(stored)
    }

    // MARK: Fields

    private mutating func context(for field: ResolvedField, on node: Node, within outer: Context) -> Context {
        var inner = outer
        inner.deferred = outer.deferred || field.deferLabel != nil
        inner.waits = outer.waits && field.isServerField
        if inner.part == nil, let label = field.deferLabel {
            let part = PartRef(key: node.key, label: label)
            partSlots[part, default: []].append(field.slot)
            if let connection = field.connection { partSlots[part, default: []].append(connection.handleSlot) }
            inner.part = part
        }
        if !inner.deferred {
            steady.insert(SlotRef(key: node.key, slot: field.slot))
            if let connection = field.connection { steady.insert(SlotRef(key: node.key, slot: connection.handleSlot)) }
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

    private mutating func follow(_ node: Node, _ slot: Int, _ storageKey: String, _ link: ResolvedLink,
                                 _ context: Context, into stack: inout [(Node, ResolvedSelection, Context)]) throws {
        switch try value(node, slot, storageKey) {
        case .missing:
            guard node.key == RecordKey.queryRoot, let lookup = link.lookup, let target = try target(of: lookup) else {
                return miss(context)
            }
            fills.set(node.key, node.type, slot, HydrationFills.Cell(value: .link(target), error: nil))
            stack.append((self.node(target), link.selection, context))
        case .memory(.null), .stored(.null): return
        case .memory(.link(let target)):
            guard !target.isDeleted else { return }
            if store.record(target.key) !== target {
                repair(node, slot, .link(StoredLink(type: target.type, key: target.key)))
            }
            stack.append((self.node(StoredLink(type: target.type, key: target.key)), link.selection, context))
        case .memory(.links(let targets)):
            if targets.contains(where: { $0.map { store.record($0.key) !== $0 } ?? false }) {
                repair(node, slot, .links(targets.map { $0.map { StoredLink(type: $0.type, key: $0.key) } }))
            }
            for target in targets.compactMap({ $0 }) where !target.isDeleted {
                stack.append((self.node(StoredLink(type: target.type, key: target.key)), link.selection, context))
            }
        case .stored(.link(let target)):
            stack.append((self.node(target), link.selection, context))
        case .stored(.links(let targets)):
            for target in targets.compactMap({ $0 }) { stack.append((self.node(target), link.selection, context)) }
        default:
            miss(context)
        }
    }

    /// A connection's client link, beside its page: the connection record must hold something
    /// (in memory or in its row); what it holds is brought back, not waited for field by
    /// field (it follows whatever pages were merged).
    private mutating func followConnection(_ node: Node, _ field: ResolvedField, _ connection: ResolvedConnection,
                                           _ link: ResolvedLink, _ context: Context,
                                           into stack: inout [(Node, ResolvedSelection, Context)]) throws {
        switch try value(node, field.slot, field.storageKey) {
        case .memory(.null), .stored(.null): return
        default: break
        }
        var brought = context
        brought.waits = false
        try follow(node, connection.handleSlot, connection.handleKey, link, brought, into: &stack)
        let target: StoredLink? = switch try value(node, connection.handleSlot, connection.handleKey) {
        case .memory(.link(let record)): StoredLink(type: record.type, key: record.key)
        case .stored(.link(let stored)): stored
        default: nil
        }
        guard let target else { return miss(context) }
        let held = self.node(target)
        try fill(held)
        let empty = (held.record?.writtenSlots.isEmpty ?? true) && (rows[held.key] ?? nil) == nil
        if empty || held.record?.isDeleted == true || (rows[held.key] ?? nil)?.isDeleted == true { miss(context) }
    }

    /// Points a memory link whose target was swept at the live record of the same key (its
    /// error, if any, stays).
    private mutating func repair(_ node: Node, _ slot: Int, _ value: StoredValue) {
        fills.set(node.key, node.type, slot, HydrationFills.Cell(value: value, error: node.record?.storedError(at: slot)))
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
            } else if let row = try row(key, type), !row.isDeleted {
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
