/// The store's index from a single key value (an id) to the records keyed by it, across
/// types: the one way the identity-wide operations (`@deleteRecord`, `@deleteEdge`, a
/// typeless lookup, the image's forget) find a record by a bare value.
///
/// A record enters when the store makes it and leaves when it is swept, so an operation
/// costs a hash of the id whatever the number of types the process has seen.
///
/// A record enters the table only when the index is next asked or told of a removal: until
/// then it waits in a list (`unindexed`), in the order made. Most stores are never asked by
/// id, and indexing each record as the commit made it probed a second table at a random
/// place per record and zeroed that table up front, which past the processor's cache was
/// about a tenth of the large commit's misses (BENCHMARKS.md, `scale12`).
///
/// Ids are equal as `String`s, and hashed with `KeyHash` (seeded per process, so a server
/// cannot aim ids at one run of slots), which hashes equal `String`s alike. The usual id
/// (ASCII, no `\` or `:`) is hashed and compared as the bytes of its record's key in place:
/// `KeyHash` hashes an ASCII text's bytes and nothing else, so both ways give one hash. Making each
/// id a `String` to key a dictionary, and hashing it there, was ~600 instructions per record
/// made. The records of each id sit beside its hash (`HashSlots`): an insert writes one slot,
/// where a dictionary wrote its key and value arrays apart.
@MainActor
struct IdentityIndex {
    /// The records under one id: almost always one, held inline; a list only when types
    /// share the id (an array per id was a heap block and ~300 instructions per record made).
    private enum Entry {
        case one(Record)
        case several([Record])

        /// The first record: every record of an entry has the same id.
        var first: Record {
            switch self {
            case .one(let record): record
            case .several(let list): list[0]
            }
        }
    }

    /// Each id's records under its hash (`HashSlots`).
    private var slots = HashSlots<Entry>()
    /// Records made and not in `slots` yet, in the order made: put there, in that order, before
    /// the index is read or a record leaves it.
    private var unindexed: [Record] = []
    /// The names of the build's types by number, as the index met them: `TypeID.name` takes
    /// the type registry's lock, and every record made asked it once.
    private var typeNames: [String] = []

    /// Indexes `record` if its key is a single-value entity key (when the index is next read).
    mutating func insert(_ record: Record) {
        unindexed.append(record)
    }

    /// Puts the records made since the index was last read into the table, in the order made.
    private mutating func indexMade() {
        guard !unindexed.isEmpty else { return }
        let made = unindexed
        unindexed = []
        slots.reserveCapacity(slots.count + made.count)
        for record in made { index(record) }
    }

    private mutating func index(_ record: Record) {
        guard let id = ID(inKey: record.key, typeName: name(of: record.type)) else { return }
        let (at, found) = find(id)
        guard found else { return slots.insert(.one(record), hash: id.hash, at: at) }
        Self.add(record, to: &slots[at: at])
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

    /// Makes room for `count` records made, so a large batch does not regrow the list (and,
    /// when it is read, the table) record by record.
    mutating func reserveCapacity(_ count: Int) { unindexed.reserveCapacity(max(0, count - slots.count)) }

    /// Forgets `record` (swept, or replaced under its key).
    mutating func remove(_ record: Record) {
        indexMade()
        guard let id = ID(inKey: record.key, typeName: name(of: record.type)) else { return }
        let (at, found) = find(id)
        guard found, let entry = slots[at: at] else { return }
        switch entry {
        case .one(let held):
            if held === record { slots.remove(at: at) }
        case .several(var list):
            list.removeAll { $0 === record }
            if list.isEmpty { return slots.remove(at: at) }
            slots[at: at] = list.count == 1 ? .one(list[0]) : .several(list)
        }
    }

    /// Every record keyed by `id` alone, live or deleted.
    mutating func records(withID id: String) -> [Record] {
        indexMade()
        let (at, found) = find(ID(id))
        guard found, let entry = slots[at: at] else { return [] }
        switch entry {
        case .one(let record): return [record]
        case .several(let list): return list
        }
    }

    mutating func removeAll() {
        slots = HashSlots()
        unindexed = []
    }

    /// The slot of `id`'s records, or the empty slot where they would go.
    private func find(_ id: ID) -> (at: Int, found: Bool) {
        slots.find(id.hash) { id.isID(of: $0.first) }
    }
}

extension IdentityIndex {
    /// An id as the index looks it up: its `String` hash, and its bytes where they lie (in
    /// a record's key, after the type's name, or a bare id), compared as bytes for the usual
    /// id (ASCII, no `\` or `:`) and as a `String` for any other.
    struct ID {
        let hash: Int
        /// The id's bytes from `start` on: a key or the id itself; for an unusual id the id
        /// unescaped.
        private let bytes: String
        private let start: Int
        private let isPlain: Bool

