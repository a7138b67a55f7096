/// A digest per change record, so a payload that comes back unchanged is recognised on the
/// main actor without comparing its values there.
///
/// The digest mixes each entry's slot and value: scalars by content (strings by their UTF-8
/// bytes, floats by bit pattern), links by kind only, since a link's index means nothing
/// outside its change set; the commit compares links by record identity in place. It is a
/// 64-bit `DigestHasher` seeded per process (why that is strong enough: its file).
///
/// It is computed where the ingest ends, off the main actor, in one pass over the records.
/// Made where each object writes its record (ingest6), a record written again was digested
/// again, and the 1× ingest was 2.6 % slower in time though no slower in instructions, while
/// the last-level misses the move saved at 16× (callgrind's 2 MB model) did not show on a
/// machine with a larger cache (BENCHMARKS.md, `ingest7`).
extension ResponseReader {
    /// What the ingest returns, every record given its digest: each ingest ends here.
    mutating func result(unplacedErrors: [FieldError], hasNext: Bool?, pending: [PendingPart] = []) -> IngestResult {
        changes.digestRecords()
        return IngestResult(changes: changes, unplacedErrors: unplacedErrors, hasNext: hasNext, pending: pending)
    }
}

extension ChangeSet {
    /// Gives every record its digest, in place (the records are the ingest's own).
    mutating func digestRecords() {
        // Read once: each read of a lazy global checks that it is made.
        let seed = DigestHasher.seed
        for k in records.indices { records[k].makeDigest(seed: seed) }
    }
}

extension ChangeRecord {
    /// Digests the entries in order, marks the links among them and notes the last record
    /// they link to. A record of more than 64 entries gets no digest (the mask would not hold
    /// its links): it is compared in full.
    mutating func makeDigest(seed: UInt64 = DigestHasher.seed) {
        guard entries.count <= 64 else { return }
        var hasher = DigestHasher(seed: seed)
        hasher.combine(UInt64(entries.count))
        var links: UInt64 = 0
        var last = 0
        // Read in place: an enumerated copy of each entry retained its string and released it
        // (outlined copies, ~200 K instructions an ingest of the fixture, callgrind).
        entries.withUnsafeBufferPointer { entries in
            for k in entries.indices where entries[k].value.combine(slot: entries[k].slot, into: &hasher) {
                links |= 1 << UInt64(k)
                last = max(last, entries[k].value.lastTarget)
            }
        }
        digest = hasher.digest
        linkEntries = links
        lastTarget = UInt32(clamping: last)
    }
}

extension ChangeValue {
    /// Mixes the slot with the value's kind (one word) and, for scalars, its content; true for
    /// a link or link list. A slot is far below 2⁶¹, so no two (slot, kind) pairs share a word.
    @inline(__always)
    fileprivate func combine(slot: Int, into hasher: inout DigestHasher) -> Bool {
        let slotBits = UInt64(UInt(bitPattern: slot)) << 3
        switch self {
        case .null: hasher.combine(slotBits | 0)
        case .bool(let v): hasher.combine(slotBits | 1); hasher.combine(v ? 1 : 0)
        case .int(let v): hasher.combine(slotBits | 2); hasher.combine(UInt64(bitPattern: v))
        case .float(let v): hasher.combine(slotBits | 3); hasher.combine(v.bitPattern)
        case .string(let v): hasher.combine(slotBits | 4); hasher.combine(v)
        case .link: hasher.combine(slotBits | 5); return true
        case .links(let list): hasher.combine(slotBits | 6); hasher.combine(UInt64(list.count)); return true
        case .scalars(let list):
            hasher.combine(slotBits | 7)
            hasher.combine(UInt64(list.count))
            for item in list { ScalarValue.combine(item, into: &hasher) }
        }
        return false
    }
}

extension ChangeValue {
    /// The highest index a link or link list names (0 for none).
    fileprivate var lastTarget: Int {
        switch self {
        case .link(let i): return i
        case .links(let list):
            var last = 0
            for case let i? in list where i > last { last = i }
            return last
        default: return 0
        }
    }
}

extension ScalarValue {
    /// A list item: its kind (0 for null), then its content.
    fileprivate static func combine(_ item: ScalarValue?, into hasher: inout DigestHasher) {
        switch item {
        case nil: hasher.combine(0)
        case .bool(let v)?: hasher.combine(1); hasher.combine(v ? 1 : 0)
        case .int(let v)?: hasher.combine(2); hasher.combine(UInt64(bitPattern: v))
        case .float(let v)?: hasher.combine(3); hasher.combine(v.bitPattern)
        case .string(let v)?: hasher.combine(4); hasher.combine(v)
        }
    }
}
