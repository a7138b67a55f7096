extension ChangeRecord {
    /// `entries` with one entry per slot: each at its first position, with its last value.
    static func lastPerSlot(_ entries: [ChangeEntry]) -> [ChangeEntry] {
        var record = ChangeRecord(key: "", type: .query)
        record.overwrite(with: entries)
        return record.entries
    }

    /// Writes `later` over the entries: an entry for a slot already present replaces it in
    /// place (the last write wins, as the commit would decide; when the slot already repeats,
    /// its last entry is the one replaced), a new slot is appended.
    /// A record met many times (a character in every cast list) so keeps one entry per
    /// slot instead of every repetition.
    mutating func overwrite(with later: [ChangeEntry]) {
        // The usual repetition gives the same members in the same order: every entry is
        // replaced where it is, which is `later` itself (both hold one entry per slot).
        if Self.sameSlots(entries, later) {
            entries = later
            return
        }
        if entries.count <= 16 {
            for entry in later {
                if let k = entries.lastIndex(where: { $0.slot == entry.slot }) {
                    entries[k] = entry
                } else {
                    entries.append(entry)
                }
            }
            return
        }
        // Many slots: index them once, so a wide record met often stays linear.
        var position: [Int: Int] = [:]
        for (k, entry) in entries.enumerated() { position[entry.slot] = k }
        for entry in later {
            if let k = position[entry.slot] {
                entries[k] = entry
            } else {
                position[entry.slot] = entries.count
                entries.append(entry)
            }
        }
    }

    /// Whether writing `later` over the entries would leave them as they are: each of its
    /// entries is a scalar the last entry of its slot holds, bit for bit (`isSameScalar`), or
    /// a link to the same change records (one change set: the same index is the same record).
    func holds(_ later: [ChangeEntry]) -> Bool {
        for entry in later {
            guard let k = entries.lastIndex(where: { $0.slot == entry.slot }) else { return false }
            switch (entries[k].value, entry.value) {
            case (.link(let a), .link(let b)): guard a == b else { return false }
            case (.links(let a), .links(let b)): guard a == b else { return false }
            default: guard entries[k].value.isSameScalar(as: entry.value) else { return false }
            }
        }
        return true
    }

    /// Whether two entry lists write the same slots in the same order.
    private static func sameSlots(_ a: [ChangeEntry], _ b: [ChangeEntry]) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices where a[k].slot != b[k].slot { return false }
        return true
    }
}
