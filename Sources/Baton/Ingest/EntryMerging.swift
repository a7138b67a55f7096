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

    /// Whether two entry lists write the same slots in the same order.
    private static func sameSlots(_ a: [ChangeEntry], _ b: [ChangeEntry]) -> Bool {
        guard a.count == b.count else { return false }
        for k in a.indices where a[k].slot != b[k].slot { return false }
        return true
    }
}
