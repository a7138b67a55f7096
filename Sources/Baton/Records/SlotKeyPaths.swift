/// The key path of each slot index, built once and reused (SPEC §5.10 reads).
///
/// Building `\Record.[slot: n]` allocates and hashes a fresh key path (~700 ns); reads and
/// notifications instead take it from these tables. Entries equal the freshly built paths,
/// so there is still exactly one observation channel per (record, slot) whichever way a
/// path was obtained.
@MainActor
@usableFromInline
enum SlotKeyPaths {
    /// The usual slots, in an immutable table: reading it needs no exclusivity check.
    @usableFromInline static let first: [KeyPath<Record, SlotValue>] = (0..<64).map { \Record.[slot: $0] }
    /// Slots past `first`, grown on demand.
    private static var more: [KeyPath<Record, SlotValue>] = []

    /// The key path of slot `slot` (negative slots are built each time: none are stored).
    /// Inlinable: a lens read finds the usual slots without a call.
    @inlinable
    static func path(_ slot: Int) -> KeyPath<Record, SlotValue> {
        if slot >= 0 && slot < first.count { return first[slot] }
        return other(slot)
    }

    @usableFromInline
    static func other(_ slot: Int) -> KeyPath<Record, SlotValue> {
        guard slot >= 0 else { return \Record.[slot: slot] }
        let k = slot - first.count
        if k < more.count { return more[k] }
        while more.count <= k { more.append(\Record.[slot: first.count + more.count]) }
        return more[k]
    }
}
