/// The mark phase, the collector's and the image's choice of a pack: every (record, selection)
/// pair a plan's links reach visited once, through an explicit stack, and the root records'
/// slots the plans select noted (and, for a pack, what the plan demands of each record).
///
/// Its tables are open addressing over object identities (`HashSlots`), not `Set`s: two `Set`s
/// hashed each record and each pair with SipHash, and again at each of their growths (~1,600
/// of the ~3,500 instructions a record the walk took for the benchmark page's pack choice,
/// BENCHMARKS.md, `choice14`). SipHash's seed guards tables whose keys a server chooses; a
/// server cannot choose where records are allocated, so a multiplicative mix of the address
/// spreads these keys as well.
@MainActor
struct Marking {
    /// The records marked: reached by a walk, or kept by the caller (layers, rows waiting for
    /// the image).
    var marked = MarkedRecords()
    /// Slots of the root records that some root's plan selects.
    var rootSlots: [ObjectIdentifier: Set<Int>] = [:]
    /// The keys of every record marked but the root records, in the order met, when not nil
    /// (the image's pack lists them; the collector needs only the set). The records' own
    /// strings: no key is made.
    var reachedKeys: [String]?
    /// What the plan demands of each record a step reaches, for the image's pack verdict
    /// (`VerdictNotes`), when not nil: an opt-in the collector's marking does not pay for.
    var verdict: VerdictNotes?
    /// The conditions the last record's type satisfies: records met one after another are
    /// mostly of one type (a list's).
    private var lastConditions: (type: TypeID, conditions: Set<String>)?

    /// Marks what `selection`'s links reach from `start`, deleted records included (their rows
    /// are the image's too). Links are read as the availability check reads them
    /// (`CheckedSlots`): a record keeping its row from the image keeps it unmade.
    mutating func walk(from start: Record, _ selection: ResolvedSelection, store: Store) {
        let roots = RootRecords(store)
        var stack = [(start, selection)]
        while let (record, selection) = stack.popLast() {
            let isRoot = roots.contains(record)
            let visit = marked.visit(ObjectIdentifier(record), ObjectIdentifier(selection))
            switch visit {
            case .seen: continue
            case .again: break
            case .first: if !isRoot { reachedKeys?.append(record.key) }
            }
            let variant = selection.variant(for: record.type, answered: conditions(of: record, under: selection, in: store))
            if verdict != nil { verdict!.note(record, selection, variant, visit, isRoot: isRoot, store: store) }
            // A variant of scalars links nowhere: its fields matter only on a root record.
            if variant.readsOnlyScalars && !isRoot { continue }
            var slots: CheckedSlots?
            for field in variant.fields {
                guard case .link(let link) = field.kind else {
                    if isRoot { rootSlots[ObjectIdentifier(record), default: []].insert(field.slot) }
                    continue
                }
                if slots == nil { slots = record.checkedSlots }
                Self.push(slots!.value(field.slot), link.selection, onto: &stack)
                if isRoot { rootSlots[ObjectIdentifier(record), default: []].insert(field.slot) }
                guard let connection = field.connection else { continue }
                Self.push(slots!.value(connection.handleSlot), link.selection, onto: &stack)
                if isRoot { rootSlots[ObjectIdentifier(record), default: []].insert(connection.handleSlot) }
            }
        }
    }

    /// Pushes the records `value` links to, in place (no array made per link field).
    private static func push(_ value: SlotValue, _ selection: ResolvedSelection,
                             onto stack: inout [(Record, ResolvedSelection)]) {
        switch value {
        case .link(let target): stack.append((target, selection))
        case .links(let targets): for case let target? in targets { stack.append((target, selection)) }
        default: return
        }
    }

    /// The records `value` links to, as an array (the deferred parts' walk; the marking pushes
    /// them in place).
    static func targets(_ value: SlotValue) -> [Record] {
        switch value {
        case .link(let target): [target]
        case .links(let targets): targets.compactMap { $0 }
        default: []
        }
    }

