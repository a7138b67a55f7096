/// The names one parse has read, keyed by their bytes, so each distinct name becomes a `String`
/// once: a schema repeats a few thousand names across tens of thousands of name tokens, and
/// making (and later freeing) a `String` per token was most of the lexer's cost. Equal names
/// then share one storage, which also makes comparing them later cheap.
///
/// Entries point into the source buffer the lexer reads, so a table lives only as long as
/// its lexer.
struct LexerNames {
    private struct Entry {
        let start: Int
        let length: Int
        let hash: UInt64
        let value: String
    }

    /// Where each entry is, by its hash.
    private var slots = NameSlots()
    private var entries: [Entry] = []

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Drawn once per process, as `Hasher` seeds itself: names chosen to fall into one run of
    /// slots under a known hash would make each lookup walk the run (quadratic in the names),
    /// and without the seed they cannot be chosen ahead of the process.
    static let processSeed = UInt64.random(in: .min ... .max)

    private let seed: UInt64

    /// A table whose hash starts from `seed` (tests pass their own).
    init(seed: UInt64 = LexerNames.processSeed) { self.seed = seed }

    /// The `String` for the name at `start ..< end` of `bytes` (ASCII name characters only).
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        slots.start(64)
        let hash = Self.hash(bytes, start, end, seed: seed)
        let found = entries.withUnsafeBufferPointer { entries in
            slots.find(hash) { index in
                entries[index].hash == hash && entries[index].length == end - start
                    && Self.equal(bytes, entries[index].start, start, end - start)
            }
        }
        if let index = found.position { return entries[index].value }
        let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self)
        entries.append(Entry(start: start, length: end - start, hash: hash, value: value))
        entries.withUnsafeBufferPointer { entries in
            slots.place(entries.count - 1, at: found.slot) { entries[$0].hash }
        }
        return value
    }

    /// A multiply-and-fold hash over eight bytes at a time, from the table's seed: names are
    /// mostly longer than eight bytes, and SipHash per name cost more than the table saved.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, seed: UInt64) -> UInt64 {
        var hash = (UInt64(truncatingIfNeeded: end - start) ^ seed) &* multiplier
        var offset = start
        while offset + 8 <= end {
            hash = (hash ^ word(bytes, offset)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        if offset < end { hash = (hash ^ tail(bytes, offset, end - offset)) &* multiplier }
        return hash ^ (hash >> 32)
    }

    /// Whether the `length` bytes at `first` and at `second` are the same (`first` is the
    /// earlier).
    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            if word(bytes, first + offset) != word(bytes, second + offset) { return false }
            offset += 8
        }
        return offset == length
            || tail(bytes, first + offset, length - offset) == tail(bytes, second + offset, length - offset)
    }

    /// The eight bytes at `offset`, the first in the low byte.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The 1 to 7 bytes at `offset`, the first in the low byte and zeros above. A name is
    /// almost always followed by more source, so this is one load and a mask; only at the
    /// buffer's end are the bytes read one at a time.
    @inline(__always)
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
        if offset + 8 <= bytes.count {
            return word(bytes, offset) & ((1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1)
        }
        var value: UInt64 = 0
        for index in 0 ..< count { value |= UInt64(bytes[offset + index]) &<< UInt64(truncatingIfNeeded: index &* 8) }
        return value
    }
}
