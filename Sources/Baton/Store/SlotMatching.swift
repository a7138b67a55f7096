extension ChangeValue {
    /// Whether writing this value over `stored` writes nothing, decided in place:
    /// no slot value is built, strings compare by content, links and link lists by the
    /// identity of the records their indices name in `targets`. Agrees with `SlotValue.==`
    /// on the value `targets` would turn this into.
    func isSame(as stored: SlotValue, targets: Targets) -> Bool {
        // Nested switches rather than a switch over a tuple: a tuple would copy (retain)
        // both payloads for every entry of an unchanged payload.
        switch self {
        case .null: if case .null = stored { return true }
        case .bool(let a): if case .bool(let b) = stored { return a == b }
        case .int(let a): if case .int(let b) = stored { return a == b }
        case .float(let a): if case .float(let b) = stored { return a.bitPattern == b.bitPattern }
        case .string(let a): if case .string(let b) = stored { return a == b }
        case .link(let i): if case .link(let record) = stored { return targets[i] === record }
        case .links(let indices): if case .links(let records) = stored { return Self.same(indices, records, targets) }
        case .scalars(let a): if case .scalars(let b) = stored { return a == b }
        }
        return false
    }

    /// A link list against stored records, by identity, element by element, both lists read
    /// through their buffers: the lists of a page's records are most of what a payload that
    /// comes back unchanged compares (~1,500 elements in the fixture's).
    private static func same(_ indices: [Int?], _ records: [Record?], _ targets: Targets) -> Bool {
        guard indices.count == records.count else { return false }
        return indices.withUnsafeBufferPointer { indices in
            records.withUnsafeBytes { records in
                for k in indices.indices {
                    // Each stored link as its reference's bits: nil is the null pointer, which
                    // no target is, so it needs no test of its own.
                    let stored = records.load(fromByteOffset: k &* MemoryLayout<Record?>.stride, as: UInt.self)
                    if let i = indices[k] {
                        guard targets.bits(i) == stored else { return false }
                    } else if stored != 0 {
                        return false
                    }
                }
                return true
            }
        }
    }
}

extension Record {
    /// Whether every entry would write what its slot already holds, and the record holds no
    /// field error: then a commit of `entries` without errors changes nothing here. One tight
    /// pass over the entries, for the usual case of a payload that comes back unchanged.
    /// Negative (store-numbered) slots and slots past the stored ones answer false, so the
    /// caller takes the full path for them.
    func holdsAll(_ entries: [ChangeEntry], targets: Targets) -> Bool {
        guard errors.isEmpty else { return false }
        for entry in entries {
            let slot = entry.slot
            guard slot >= 0 && slot < values.count, entry.value.isSame(as: values[slot], targets: targets) else {
                return false
            }
        }
        return true
    }
}

extension Record {
    /// Whether the entries `links` marks (a change's link entries, `ChangeRecord.linkEntries`)
    /// hold what this record holds, for a change whose digest the record keeps (`keeps(digest:)`):
    /// the digest vouches for the scalars, not for where links point, since a key may name
    /// another record now (a key passed to a record of another type, a record swept and made
    /// again). Compared in place by identity, each value read where it lies: through
    /// `holds`, each entry's value was copied (its list retained and released), and a
    /// closure here would check the main actor once a record.
    func holdsLinks(_ links: UInt64, of entries: [ChangeEntry], targets: Targets) -> Bool {
        let values = values
        var links = links
        while links != 0 {
            let k = links.trailingZeroBitCount
            links &= links - 1
            let slot = entries[k].slot
            if slot >= 0 && slot < values.count {
                guard entries[k].value.isSame(as: values[slot], targets: targets) else { return false }
            } else if !holds(entries[k].value, at: slot, targets: targets) {
                return false
            }
        }
        return true
    }

    /// Whether the last change written here in full had `digest` and nothing wrote the record
    /// since (nil: a change without one, never).
    @inline(__always)
    func keeps(digest: Int?) -> Bool {
        guard let digest else { return false }
        return self.digest == digest
    }

    /// Keeps the digest of a change just written here in full (nil: none), unless the record
    /// holds field errors, which a digest does not cover.
    func keepDigest(_ digest: Int?) {
        self.digest = errors.isEmpty ? digest : nil
    }
}

/// The slots met so far while walking a record's entries from the last: a bit mask for the
/// usual small slot numbers, a set past them, so "last entry per slot" costs no allocation.
struct SlotsMet {
    private var mask: UInt64 = 0
    private var others: Set<Int> = []

    /// Notes `slot`; true when it was not met before.
    mutating func insert(_ slot: Int) -> Bool {
        guard slot >= 0 && slot < 64 else { return others.insert(slot).inserted }
        let bit: UInt64 = 1 << UInt64(slot)
        defer { mask |= bit }
        return mask & bit == 0
    }
}
