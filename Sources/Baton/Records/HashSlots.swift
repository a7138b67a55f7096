/// Open addressing with linear probing over one array of (hash, value) slots, at most half
/// of them used: the store's two key tables (`RecordTable`, `IdentityIndex`).
///
/// A slot keeps its key's hash and its value, not the key: each table knows a value's key
/// (a record's own), so a probe compares hashes and touches one slot, and only a hash that
/// matches reads the value. A `Dictionary` kept keys and values in two arrays, so finding and
/// adding an entry wrote two lines and read a third; past the processor's cache (a commit of
/// thousands of records) each was a miss. The hashes are `KeyHash`'s, seeded per process,
/// so a server cannot aim keys at one run of slots.
struct HashSlots<Value> {
    private struct Slot {
        var hash: Int
        /// Nil: an empty slot.
        var value: Value?
    }

    /// A power of two in length.
    private var slots = Self.empty(16)
    private(set) var count = 0

    /// The slot holding the value under `hash` that `matches` accepts, or the empty slot where
    /// it would go. Inlined, so `matches` is too: called through a closure, the key it
    /// captured was retained and released per lookup (~30 instructions per record made).
    @inline(__always)
    func find(_ hash: Int, _ matches: (Value) -> Bool) -> (at: Int, found: Bool) {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var at = hash & mask
            while let value = slots[at].value {
                if slots[at].hash == hash, matches(value) { return (at, true) }
                at = (at + 1) & mask
            }
            return (at, false)
        }
    }

    /// What `matches` makes of the value under `hash` it accepts, or nil; `matches` is given
    /// each value in place, so a caller that keeps none of it retains nothing.
    @inline(__always)
    func first<Found>(_ hash: Int, _ matches: (Value) -> Found?) -> Found? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var at = hash & mask
            while let value = slots[at].value {
                if slots[at].hash == hash, let found = matches(value) { return found }
                at = (at + 1) & mask
            }
            return nil
        }
    }

    /// Whether the slots are many enough that a probe may leave the processor's caches (2^13
    /// slots, 128 KB: past the first-level cache, and a good share of the second level that a
    /// large commit streams its made records through).
    var isLarge: Bool { slots.count >= 1 << 13 }

    /// Asks the processor for `hash`'s home slot, where a probe for it starts (`prefetchLine`):
    /// the caller probes for it a little later, when the line has come.
    @inline(__always)
    func prefetch(_ hash: Int) {
        // The address is taken inside and asked for outside: a hint reads nothing through
        // it, and with the call inside (opaque to the optimizer) the slots were retained and
        // released around it, two atomic writes per change.
        let home = slots.withUnsafeBufferPointer { slots in
            UnsafeRawPointer(slots.baseAddress.unsafelyUnwrapped + (hash & (slots.count - 1)))
        }
        prefetchLine(at: home)
    }

    /// The value in slot `at` (from `find`).
    subscript(at at: Int) -> Value? {
        get { slots[at].value }
        set { slots[at].value = newValue }
    }

    /// Puts `value` under `hash` into the empty slot `at` that `find` gave.
    mutating func insert(_ value: Value, hash: Int, at: Int) {
        guard (count + 1) * 2 > slots.count else {
            slots[at] = Slot(hash: hash, value: value)
            count += 1
            return
        }
        grow(to: slots.count * 2)
        // The slot `find` gave moved with the growth: the first empty one of the hash's run.
        let mask = slots.count - 1
        var free = hash & mask
        while slots[free].value != nil { free = (free + 1) & mask }
        slots[free] = Slot(hash: hash, value: value)
        count += 1
    }

    /// Empties slot `at`, moving back each later slot of its run that may fill the gap (no
    /// tombstones: a run never holds a slot no key needs).
    mutating func remove(at start: Int) {
        let mask = slots.count - 1
        var hole = start
        var at = start
        while true {
            at = (at + 1) & mask
            guard slots[at].value != nil else { break }
            // The slot may move into the hole when its home is not between the hole and it.
            let home = slots[at].hash & mask
            if (at &- home) & mask >= (at &- hole) & mask {
                slots[hole] = slots[at]
                hole = at
            }
        }
        slots[hole] = Slot(hash: 0, value: nil)
        count -= 1
    }

    /// Makes room for `capacity` values without growing again.
    mutating func reserveCapacity(_ capacity: Int) {
        var size = slots.count
        while size < capacity * 2 { size *= 2 }
        if size > slots.count { grow(to: size) }
    }

    /// Every slot put back into `capacity` slots by its kept hash.
    private mutating func grow(to capacity: Int) {
        let old = slots
        slots = Self.empty(capacity)
        let mask = capacity - 1
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in old where slot.value != nil {
                var at = slot.hash & mask
                while slots[at].value != nil { at = (at + 1) & mask }
                slots[at] = slot
            }
        }
    }

    /// `count` empty slots. Not `Array(repeating:count:)`: it copied its one element into each
    /// slot through the element's copy, a call to `swift_retain` per slot even for nil (2-3 % of
    /// the time of a commit that grows the table, measured: BENCHMARKS.md, `scale12`).
    private static func empty(_ count: Int) -> [Slot] {
        [Slot](unsafeUninitializedCapacity: count) { slots, made in
            for k in 0..<count { slots.initializeElement(at: k, to: Slot(hash: 0, value: nil)) }
            made = count
        }
    }

    /// The values, unordered (a snapshot: the table may change while it is walked).
    var values: some Sequence<Value> { slots.lazy.compactMap(\.value) }
}
