/// A digest per change record, so a payload that comes back unchanged is recognised on the
/// main actor without comparing its values there.
///
/// The digest mixes each entry's slot and value: scalars by content (strings as `String`
/// equality sees them, floats by bit pattern), links by kind only, since a link's index means
/// nothing outside its change set; the commit compares links by record identity in place.
/// It is computed here, where the ingest ends, off the main actor. A 64-bit digest from the
/// process's seeded `Hasher`: two different entry lists share one with a chance near 2⁻⁶⁴,
/// and a server cannot aim at it (the seed is the process's own).
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
        for k in records.indices { records[k].makeDigest() }
    }
}

extension ChangeRecord {
    /// Digests the entries in order and marks the links among them. A record of more than 64
    /// entries gets no digest (the mask would not hold its links): it is compared in full.
    mutating func makeDigest() {
        guard entries.count <= 64 else { return }
        var hasher = Hasher()
        hasher.combine(entries.count)
        var links: UInt64 = 0
        for (k, entry) in entries.enumerated() {
            hasher.combine(entry.slot)
            if entry.value.combineContent(into: &hasher) { links |= 1 << UInt64(k) }
        }
        digest = hasher.finalize()
        linkEntries = links
    }
}

extension ChangeValue {
    /// Mixes the value's kind and, for scalars, its content; true for a link or link list.
    fileprivate func combineContent(into hasher: inout Hasher) -> Bool {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let v): hasher.combine(1 as UInt8); hasher.combine(v)
        case .int(let v): hasher.combine(2 as UInt8); hasher.combine(v)
        case .float(let v): hasher.combine(3 as UInt8); hasher.combine(v.bitPattern)
        case .string(let v): hasher.combine(4 as UInt8); hasher.combine(v)
        case .link: hasher.combine(5 as UInt8); return true
        case .links(let list): hasher.combine(6 as UInt8); hasher.combine(list.count); return true
        case .scalars(let list): hasher.combine(7 as UInt8); hasher.combine(list)
        }
        return false
    }
}