    /// The conditions `record`'s type satisfies, as `selection.variant` takes them: none asked
    /// for the record of a concrete selection's own type, whose variant needs none (a lookup
    /// and a set retained and released a visit, ~80 instructions).
    private mutating func conditions(of record: Record, under selection: ResolvedSelection,
                                     in store: Store) -> Set<String> {
        let type = record.type
        if !selection.isAbstract && type == selection.type { return [] }
        if let last = lastConditions, last.type == type { return last.conditions }
        let found = store.memberships[type] ?? []
        lastConditions = (type, found)
        return found
    }
}

/// The records marked and the (record, selection) steps taken, by identity: open addressing
/// over the mixed address (see `Marking`). Each record's entry keeps the first selection it
/// was walked with, so one probe both marks it and notes that step; the rare later steps (a
/// record met again under another selection) are kept apart.
struct MarkedRecords {
    private struct Mark {
        let record: ObjectIdentifier
        /// Nil for a record marked by the caller, not walked.
        let selection: ObjectIdentifier?
    }

    private struct Step: Equatable {
        let record: ObjectIdentifier
        let selection: ObjectIdentifier
    }

    /// What a step found.
    enum Visit {
        /// The record was not marked: it is now, and its step is taken.
        case first
        /// The record was marked, not with this selection: the step is taken.
        case again
        /// The step was taken already.
        case seen
    }

    private var marks = HashSlots<Mark>()
    private var laterSteps = HashSlots<Step>()

    /// How many records are marked.
    var count: Int { marks.count }

    func contains(_ record: ObjectIdentifier) -> Bool {
        marks.find(Self.hash(record)) { $0.record == record }.found
    }

    /// Marks `record` without a walk; false when it was marked already.
    @discardableResult
    mutating func insert(_ record: ObjectIdentifier) -> Bool {
        let hash = Self.hash(record)
        let (at, found) = marks.find(hash) { $0.record == record }
        if found { return false }
        marks.insert(Mark(record: record, selection: nil), hash: hash, at: at)
        return true
    }

    /// Marks `record` and takes the step (`record`, `selection`), saying what was new.
    mutating func visit(_ record: ObjectIdentifier, _ selection: ObjectIdentifier) -> Visit {
        let hash = Self.hash(record)
        let (at, found) = marks.find(hash) { $0.record == record }
        guard found else {
            marks.insert(Mark(record: record, selection: selection), hash: hash, at: at)
            return .first
        }
        if marks[at: at]?.selection == selection { return .seen }
        let step = Step(record: record, selection: selection)
        let stepHash = Self.mix(hash ^ Int(bitPattern: UInt(bitPattern: selection) &* 0xC2B2_AE3D_27D4_EB4F))
        let (stepAt, taken) = laterSteps.find(stepHash) { $0 == step }
        if taken { return .seen }
        laterSteps.insert(step, hash: stepHash, at: stepAt)
        return .again
    }

    private static func hash(_ record: ObjectIdentifier) -> Int {
        mix(Int(bitPattern: UInt(bitPattern: record) &* 0x9E37_79B9_7F4A_7C15))
    }

    /// A product's high half is its well-mixed one, and the tables index by the low bits:
    /// folded down.
    private static func mix(_ product: Int) -> Int { product ^ (product >> 32) }
}

/// The store's three root records, told apart by identity (not by key: hashing a record's key
/// with SipHash to ask cost ~230 instructions, asked at each visit and for each key listed).
@MainActor
struct RootRecords {
    private let query: ObjectIdentifier
    private let mutation: ObjectIdentifier
    private let subscription: ObjectIdentifier

    init(_ store: Store) {
        query = ObjectIdentifier(store.root(.query))
        mutation = ObjectIdentifier(store.root(.mutation))
        subscription = ObjectIdentifier(store.root(.subscription))
    }

    func contains(_ record: Record) -> Bool {
        let id = ObjectIdentifier(record)
        return id == query || id == mutation || id == subscription
    }
}
