/// The response's entity records by their id's bytes: the one index of every record whose key
/// is `Type:id` with an id of ASCII bytes, no `\` and no `:` (almost every record of a
/// response), so an object naming a record the response already named finds it without
/// making its key.
///
/// 5,585 of the fixture's 6,482 objects name a record met before (a character in every cast
/// list). Each one built its key `String` (`Type:id`, ~360 instructions) and hashed it with
/// SipHash to look it up. Here the id token's bytes are hashed in place and compared with the
/// held record's key; the `String` key is made only for a record the response has not named.
///
/// Such keys are in this table alone, not also in `ResponseReader.recordIndex` (which holds
/// path keys, composite keys and escaped ids): a second index of the same records cost a
/// `Dictionary` insert per new record, two cache lines of a table that outgrows the
/// processor's cache at 16× the fixture (BENCHMARKS.md, `ingest8`). A key this table cannot
/// take (past `probeLimit`, so a server that aims ids at one bucket costs at most that many
/// compares per object) goes to `recordIndex`, and from then on a miss here is looked up there.
struct RecordsByID {
    /// Open addressing; a slot holds the hash's high 32 bits (which also pick its bucket, so
    /// growing needs no hash but the slot's) over the record's index + 1 (0: empty).
    private var slots: [UInt64]
    private var count = 0
    /// `KeyHash.seed`, kept here: read from the static, each hash checked its one-time set-up.
    private let seed = KeyHash.seed
    /// Whether some record was refused (past the probe limit): a miss is then not the end of
    /// the lookup, the caller looks in `recordIndex` too.
    private(set) var overflowed = false
    /// Records refused while the table grew, for the caller to index by key; empty otherwise.
    var spilled: [Int] = []

    /// Slots looked at before a lookup or an insert gives up.
    static let probeLimit = 16

    /// `expected`: the records the response is thought to hold (about twice those it holds).
    init(expected: Int) {
        var capacity = 16
        // Twice that, a quarter full at the fixture's density: a table of `expected` slots
        // (near half full) took half the memory and as many instructions, and the 16× ingest
        // was ~1.5 % slower in time (BENCHMARKS.md, `ingest8`).
        while capacity < expected * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
    }

    /// The hash of an id of `type`, its bytes `base[0..<length]`.
    func hash(_ base: UnsafePointer<UInt8>, length: Int, type: TypeID) -> UInt64 {
        Self.hash(base, length: length, type: type, seed: seed)
    }

    /// `hash(_:length:type:)` with the table's seed given: `KeyHash` of the id's bytes, salted
    /// with the type's number (ids of two types part at once).
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, length: Int, type: TypeID, seed: UInt64) -> UInt64 {
        KeyHash.hash(base, count: length, salt: salt(type), seed: seed)
    }

    /// What parts the ids of two types: the type's number.
    @inline(__always)
    private static func salt(_ type: TypeID) -> UInt64 {
        UInt64(UInt32(bitPattern: type.number))
    }

    /// Adds `record` under `hash`; false past the probe limit (the caller then indexes the
    /// record by its key, and `overflowed` sends later misses there too).
    @discardableResult
    mutating func insert(_ hash: UInt64, record: Int) -> Bool {
        guard record < 0xFFFF_FFFF else {
            overflowed = true
            return false
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var at = Int(hash >> 32) & mask
        for _ in 0..<Self.probeLimit {
            if slots[at] == 0 {
                slots[at] = (hash >> 32) << 32 | UInt64(record + 1)
                count += 1
                return true
            }
            at = (at + 1) & mask
        }
        overflowed = true
        return false
    }

    /// Twice the slots, each put back by its kept high half; one that no longer fits within
    /// the probe limit is left in `spilled`.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        count = 0
        for slot in old where slot != 0 {
            let record = Int(slot & 0xFFFF_FFFF) - 1
            if !insert((slot >> 32) << 32, record: record) { spilled.append(record) }
        }
    }
}

extension RecordsByID {
    /// The hash this table holds a record keyed `key` under: for a key with one `:` and no `\`
    /// (`Type:id`, an entity of one plain id, as an id token is looked up), the hash of the
    /// bytes after the `:`; nil for any other key. By the key's text alone, so one key always
    /// has one place, however it was reached.
    func hash(ofKey key: String, type: TypeID) -> UInt64? {
        // The closure captures the seed alone: capturing the table retained its arrays.
        let seed = seed
        return Self.withBytes(of: key) { key in
            guard let base = key.baseAddress else { return nil }
            var colon = 0
            while colon < key.count, base[colon] != UInt8(ascii: ":") {
                if base[colon] == UInt8(ascii: "\\") { return nil }
                colon += 1
            }
            guard colon < key.count else { return nil }
            return Self.hash(plainID: UnsafeBufferPointer(rebasing: key[(colon + 1)...]), type: type, seed: seed)
        }
    }

