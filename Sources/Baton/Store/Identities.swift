/// The store's index from a single key value (an id) to the records keyed by it, across
/// types: the one way the identity-wide operations (`@deleteRecord`, `@deleteEdge`, a
/// typeless lookup, the image's forget) find a record by a bare value.
///
/// A record enters when the store makes it and leaves when it is swept, so an operation
/// costs a hash of the id whatever the number of types the process has seen.
@MainActor
struct IdentityIndex {
    /// The records under one id: almost always one, held inline; a list only when types
    /// share the id (an array per id was a heap block and ~300 instructions per record made).
    private enum Entry {
        case one(Record)
        case several([Record])
    }

    private var byID: [String: Entry] = [:]
    /// The names of the build's types by number, as the index met them: `TypeID.name` takes
    /// the type registry's lock, and every record made asked it once.
    private var typeNames: [String] = []

    /// Indexes `record` if its key is a single-value entity key.
    mutating func insert(_ record: Record) {
        insert(record, id: RecordKey.identity(of: record.key, type: name(of: record.type)))
    }

    /// `type`'s name; a build's type is asked of the registry once (its name never changes),
    /// a type only responses named every time (its name goes when the last store ends).
    private mutating func name(of type: TypeID) -> String {
        guard !type.isScoped, type.number >= 0 else { return type.name }
        let n = Int(type.number)
        if n < typeNames.count, !typeNames[n].isEmpty { return typeNames[n] }
        if n >= typeNames.count { typeNames.append(contentsOf: repeatElement("", count: n + 1 - typeNames.count)) }
        typeNames[n] = type.name
        return typeNames[n]
    }

    /// Indexes `record` under `id`, already read from its key (nil: not an entity key).
    mutating func insert(_ record: Record, id: String?) {
        guard let id else { return }
        // Through the table's in-place access: one hash of the id, whether new or shared.
        Self.add(record, to: &byID[id])
    }

    private static func add(_ record: Record, to entry: inout Entry?) {
        switch entry {
        case nil: entry = .one(record)
        case .one(let first)?: entry = .several([first, record])
        case .several(var list)?:
            // Taken out first, so the append does not copy the list.
            entry = nil
            list.append(record)
            entry = .several(list)
        }
    }

    /// Makes room for `count` ids, so a large batch does not regrow the table id by id.
    mutating func reserveCapacity(_ count: Int) { byID.reserveCapacity(count) }

    /// Forgets `record` (swept, or replaced under its key).
    mutating func remove(_ record: Record) {
        guard let id = RecordKey.identity(of: record.key, type: name(of: record.type)),
              let entry = byID[id] else { return }
        switch entry {
        case .one(let held): if held === record { byID[id] = nil }
        case .several(var list):
            list.removeAll { $0 === record }
            byID[id] = list.isEmpty ? nil : list.count == 1 ? .one(list[0]) : .several(list)
        }
    }

    /// Every record keyed by `id` alone, live or deleted.
    func records(withID id: String) -> [Record] {
        switch byID[id] {
        case .one(let record): [record]
        case .several(let list): list
        case nil: []
        }
    }

    mutating func removeAll() { byID = [:] }
}

extension Store {
    /// The one live record keyed by `id` alone, among `types` when given. Several live
    /// records with the id: logged `ambiguousIdentity(id, types)` and nil, so the caller
    /// does nothing.
    func liveRecord(withID id: String, among types: Set<TypeID>? = nil) -> Record? {
        let live = identities.records(withID: id).filter { record in
            !record.isDeleted && (types?.contains(record.type) ?? true)
        }
        if live.count > 1 { emit(.ambiguousIdentity(id: id, types: live.map(\.type.name).sorted())) }
        return live.count == 1 ? live[0] : nil
    }

    /// The record a change set names by `key`, found or made in `batch`; a deleted one it
    /// names again is revived, unless the change is the image's deleted record (`isDeleted`:
    /// it comes back deleted, nothing reads it yet).
    ///
    /// A stored record of another type under the same key is a conflict: it is logged, and
    /// the key passes to a new record of the change's type, so no record is ever written
    /// with another type's slots. The old record is marked deleted: links to it read nil.
    /// `made` says whether this call made the record (the commit writes such a record
    /// without comparing).
    ///
    /// Given the change's key, type and deleted state, not the change: a change passed on is
    /// copied (its entries retained and released), and past the processor's cache that retain
    /// was a miss per record.
    func record(for key: RecordKey.Hashed, type: TypeID, isDeleted: Bool,
                in batch: Batch) -> (record: Record, made: Bool) {
        guard let existing = record(key, in: batch) else { return (made(key, type, isDeleted, in: batch), true) }
        if existing.type != type {
            emit(.keyConflict(key: key.text, types: [existing.type.name, type.name]))
            identities.remove(existing)
            batch.setDeleted(existing, true)
            return (made(key, type, isDeleted, in: batch), true)
        }
        if existing.isDeleted, !isDeleted { batch.setDeleted(existing, false) }
        return (existing, false)
    }

    private func made(_ key: RecordKey.Hashed, _ type: TypeID, _ isDeleted: Bool, in batch: Batch) -> Record {
        let made = makeRecord(key, type, in: batch)
        if isDeleted { made.isDeleted = true }
        return made
    }
}