        /// The id of `key` as a single-value entity key of the type named `typeName`; nil
        /// when it is not one.
        init?(inKey key: String, typeName: String) {
            // Where the id starts: 0 when `key` is not an entity key of the type, -1 when its
            // id is an unusual one. Indexed loops over the bytes: slices' `elementsEqual` and
            // `for … in` cost each record made ~300 instructions more, measured.
            var start = 0
            let hash: Int? = key.utf8.withContiguousStorageIfAvailable { key -> Int? in
                typeName.utf8.withContiguousStorageIfAvailable { type -> Int? in
                    let n = type.count
                    guard key.count > n, key[n] == UInt8(ascii: ":") else { return nil }
                    for k in 0..<n where key[k] != type[k] { return nil }
                    start = -1
                    for k in (n + 1)..<key.count where !Self.isPlain(key[k]) { return nil }
                    start = n + 1
                    return Self.hash(UnsafeBufferPointer(rebasing: key[(n + 1)...]))
                } ?? nil
            } ?? nil
            if let hash {
                self.init(hash: hash, bytes: key, start: start, isPlain: true)
                return
            }
            guard start < 0 || key.utf8.withContiguousStorageIfAvailable({ _ in true }) == nil else { return nil }
            // An escape, a `:` or a non-ASCII byte: the key's rules read it.
            guard let id = RecordKey.identity(of: key, type: typeName) else { return nil }
            self.init(id)
        }

        /// A bare id, as a lookup names it.
        init(_ id: String) {
            let isPlain = id.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(Self.isPlain) } ?? false
            self.init(hash: Int(truncatingIfNeeded: KeyHash.hash(id)), bytes: id, start: 0, isPlain: isPlain)
        }

        private init(hash: Int, bytes: String, start: Int, isPlain: Bool) {
            self.hash = hash
            self.bytes = bytes
            self.start = start
            self.isPlain = isPlain
        }

        /// Whether `record` (held by the index, so its key is `Type:id` with no unescaped
        /// `:` after the type) has this id.
        func isID(of record: Record) -> Bool {
            if isPlain, let same = samePlainBytes(record.key) { return same }
            // Either is an unusual id: compared as `String`s, as a dictionary of ids did.
            let ours = String(decoding: bytes.utf8.dropFirst(start), as: UTF8.self)
            return RecordKey.identity(of: record.key, type: record.type.name) == ours
        }

        /// Whether `key`'s id is these bytes; nil when it is an unusual id.
        private func samePlainBytes(_ key: String) -> Bool? {
            key.utf8.withContiguousStorageIfAvailable { theirs -> Bool? in
                // A type's name holds no `:`: the id starts after the first one.
                guard let colon = theirs.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                let tail = theirs[(colon + 1)...]
                guard tail.allSatisfy(Self.isPlain) else { return nil }
                return bytes.utf8.withContiguousStorageIfAvailable { $0[start...].elementsEqual(tail) }
            } ?? nil
        }

        /// A byte of the usual id: ASCII, and not one an entity key escapes.
        private static func isPlain(_ byte: UInt8) -> Bool {
            byte < 0x80 && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: ":")
        }

        /// What `KeyHash.hash(_: String)` gives for an ASCII string of these bytes (the hash
        /// of its bytes).
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            Int(truncatingIfNeeded: KeyHash.hash(bytes, seed: KeyHash.seed))
        }
    }
}