    /// `hash(ofKey:type:)` of the entity key of `type` whose one key value is `id`, from the id
    /// alone: an id of no `\` and no `:` is the key's text after its type's name and `:`, and
    /// any other is escaped in the key (which `hash(ofKey:type:)` then refuses too).
    func hash(ofID id: String, type: TypeID) -> UInt64? {
        let seed = seed
        return Self.withBytes(of: id) { Self.hash(plainID: $0, type: type, seed: seed) }
    }

    /// The hash of an id's bytes when they are ASCII with no `\` and no `:`; nil otherwise. An
    /// empty id has one too, as an empty id token does. A non-ASCII id is left to
    /// `recordIndex`, which compares keys as `String`s: two spellings of one text (precomposed
    /// and decomposed) are one key there, and would be two records here, compared as bytes.
    private static func hash(plainID id: UnsafeBufferPointer<UInt8>, type: TypeID, seed: UInt64) -> UInt64? {
        guard !id.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "\\") || $0 >= 0x80 }) else {
            return nil
        }
        return KeyHash.hash(id, salt: salt(type), seed: seed)
    }

    /// `body` over `text`'s UTF-8 bytes: in place (every native string), or copied once.
    private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> UInt64?) -> UInt64? {
        if let inPlace = text.utf8.withContiguousStorageIfAvailable(body) { return inPlace }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The first record under `hash`'s tag, not checked to be the id's: a candidate, for a
    /// caller that can tell it by other means (`leadingRepeat`: the bytes of its last writer).
    func candidate(_ hash: UInt64) -> Int? {
        first(under: hash) { _ in true }
    }

    /// The record of `records` whose key is `typeName:id` (the id's bytes `id[0..<length]`)
    /// and whose type is `type`, found under `hash`.
    func find(_ hash: UInt64, in records: [ChangeRecord], type: TypeID, typeName: String,
              id: UnsafePointer<UInt8>, length: Int) -> Int? {
        first(under: hash) { index in
            records[index].type == type
                && Self.isKey(records[index].hashedKey.text, typeName: typeName, id: id, length: length)
        }
    }

    /// The record of `records` keyed `key`, found under `hash`.
    func find(_ hash: UInt64, in records: [ChangeRecord], key: RecordKey.Hashed) -> Int? {
        first(under: hash) { records[$0].hashedKey == key }
    }

    /// The first record under `hash`'s tag, in probe order, that `accepts` takes.
    @inline(__always)
    private func first(under hash: UInt64, where accepts: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        let tag = hash >> 32
        var at = Int(tag) & mask
        for _ in 0..<Self.probeLimit {
            let slot = slots[at]
            if slot == 0 { return nil }
            let index = Int(slot & 0xFFFF_FFFF) - 1
            if slot >> 32 == tag, accepts(index) { return index }
            at = (at + 1) & mask
        }
        return nil
    }

    /// Whether `key` is `typeName:id` byte for byte: the key `RecordKey.entity` makes of an
    /// id with no `\` and no `:`.
    private static func isKey(_ key: String, typeName: String, id: UnsafePointer<UInt8>, length: Int) -> Bool {
        let inPlace = key.utf8.withContiguousStorageIfAvailable { key in
            typeName.utf8.withContiguousStorageIfAvailable { type -> Bool in
                let n = type.count
                guard key.count == n + 1 + length, key[n] == UInt8(ascii: ":"), let base = key.baseAddress else {
                    return false
                }
                // An empty name (a type whose stores have ended) has no bytes to compare.
                let sameType = type.baseAddress.map { JSONReader.sameBytes(base, $0, count: n) } ?? (n == 0)
                return sameType && JSONReader.sameBytes(base + n + 1, id, count: length)
            }
        }
        // A key not held as contiguous bytes (never one the ingest made) is compared by its
        // bytes in order: this table is the only index of such keys, so a miss must mean it.
        if let inPlace, let inPlace { return inPlace }
        return key.utf8.elementsEqual(Array(typeName.utf8) + [UInt8(ascii: ":")]
                                      + UnsafeBufferPointer(start: id, count: length))
    }
}

