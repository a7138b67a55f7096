/// Deferred parts in the availability check: the check does not wait for them, but a part
/// held only in part (say, a record brought a deferred fragment's link with nothing behind
/// it) is cleared, so the fragment reads absent instead of empty and the operation fetches
/// it while the rest renders.
extension Availability {
    /// Clears every deferred part the store holds only in part, starting at the operation's
    /// root: the fields its label marks, at the record where it starts, read missing again
    /// (one local batch; their observers are told). Returns how many parts were cleared.
    @_spi(Generated) @discardableResult
    public static func clearPartlyHeldParts(_ resolution: Resolution, in store: Store) -> Int {
        var walk = PartWalk(store: store)
        walk.run(from: store.root(resolution.operation.kind), resolution.root)
        store.clear(walk.partlyHeld)
        return walk.partCount
    }
}

/// Walks the records an operation reaches outside deferred parts (and inside parts that are
/// fully held, for the parts nested in them) and sorts each part it meets.
@MainActor
private struct PartWalk {
    let store: Store
    /// The slots of the parts held only in part.
    private(set) var partlyHeld: [(record: Record, slot: Int)] = []
    private(set) var partCount = 0
    private var visited = Set<[ObjectIdentifier]>()
    private var stack: [(Record, ResolvedSelection)] = []

    init(store: Store) { self.store = store }

    mutating func run(from start: Record, _ selection: ResolvedSelection) {
        stack = [(start, selection)]
        while let (record, selection) = stack.popLast() {
            guard visited.insert([ObjectIdentifier(record), ObjectIdentifier(selection)]).inserted else { continue }
            let variant = selection.variant(for: record.type, answered: store.memberships[record.type] ?? [])
            var parts: [String: [ResolvedField]] = [:]
            for field in variant.fields where field.isServerField {
                if let label = field.deferLabel { parts[label, default: []].append(field) } else { follow(field, of: record) }
            }
            for fields in parts.values { sort(fields, at: record) }
        }
    }

    /// A part wholly absent waits for its fetch; wholly held, the parts nested in it are
    /// sorted too; anything in between is cleared.
    private mutating func sort(_ fields: [ResolvedField], at record: Record) {
        let absent = fields.allSatisfy { record.value(at: $0.slot) == .missing }
        if absent { return }
        if fields.allSatisfy({ isHeld($0, of: record) }) {
            for field in fields { follow(field, of: record) }
            return
        }
        partCount += 1
        for field in fields where record.value(at: field.slot) != .missing {
            partlyHeld.append((record, field.slot))
        }
    }

    /// Queues the live records a link field points to.
    private mutating func follow(_ field: ResolvedField, of record: Record) {
        guard case .link(let link) = field.kind else { return }
        for target in Marking.targets(record.value(at: field.slot)) where !target.isDeleted {
            stack.append((target, link.selection))
        }
    }

    /// Whether the field and everything below it (outside nested parts) is held.
    private func isHeld(_ field: ResolvedField, of record: Record) -> Bool {
        var seen = Set<[ObjectIdentifier]>()
        var pending = [(record, field)]
        while let (holder, field) = pending.popLast() {
            let value = holder.value(at: field.slot)
            switch field.kind {
            case .typename: continue
            case .scalar(let shape):
                if value == .missing || !Availability.fits(value, shape) { return false }
            case .link(let link):
                switch value {
                case .missing: return false
                case .null: continue
                case .link, .links:
                    for target in Marking.targets(value) where !target.isDeleted
                        && seen.insert([ObjectIdentifier(target), ObjectIdentifier(link.selection)]).inserted {
                        let variant = link.selection.variant(for: target.type,
                                                             answered: store.memberships[target.type] ?? [])
                        for child in variant.fields where child.isServerField && child.deferLabel == nil {
                            pending.append((target, child))
                        }
                    }
                default: return false
                }
            }
        }
        return true
    }
}
