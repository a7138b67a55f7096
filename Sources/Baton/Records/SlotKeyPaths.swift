/// The key path of each slot index, built once and reused.
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
    /// Store-numbered slots (`-1`, `-2`, …), grown on demand: a store reuses its lowest free
    /// numbers, so this stays as long as the most keys one store held at once.
    private static var stored: [KeyPath<Record, SlotValue>] = []

    /// The key path of slot `slot`.
    /// Inlinable: a lens read finds the usual slots without a call.
    @inlinable
    static func path(_ slot: Int) -> KeyPath<Record, SlotValue> {
        if slot >= 0 && slot < first.count { return first[slot] }
        return other(slot)
    }

    @usableFromInline
    static func other(_ slot: Int) -> KeyPath<Record, SlotValue> {
        guard slot >= 0 else { return storedPath(-slot - 1, slot) }
        let k = slot - first.count
        if k < more.count { return more[k] }
        while more.count <= k { more.append(\Record.[slot: first.count + more.count]) }
        return more[k]
    }

    private static func storedPath(_ k: Int, _ slot: Int) -> KeyPath<Record, SlotValue> {
        // A slot no store numbered (a scope without a store) is built each time.
        guard k < 1 << 20 else { return \Record.[slot: slot] }
        if k < stored.count { return stored[k] }
        while stored.count <= k { stored.append(\Record.[slot: -(stored.count + 1)]) }
        return stored[k]
    }
}