extension ResponseReader {
    /// Before an object's only key field is read: when its token is a plain string (no
    /// escape, no `:`) naming a record the response already named, notes that record as
    /// `noteEntityKey` would, without making the key.
    mutating func noteRecord(byID object: inout ObjectState, typeName: String, type: TypeID, at start: Int) {
        guard object.entityKey == nil, object.keyValues.count == 1 else { return }
        noteRecord(recordNamed(byIDAt: start, type: type, typeName: typeName), in: &object)
    }

    /// Notes `found`, the record an object's id token named by its bytes (nil: none).
    mutating func noteRecord(_ found: Int?, in object: inout ObjectState) {
        guard object.entityKey == nil, object.keyValues.count == 1, let found else { return }
        note(changes.records[found].hashedKey, earlier: found, in: &object)
    }

    /// The record of `type` the response already named by the plain string id token at
    /// `start` (no escape, no `:`); nil for another token or a record not met.
    mutating func recordNamed(byIDAt start: Int, type: TypeID, typeName: String) -> Int? {
        guard let id = idToken(at: start, type: type) else { return nil }
        return recordNamed(id, type: type, typeName: typeName)
    }

    /// The record of `type` the response already named by `id`; nil for a record not met.
    mutating func recordNamed(_ id: IDToken, type: TypeID, typeName: String) -> Int? {
        recordsByID.find(id.hash, in: changes.records, type: type, typeName: typeName, id: id.bytes, length: id.length)
    }

    /// The plain string id token at `start` (ASCII, no escape, no `:`) and its hash for `type`; nil
    /// for another token.
    mutating func idToken(at start: Int, type: TypeID) -> IDToken? {
        guard let base = json.bytes.baseAddress else { return nil }
        let count = json.bytes.count
        guard start < count, base[start] == UInt8(ascii: "\"") else { return nil }
        // Every byte read is at an index below `count`, checked before the read.
        let first = start + 1
        var end = first
        // A word at a time while eight bytes are there (each load reads end..<end + 8, with
        // end + 8 <= count): to the first byte that ends or disqualifies the id, which the
        // loop below then reads. One by one, an id's bytes cost more as ids grew longer.
        while end + 8 <= count {
            let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
            let found = JSONReader.specialBytes(word) | JSONReader.bytes(of: word, equalTo: UInt8(ascii: ":"))
                | word & 0x8080_8080_8080_8080
            if found != 0 {
                end += found.trailingZeroBitCount >> 3
                break
            }
            end += 8
        }
        while true {
            guard end < count else { return nil }
            let byte = base[end]
            if byte == UInt8(ascii: "\"") { break }
            // An escape, a `:` (which a key escapes) or a control byte: the key path has the rules.
            // A non-ASCII byte: `recordIndex` has the id (`hash(plainID:type:seed:)`).
            if Self.isSpecialInID(byte) || byte < 0x20 || byte >= 0x80 { return nil }
            end += 1
        }
        let length = end - first
        return IDToken(bytes: base + first, length: length,
                       hash: recordsByID.hash(base + first, length: length, type: type))
    }

    /// The change record made under `key` so far, if any: a key of the shape `Type:id` (one
    /// `:`, no `\`) is looked up in `recordsByID` under `idHash` (`idHash(of:type:)`, nil for
    /// any other key), any other key in `recordIndex`.
    func existingRecord(_ key: RecordKey.Hashed, idHash: UInt64?) -> Int? {
        guard let idHash else { return recordIndex[key] }
        if let found = recordsByID.find(idHash, in: changes.records, key: key) { return found }
        return recordsByID.overflowed ? recordIndex[key] : nil
    }

    /// Indexes the change record just made under `key`: a `Type:id` key in `recordsByID`
    /// under `idHash` (in `recordIndex` when that table refuses it), any other in `recordIndex`.
    mutating func index(_ key: RecordKey.Hashed, idHash: UInt64?, as record: Int) {
        guard let idHash, recordsByID.insert(idHash, record: record) else {
            recordIndex[key] = record
            return
        }
        if !recordsByID.spilled.isEmpty {
            for spilled in recordsByID.spilled { recordIndex[changes.records[spilled].hashedKey] = spilled }
            recordsByID.spilled.removeAll()
        }
    }

    /// The hash `recordsByID` holds a record keyed `key` under (`RecordsByID.hash(ofKey:type:)`).
    func idHash(of key: String, type: TypeID) -> UInt64? {
        recordsByID.hash(ofKey: key, type: type)
    }

    /// A byte an entity key escapes (`\`, `:`).
    private static func isSpecialInID(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ":")
    }
}

/// An id token's bytes (inside the response's buffer, without its quotes) and their hash.
struct IDToken {
    let bytes: UnsafePointer<UInt8>
    let length: Int
    let hash: UInt64
}
