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
    /// Where each name is, by its hash.
    private var slots = NameSlots()
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
        return entries.withUnsafeBufferPointer { entries in
            slots.find(hash) { entries[$0].hash == hash && entries[$0].name == name }.position
        }
    }

    /// Adds `name` at position ``count`` and returns nil, or returns the position it already
    /// has (and adds nothing).
    mutating func add(_ name: String) -> Int? {
        slots.start(8)
        let hash = Self.hash(name, seed: seed)
        let found = entries.withUnsafeBufferPointer { entries in
            slots.find(hash) { entries[$0].hash == hash && entries[$0].name == name }
        }
        if let position = found.position { return position }
        entries.append(Entry(hash: hash, name: name))
        entries.withUnsafeBufferPointer { entries in
            slots.place(entries.count - 1, at: found.slot) { entries[$0].hash }
        }
        return nil
    }

    /// Makes room for `extra` more names, so adding them grows nothing.
    mutating func reserve(_ extra: Int) {
        entries.reserveCapacity(entries.count + extra)
        entries.withUnsafeBufferPointer { entries in
            slots.reserve(entries.count + extra, placed: entries.count) { entries[$0].hash }
        }
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
