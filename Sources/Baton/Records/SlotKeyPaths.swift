/// The key path of each slot index, built once and reused (SPEC §5.10 reads).
///
/// Building `\Record.[slot: n]` allocates and hashes a fresh key path (~700 ns); reads and
/// notifications instead take it from this table, grown on demand. Entries equal the
/// freshly built paths, so there is still exactly one observation channel per
/// (record, slot) whichever way a path was obtained.
@MainActor
enum SlotKeyPaths {
    private static var table: [KeyPath<Record, SlotValue>] = []

    /// The key path of slot `slot` (negative slots are built each time: none are stored).
    static func path(_ slot: Int) -> KeyPath<Record, SlotValue> {
        if slot >= 0 && slot < table.count { return table[slot] }
        guard slot >= 0 else { return \Record.[slot: slot] }
        table.reserveCapacity(slot + 1)
        while table.count <= slot { table.append(\Record.[slot: table.count]) }
        return table[slot]
    }
}
