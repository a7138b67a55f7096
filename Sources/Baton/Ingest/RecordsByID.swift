/// The response's entity records by their id's bytes, so an object naming a record the
/// response already named finds it without making its key.
///
/// 5,585 of the fixture's 6,482 objects name a record met before (a character in every cast
/// list). Each one built its key `String` (`Type:id`, ~360 instructions) and hashed it with
/// SipHash to look it up. Here the id token's bytes are hashed in place and compared with the
/// held record's key; the `String` key is made only for a record the response has not named.
///
/// It is only a shortcut: `ResponseReader.recordIndex` stays the one index of records by
/// key. A miss here (an id with an escape or a `:`, a full probe run) takes the key path, so a
/// server that aims ids at one bucket costs at most `probeLimit` compares per object.
struct RecordsByID {
    /// Open addressing; a slot holds the hash's high 32 bits (which also pick its bucket, so
    /// growing needs no hash but the slot's) over the record's index + 1 (0: empty).
    private var slots: [UInt64]
    private var count = 0
    /// Per process (the seeded `Hasher`'s), so a server cannot choose colliding ids ahead.
    private let seed: UInt64

    /// Slots looked at before a lookup or an insert gives up.
    static let probeLimit = 16

    init(expected: Int) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        var hasher = Hasher()
        hasher.combine(0x6261_746F_6E69_6473 as UInt64)
        seed = UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The hash of an id of `type`, its bytes `base[0..<length]`.
    func hash(_ base: UnsafePointer<UInt8>, length: Int, type: TypeID) -> UInt64 {
        // The type and length are mixed before any byte: xored into the bytes' first word, the
        // length cancelled against a tail's low bits ("5" and "557", "19" and "198" shared a
        // hash, and every such pair cost a probe and a key compare).
        var h = DigestHasher.mix(seed ^ (UInt64(UInt32(bitPattern: type.number)) << 32 | UInt64(length)))
        var k = 0
        // Whole words, then the tail in one or two loads (`JSONReader.tailWord`; one by one, the
        // bytes of an id cost more as ids grew longer, callgrind): every read is inside
        // base[0..<length].
        while k + 8 <= length {
            h = (h ^ UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            k += 8
        }
        let tail = k < length ? JSONReader.tailWord(base, count: length, from: k) : 0
        h = (h ^ tail) &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 31
        h = h &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 29)
    }

    /// Adds `record` under `hash`; does nothing past the probe limit (a later lookup misses
    /// and takes the key path).
    mutating func insert(_ hash: UInt64, record: Int) {
        guard record < 0xFFFF_FFFF else { return }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var at = Int(hash >> 32) & mask
        for _ in 0..<Self.probeLimit {
            if slots[at] == 0 {
                slots[at] = (hash >> 32) << 32 | UInt64(record + 1)
                count += 1
                return
            }
            at = (at + 1) & mask
        }
    }

    /// Twice the slots, each put back by its kept high half.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        count = 0
        for slot in old where slot != 0 {
            insert((slot >> 32) << 32, record: Int(slot & 0xFFFF_FFFF) - 1)
        }
    }
}

extension RecordsByID {
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
        key.utf8.withContiguousStorageIfAvailable { key in
            typeName.utf8.withContiguousStorageIfAvailable { type in
                let n = type.count
                guard key.count == n + 1 + length, key[n] == UInt8(ascii: ":"), let base = key.baseAddress else {
                    return false
                }
                // An empty name (a type whose stores have ended) has no bytes to compare.
                let sameType = type.baseAddress.map { JSONReader.sameBytes(base, $0, count: n) } ?? (n == 0)
                return sameType && JSONReader.sameBytes(base + n + 1, id, count: length)
            } ?? false
        } ?? false
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

    /// The plain string id token at `start` (no escape, no `:`) and its hash for `type`; nil
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
            if Self.isSpecialInID(byte) || byte < 0x20 { return nil }
            end += 1
        }
        let length = end - first
        return IDToken(bytes: base + first, length: length,
                       hash: recordsByID.hash(base + first, length: length, type: type))
    }

    /// Adds the record an object made under its id, when the object named no earlier record
    /// and its only key value is an id a lookup by bytes can meet.
    mutating func noteNewRecord(_ object: ObjectState, type: TypeID, record: Int) {
        // The hash is made here, for the ~900 new records, not kept in `ObjectState` for every
        // object: 16 bytes more made each move of the state a `memcpy` (callgrind: +12.6 M).
        guard object.earlier == nil, object.keyValues.count == 1, let id = object.keyValues[0] else { return }
        let hash: UInt64? = id.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress, !bytes.contains(where: Self.isSpecialInID) else { return nil }
            return recordsByID.hash(base, length: bytes.count, type: type)
        } ?? nil
        if let hash { recordsByID.insert(hash, record: record) }
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
