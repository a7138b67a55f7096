/// The positions of a type's members by name (fields, input fields, enum values), or of a
/// build's types: names in the order they were added, a name's position its index.
///
/// Validation looks a field up by name for every field it walks, and the builder adds every
/// member of a 1,600-type schema by name. A `[String: Int]` hashed each name with SipHash,
/// about 350 instructions a lookup; this hashes the UTF-8 bytes eight at a time with the
/// lexer's seeded hash (``LexerNames/hash(_:_:_:seed:)``) and keeps each name's hash, so a
/// probe that meets another name compares no text and growing hashes nothing again.
struct NameIndex: Sendable {
    /// A name and its hash, at the name's position.
    private struct Entry {
        let hash: UInt64
        let name: String
    }

    /// The names in the order they were added.
    private var entries: [Entry] = []
    /// Open addressing: a position plus one, or 0 for an empty slot. The count is a power of
    /// two, at most half full.
    private var slots: [Int32] = []
    private let seed: UInt64

    /// An empty index whose hash starts from `seed` (tests pass their own).
    init(seed: UInt64 = LexerNames.processSeed) { self.seed = seed }

    /// How many names it holds.
    var count: Int { entries.count }

    /// The names in the order they were added.
    var names: [String] { entries.map(\.name) }

    /// The position of `name`, or nil when it was never added.
    func position(of name: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let hash = Self.hash(name, seed: seed)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let stored = Int(slots[slot])
                    if stored == 0 { return nil }
                    if entries[stored - 1].hash == hash && entries[stored - 1].name == name { return stored - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Adds `name` at position ``count`` and returns nil, or returns the position it already
    /// has (and adds nothing).
    mutating func add(_ name: String) -> Int? {
        if slots.isEmpty { slots = Array(repeating: 0, count: 8) }
        let hash = Self.hash(name, seed: seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { break }
            if entries[stored - 1].hash == hash && entries[stored - 1].name == name { return stored - 1 }
            slot = (slot + 1) & mask
        }
        entries.append(Entry(hash: hash, name: name))
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        if entries.count * 2 > slots.count { resize(to: slots.count * 2) }
        return nil
    }

    /// Makes room for `extra` more names, so adding them grows nothing.
    mutating func reserve(_ extra: Int) {
        let total = entries.count + extra
        entries.reserveCapacity(total)
        var size = max(slots.count, 8)
        while total * 2 > size { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    /// Places every name again in `size` slots, by its kept hash.
    private mutating func resize(to size: Int) {
        var larger = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for (position, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(truncatingIfNeeded: position + 1)
        }
        slots = larger
    }

    /// The lexer's hash of a name's UTF-8 bytes (read in place: names are native strings).
    @inline(__always)
    static func hash(_ name: String, seed: UInt64) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable({ LexerNames.hash($0, 0, $0.count, seed: seed) }) {
            return hash
        }
        return Array(name.utf8).withUnsafeBufferPointer { LexerNames.hash($0, 0, $0.count, seed: seed) }
    }
}
