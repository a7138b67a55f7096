/// The availability check in memory: walks every field an operation waits for,
/// from its root record, and answers whether memory holds them all. Lookups bind missing
/// root links to cached entities in one local batch. (The image comes later.)
@MainActor
public enum Availability {
    /// What the check found.
    public struct Answer: Sendable, Hashable {
        /// Every field outside deferred parts is held.
        public let isAvailable: Bool
        /// Every field of the deferred parts is held too.
        public let deferredHeld: Bool
        /// The walk needed the image (the store has one and memory could not answer).
        public internal(set) var usedImage = false

        /// Where the data is: in memory, in memory once the image filled it in, or missing.
        public var source: Source { isAvailable ? (usedImage ? .image : .memory) : .miss }
    }

    /// Where a check found the data.
    public enum Source: Sendable, Hashable {
        case memory, image, miss
    }

    /// Checks `resolution` against `store`, starting at its kind's root record.
    ///
    /// A missing scalar or a scalar its field's reader cannot hold is a miss; a null is fine; a missing
    /// link is a miss; a deleted target is not entered; every list element is followed;
    /// client fields and `__typename` are never waited for. Deferred parts are not waited
    /// for either; one held only in part is cleared (``clearPartlyHeldParts(_:in:)``).
    ///
    /// With an image, a check memory cannot answer walks again with the image at hand, filling
    /// what memory lacks (one local batch), and `root`, if given, takes its age from the image.
    @_spi(Generated) public static func check(_ resolution: Resolution, in store: Store, root: Root? = nil) -> Answer {
        resolution.checkStore(store)
        store.adoptTwins()
        var walk = Walk(store: store, variables: resolution.variables)
        walk.run(from: store.root(resolution.operation.kind), resolution.root)
        if !walk.bound.isEmpty { store.commit(Self.binding(walk.bound), kind: .local) }
        var answer = Answer(isAvailable: !walk.missed, deferredHeld: !walk.deferredMissed)
        if let image = store.image { answer = image.check(resolution, in: store, root: root, memory: answer) }
        if !answer.deferredHeld { clearPartlyHeldParts(resolution, in: store) }
        return answer
    }

    /// Whether memory alone holds every field `resolution` waits for: the walk of `check`,
    /// binding nothing (a missing link a lookup would bind is a miss) and asking no image. A
    /// relaunch's check asks it after filling its root's pack.
    static func holds(_ resolution: Resolution, in store: Store) -> Answer {
        var walk = Walk(store: store, variables: resolution.variables, binds: false)
        walk.run(from: store.root(resolution.operation.kind), resolution.root)
        return Answer(isAvailable: !walk.missed, deferredHeld: !walk.deferredMissed)
    }

    /// One local batch writing each bound link: the link's record, then its targets.
    private static func binding(_ bound: [(record: Record, slot: Int, target: Record)]) -> ChangeSet {
        var changes = ChangeSet()
        for link in bound {
            let targetIndex = changes.records.count + 1
            changes.records.append(ChangeRecord(key: link.record.key, type: link.record.type,
                                                entries: [ChangeEntry(slot: link.slot, value: .link(targetIndex))]))
            changes.records.append(ChangeRecord(key: link.target.key, type: link.target.type))
        }
        return changes
    }

    /// Whether a stored scalar fits the field's shape: exactly what the field's reader holds,
    /// so a cell written under an older schema that the lens would refuse counts as absent.
    /// Not main-actor isolated: the writer's pack verdict weighs the file's cells by it.
    nonisolated static func fits(_ value: SlotValue, _ shape: ScalarShape) -> Bool {
        if case .null = value { return true }
        if shape.isList {
            guard case .scalars(let items) = value else { return false }
            return items.allSatisfy { $0.map { fits($0, shape.kind) } ?? true }
        }
        // Text fits by the shape alone (the readers below): asked without copying the string.
        if case .string = value { return fitsText(shape.kind) }
        guard let scalar = value.scalar else { return false }
        return fits(scalar, shape.kind)
    }

    /// Whether any text fits `kind`: text reads as text, an enum or a custom scalar, never as
    /// a number or a bool.
    nonisolated static func fitsText(_ kind: ScalarKind) -> Bool {
        switch kind {
        case .string, .enum, .custom: true
        case .int, .float, .bool: false
        }
    }

