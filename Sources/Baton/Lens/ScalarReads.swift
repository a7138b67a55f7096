/// Scalar reads for generated accessors. Each loads one slot and registers
/// it; missing data is logged `missing`, a value the type cannot hold `unexpected`.
@_spi(Generated)
@MainActor
extension Anchor {
    /// A nullable scalar: nil for null, missing (logged) or another kind (logged).
    /// Inlinable so a lens specializes it for its type: an unspecialized read asks the
    /// runtime for `Optional<T>`'s metadata on every call.
    @inlinable
    public func scalar<T: SlotReadable>(_ slot: SlotID, as type: T.Type = T.self) -> T? {
        switch record.readScalar(slot, as: T.self) {
        case .value(let read): return read
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        case .unexpected: report(.unexpected, slot); return nil
        }
    }

    /// A non-null scalar: the zero value (logged) when null, missing or another kind.
    @inlinable
    public func scalarNonNull<T: SlotReadable>(_ slot: SlotID, as type: T.Type = T.self) -> T {
        switch record.readScalar(slot, as: T.self) {
        case .value(let read): return read
        case .missing: report(.missing, slot); return T.zero
        case .null, .unexpected: report(.unexpected, slot); return T.zero
        }
    }

    /// A nullable list of nullable elements: an element it cannot hold reads nil, reported once.
    public func list<T: SlotReadable>(_ slot: SlotID, of type: T.Type = T.self) -> [T?]? {
        guard let items = scalarList(slot) else { return nil }
        var bad = false
        let read = items.map { item -> T? in
            guard let item else { return nil }
            let value = T.read(item)
            if value == nil { bad = true }
            return value
        }
        if bad { report(.unexpected, slot) }
        return read
    }

    /// A non-null list of nullable elements (`[]` when it holds none, logged).
    public func listNonNull<T: SlotReadable>(_ slot: SlotID, of type: T.Type = T.self) -> [T?] {
        if let read = list(slot, of: type) { return read }
        if case .null = record.value(at: slot.index(on: record.type)) { report(.unexpected, slot) }
        return []
    }

    /// A nullable list of non-null elements: an element it cannot hold (or a null) is
    /// dropped, reported once.
    public func listOfNonNull<T: SlotReadable>(_ slot: SlotID, of type: T.Type = T.self) -> [T]? {
        guard let items = scalarList(slot) else { return nil }
        let read = items.compactMap { $0.flatMap(T.read) }
        if read.count != items.count { report(.unexpected, slot) }
        return read
    }

    /// A non-null list of non-null elements.
    public func listNonNullOfNonNull<T: SlotReadable>(_ slot: SlotID, of type: T.Type = T.self) -> [T] {
        if let read = listOfNonNull(slot, of: type) { return read }
        if case .null = record.value(at: slot.index(on: record.type)) { report(.unexpected, slot) }
        return []
    }

    /// The scalar list a slot holds; nil for null, missing (logged) or another kind (logged).
    private func scalarList(_ slot: SlotID) -> [ScalarValue?]? {
        switch record[slot: slot] {
        case .scalars(let items): return items
        case .null: return nil
        case .missing: report(.missing, slot); return nil
        default: report(.unexpected, slot); return nil
        }
    }

    /// The field error stored beside a slot (registers the read).
    public func fieldError(_ slot: SlotID) -> FieldError? {
        record.error(slot: slot.index(on: record.type))
    }

    @usableFromInline
    enum Report { case missing, unexpected }

    /// Logs a read problem, except below a placeholder (only its link is reported). A
    /// missing read tells the owner's root, which heals once: it is marked stale and refetched
    /// when a holder allows the network. Missing again after the heal, it is logged as unexpected.
    @usableFromInline
    func report(_ kind: Report, _ slot: SlotID) {
        guard !record.isPlaceholder, let store = owner.store else { return }
        var kind = kind
        if kind == .missing, let heal = owner.onMissing, !heal() { kind = .unexpected }
        let type = record.type.name
        store.emit(kind == .missing ? .missing(type: type, field: slot.storageKey)
                                    : .unexpected(type: type, field: slot.storageKey))
    }
}
