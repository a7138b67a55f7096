/// The slots of a table of names kept in the order they were added (`LexerNames`,
/// `NameIndex`): open addressing by each name's hash, a slot holding a position plus one, or
/// 0 when empty. The count is a power of two, at most half full. The table keeps its names and
/// their hashes itself; the slots only say where to look.
struct NameSlots {
    private var slots: [Int32] = []

    /// Whether any slot was made yet.
    var isEmpty: Bool { slots.isEmpty }

    /// The position of the name with `hash` that `matches` (given a position, it compares the
    /// name there), or nil and the empty slot where that name would go.
    @inline(__always)
    func find(_ hash: UInt64, _ matches: (Int) -> Bool) -> (position: Int?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return (nil, slot) }
                if matches(stored - 1) { return (stored - 1, slot) }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Makes `count` empty slots, when none were made.
    mutating func start(_ count: Int) {
        if slots.isEmpty { slots = Array(repeating: 0, count: count) }
    }

    /// Puts `position` (the table's `position + 1`-th name) into the empty `slot` `find`
    /// answered, then doubles the slots when more than half are used, placing every name
    /// again by the hash `hash(position)` answers.
    @inline(__always)
    mutating func place(_ position: Int, at slot: Int, hash: (Int) -> UInt64) {
        slots[slot] = Int32(truncatingIfNeeded: position + 1)
        if (position + 1) * 2 > slots.count { resize(to: slots.count * 2, names: position + 1, hash: hash) }
    }

    /// Room for `total` names without growing, the first `placed` placed again by their hashes.
    mutating func reserve(_ total: Int, placed: Int, hash: (Int) -> UInt64) {
        var size = Swift.max(slots.count, 8)
        while total * 2 > size { size *= 2 }
        if size > slots.count { resize(to: size, names: placed, hash: hash) }
    }

    /// `size` slots, the first `names` positions placed by their hashes.
    private mutating func resize(to size: Int, names: Int, hash: (Int) -> UInt64) {
        var larger = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for position in 0..<names {
            var slot = Int(truncatingIfNeeded: hash(position)) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(truncatingIfNeeded: position + 1)
        }
        slots = larger
    }
}