    /// Mirrors the readers: text reads any scalar as text, an int reads an int or a whole
    /// float, a float reads a float or an int, a bool reads a bool, and an enum or a custom
    /// scalar (mapped or not) is stored and read as its text.
    private nonisolated static func fits(_ value: ScalarValue, _ kind: ScalarKind) -> Bool {
        switch kind {
        case .string: String.read(value) != nil
        case .int: Int.read(value) != nil
        case .float: Double.read(value) != nil
        case .bool: Bool.read(value) != nil
        case .enum, .custom: if case .string = value { true } else { false }
        }
    }
}

/// One walk: (record, selection, deferred) visited once each, through an explicit stack.
@MainActor
private struct Walk {
    let store: Store
    let variables: [String: JSONValue]
    /// Whether a missing link a lookup names is bound (else it is a miss).
    let binds: Bool
    var missed = false
    /// Links a lookup satisfied, written after the walk.
    var bound: [(record: Record, slot: Int, target: Record)] = []
    var deferredMissed = false
    /// Steps taken, by a hash of their identities: a `Set` hashed each step with SipHash
    /// and again at each of its growths (~1,100 instructions a record of the benchmark page);
    /// object addresses are not a server's to aim, so a multiplicative hash does.
    private var visited = HashSlots<Step>()
    private var lastConditions: (type: TypeID, conditions: Set<String>)?

    private struct Step: Equatable {
        let record: ObjectIdentifier
        let selection: ObjectIdentifier
        let deferred: Bool

        var hash: Int {
            let mixed = UInt(bitPattern: record) &* 0x9E37_79B9_7F4A_7C15
                ^ UInt(bitPattern: selection) &* 0xC2B2_AE3D_27D4_EB4F
                ^ (deferred ? 1 : 0)
            // The products' high half is the well-mixed one; the table indexes by low bits.
            return Int(bitPattern: mixed ^ (mixed >> 32))
        }
    }

    /// Notes `step`; false when it was taken already.
    private mutating func visit(_ step: Step) -> Bool {
        let hash = step.hash
        let (at, found) = visited.find(hash) { $0 == step }
        if found { return false }
        visited.insert(step, hash: hash, at: at)
        return true
    }

    init(store: Store, variables: [String: JSONValue], binds: Bool = true) {
        self.store = store
        self.variables = variables
        self.binds = binds
    }

    mutating func run(from start: Record, _ selection: ResolvedSelection) {
        var stack = [(start, selection, false)]
        while let (record, selection, deferred) = stack.popLast() {
            guard visit(Step(record: ObjectIdentifier(record), selection: ObjectIdentifier(selection),
                             deferred: deferred)) else { continue }
            let variant = selection.variant(for: record.type, answered: conditions(of: record.type))
            // The record's values taken once: each field is then tested in place, no value copied.
            let slots = record.checkedSlots
            for field in variant.fields where field.isServerField {
                let inDeferred = deferred || field.deferLabel != nil
                switch field.kind {
                case .typename: continue
                case .scalar(let shape):
                    if !slots.fits(field.slot, shape) { miss(inDeferred) }
                case .link(let link):
                    switch slots.value(field.slot) {
                    case .null: continue
                    case .link(let target):
                        if !target.isDeleted { stack.append((target, link.selection, inDeferred)) }
                    case .links(let targets):
                        // A loop, not `compactMap`: a list made and a main-actor closure per link.
                        for case let target? in targets where !target.isDeleted {
                            stack.append((target, link.selection, inDeferred))
                        }
                    case .missing:
                        if binds, let target = link.lookup?.target(in: store, variables: variables) {
                            bound.append((record, field.slot, target))
                            stack.append((target, link.selection, inDeferred))
                        } else {
                            miss(inDeferred)
                        }
                    default: miss(inDeferred)
                    }
                    if field.connection != nil, !Availability.holdsConnection(field, of: record) { miss(inDeferred) }
                }
            }
        }
    }

    /// The conditions `type` satisfies. Records met one after another are mostly of one
    /// type (a list's): the last answer is kept at hand, not looked up in the store's table
    /// (an exclusive access and a hash a record).
    private mutating func conditions(of type: TypeID) -> Set<String> {
        if let last = lastConditions, last.type == type { return last.conditions }
        let found = store.memberships[type] ?? []
        lastConditions = (type, found)
        return found
    }

    private mutating func miss(_ deferred: Bool) {
        if deferred { deferredMissed = true } else { missed = true }
    }
}
