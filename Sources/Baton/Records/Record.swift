import Observation

/// A normalized object: a type, a key, dense slots, a short sorted list of store-numbered
/// slots, per-slot field errors and a deleted flag.
///
/// Observation is per slot: one `ObservationRegistrar` per record and one key path per
/// slot index (its channel, `SlotChannels`), so a read registers (record, slot) and a commit
/// notifies exactly the slots whose value or error changed. Only the store writes.
@MainActor
public final class Record: Observable {
    /// The record's key (`Character:1`, `client:root`, …).
    public nonisolated let key: String
    /// The record's concrete type.
    public nonisolated let type: TypeID
    /// Dense values of the build's slots, sized by the highest slot written, not by the
    /// type's slot count.
    /// Unchecked exclusivity: only the store writes, on the main actor, never while a read
    /// of the same record is in progress; a checked access cost each lens read ~8 ns.
    @exclusivity(unchecked) @usableFromInline private(set) var values: [SlotValue] = []
    /// Values of store-numbered slots (negative indices: keys rendered from variables),
    /// sorted by slot; a record holds few of them.
    @exclusivity(unchecked) private(set) var storeValues: [(slot: Int, value: SlotValue)] = []
    /// Field errors by slot; empty for almost every record. Unchecked exclusivity, as for
    /// `values`: the commit asks for each entry's old error.
    @exclusivity(unchecked) private(set) var errors: [Int: FieldError] = [:]
    /// Whether `@deleteRecord` removed it; links to it read nil.
    /// Unchecked exclusivity, as for `values`: the commit reads it for every record.
    @exclusivity(unchecked) public internal(set) var isDeleted = false
    /// The digest of the change a commit last wrote here in full, without field errors; any
    /// later write clears it. While it is set, a change with the same digest (and the same
    /// link targets) writes nothing here, so the commit skips its values.
    @exclusivity(unchecked) var digest: Int?

    @usableFromInline let registrar = ObservationRegistrar()

    /// Makes an empty record. Only a store (or a test) makes records.
    public init(key: String, type: TypeID) {
        self.key = key
        self.type = type
        self.isPlaceholder = key.hasPrefix("client:placeholder:")
    }

    /// Whether this is a type's placeholder: reads below it report nothing again.
    public nonisolated let isPlaceholder: Bool

    /// The value of slot `slot`, registering the read with Observation.
    public subscript(slot slot: Int) -> SlotValue {
        access(SlotChannels.channel(slot))
        return value(at: slot)
    }

    /// The field error of slot `slot`, registering the read on the same channel as the value.
    public func error(slot: Int) -> FieldError? {
        access(SlotChannels.channel(slot))
        return errors.isEmpty ? nil : errors[slot]
    }

    /// The value without registering a read (commit, export).
    @usableFromInline
    func value(at slot: Int) -> SlotValue {
        if slot >= 0 { return slot < values.count ? values[slot] : .missing }
        return storeIndex(slot).map { storeValues[$0].value } ?? .missing
    }

    /// Whether slot `slot` already holds what `value` would write, compared in place (no
    /// copy of the stored value): the commit's test for an unchanged entry.
    func holds(_ value: ChangeValue, at slot: Int, targets: [Record]) -> Bool {
        if slot >= 0 { return slot < values.count && value.isSame(as: values[slot], targets: targets) }
        guard let k = storeIndex(slot) else { return false }
        return value.isSame(as: storeValues[k].value, targets: targets)
    }

    /// The error without registering a read.
    func storedError(at slot: Int) -> FieldError? { errors.isEmpty ? nil : errors[slot] }

    /// The slots that hold anything (value or error), for export.
    var writtenSlots: [Int] {
        var slots = Set(errors.keys)
        for (i, v) in values.enumerated() where v != .missing { slots.insert(i) }
        for entry in storeValues { slots.insert(entry.slot) }
        return slots.sorted()
    }

    /// The slots whose link, or some entry of whose link list, is a record `matches`
    /// accepts (links to records deleted, revived or swept).
    func slotsLinking(to matches: (Record) -> Bool) -> [Int] {
        var found: [Int] = []
        func check(_ slot: Int, _ value: SlotValue) {
            switch value {
            case .link(let target): if matches(target) { found.append(slot) }
            case .links(let targets):
                // A loop, not `contains(where:)`: a closure capturing `matches` is refused by
                // the release build's region checking ("sending 'matches' risks data races").
                for case let target? in targets where matches(target) {
                    found.append(slot)
                    return
                }
            default: return
            }
        }
        for (slot, value) in values.enumerated() { check(slot, value) }
        for entry in storeValues { check(entry.slot, entry.value) }
        return found
    }

    /// Writes a slot without notifying; the store nets notifications per batch.
    func write(_ value: SlotValue, at slot: Int) {
        digest = nil
        guard slot >= 0 else { return writeStored(value, at: slot) }
        if slot >= values.count {
            if case .missing = value { return }
            values.append(contentsOf: repeatElement(.missing, count: slot + 1 - values.count))
        }
        values[slot] = value
    }

    /// Sizes the dense values for slots up to `top` at once, for a record about to be written
    /// whole (a fill): its writes then grow nothing, whatever their order.
    func makeRoom(upTo top: Int) {
        guard top >= values.count else { return }
        values.append(contentsOf: repeatElement(.missing, count: top + 1 - values.count))
    }

    /// Sets or clears a slot's error without notifying.
    func setError(_ error: FieldError?, at slot: Int) {
        digest = nil
        if let error { errors[slot] = error } else if !errors.isEmpty { errors[slot] = nil }
    }

    /// Clears store-numbered slots the store freed (nothing can name them any more, so no
    /// one is told).
    func forget(storeSlots freed: Set<Int>) {
        guard !storeValues.isEmpty || !errors.isEmpty else { return }
        digest = nil
        storeValues.removeAll { freed.contains($0.slot) }
        for slot in errors.keys where slot < 0 && freed.contains(slot) { errors[slot] = nil }
    }

    /// Tells the observers of one slot that it changed.
    func notify(slot: Int) {
        registrar.withMutation(of: SlotChannels(), keyPath: SlotChannels.channel(slot)) {}
    }

    private func storeIndex(_ slot: Int) -> Int? {
        for k in storeValues.indices where storeValues[k].slot == slot { return k }
        return nil
    }

    private func writeStored(_ value: SlotValue, at slot: Int) {
        if let k = storeIndex(slot) {
            if case .missing = value { storeValues.remove(at: k) } else { storeValues[k].value = value }
            return
        }
        if case .missing = value { return }
        let k = storeValues.firstIndex { $0.slot > slot } ?? storeValues.count
        storeValues.insert((slot, value), at: k)
    }
}
