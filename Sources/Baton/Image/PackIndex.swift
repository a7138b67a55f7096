import Foundation

/// A pack as one check reads it: the blob copied out of SQLite once, and a table from each
/// record's key to where its row is. Keys are found by their UTF-8 bytes (`KeyHash`, open
/// addressing): no string is made for a key, and none is hashed by the standard library.
///
/// A damaged blob makes no index (the check reads the file's rows, as without a pack).
///
/// Each record's key is made (a `String`, hashed for the store's tables) once a
/// check, at its first need: its entry's fill or the first link naming it. Every other link
/// to a key the pack holds is found by its bytes and shares that key (`hashedKey(_:)`): the
/// benchmark page's 895 records are named by 1,529 links.
///
/// Everything is a `let`, made before the index is: a class's `var` is checked for exclusive
/// access at each use (~1 M instructions a check of the benchmark page).
final class PackIndex {
    /// The blob's one copy out of SQLite: the pack reads its entries there, and the records a
    /// fill of the whole pack makes keep their strings there (no second copy).
    let kept: RowBytes
    private let bytes: UnsafeRawBufferPointer
    /// Each record's key and row, where they are in `bytes`.
    private let keys: [Span]
    private let rows: [Span]
    /// Each root field's cell.
    private let cells: [(field: String, cell: Span)]
    /// The writer's verdict that the rows hold all the plan demands (`PackVerdict`); nil when
    /// the pack has none, or its section does not read whole.
    let verdict: PackVerdict.Whole?
    /// By the key's hash: the entry's number + 1 (0: empty) in the low half, the hash's high
    /// half above it (a probe compares keys only when both halves of the hash agree); a power
    /// of two at least twice the entries.
    private let table: [UInt64]
    /// The key hash's seed: the keys are the server's ids, so a hash it could predict would
    /// let it line every key up in one run of slots (each lookup then walks the run: a
    /// relaunch quadratic in the pack's records).
    private let seed: UInt64
    /// Each entry's key once made (nil: not yet). A buffer, not an array: a class's `var` is
    /// checked for exclusive access at each use, and only the check reading the pack (one
    /// thread, holding the image's gate) writes it.
    private let made: UnsafeMutableBufferPointer<RecordKey.Hashed?>

    private typealias Span = (start: Int, count: Int)

    init?(_ blob: UnsafeRawBufferPointer) {
        let kept = RowBytes(holding: blob)
        let bytes = kept.held
        let seed = KeyHash.seed
        guard let read = Self.read(bytes, seed: seed) else { return nil }
        self.kept = kept
        self.bytes = bytes
        self.seed = seed
        (keys, rows, cells, table, verdict) = read
        made = .allocate(capacity: keys.count)
        made.initialize(repeating: nil)
    }

    deinit {
        // Each key moved out and dropped here, where its type is known: `deinitialize()` destroyed
        // each through the runtime's generic witness, ~66 instructions a key (callgrind).
        guard let base = made.baseAddress else { return made.deallocate() }
        for k in made.indices { _ = (base + k).move() }
        made.deallocate()
    }

    /// The records the pack holds.
    var count: Int { keys.count }

    /// The row of the record keyed `key`; nil when the pack has none (the file may).
    func row(_ key: String) -> UnsafeRawBufferPointer? {
        entry(key).map { slice(rows[$0]) }
    }

    /// The number of the pack's record keyed `key`; nil when the pack has none.
    func entry(_ key: String) -> Int? {
        var key = key
        return key.withUTF8 { find(UnsafeRawBufferPointer($0)) }
    }

    /// The number of the pack's record whose key's UTF-8 is `bytes` (a link's, in a row this
    /// check reads); nil when the pack has none.
    func entry(_ bytes: UnsafeRawBufferPointer) -> Int? { find(bytes) }

    /// The key of the pack's `entry`-th record, made at its first need and shared after.
    func hashedKey(_ entry: Int) -> RecordKey.Hashed {
        if let known = made[entry] { return known }
        let key = RecordKey.Hashed(ByteSource.string(slice(keys[entry])))
        made[entry] = key
        return key
    }

    /// The key whose UTF-8 is `bytes` (a link's, in a row this check reads): the pack's own,
    /// shared, when the pack holds the record; else made.
    func hashedKey(_ bytes: UnsafeRawBufferPointer) -> RecordKey.Hashed {
        if let entry = find(bytes) { return hashedKey(entry) }
        return RecordKey.Hashed(ByteSource.string(bytes))
    }

    /// The cell of the root field stored under `field`; nil when the pack has none.
    func rootCell(_ field: String) -> UnsafeRawBufferPointer? {
        for each in cells where each.field == field { return slice(each.cell) }
        return nil
    }

    /// Where `part` (a row or cell this pack gave) starts in `kept`.
    func offset(of part: UnsafeRawBufferPointer) -> Int {
        guard let start = part.baseAddress, let base = bytes.baseAddress else { return 0 }
        return base.distance(to: start)
    }

    /// The row of the pack's `entry`-th record (of `count`): a check that fills every row
    /// reads them in order, with no lookup (and no closure, which on the main actor checks
    /// its executor at each call).
    func row(_ entry: Int) -> UnsafeRawBufferPointer { slice(rows[entry]) }

    private func slice(_ range: Span) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range.start..<range.start + range.count])
    }

    private static func read(_ blob: UnsafeRawBufferPointer, seed: UInt64)
        -> ([Span], [Span], [(field: String, cell: Span)], [UInt64], PackVerdict.Whole?)? {
        var source = ByteSource(blob)
        guard source.byte() == PackBlob.format, let count = source.count() else { return nil }
        var keys: [Span] = []
        var rows: [Span] = []
        keys.reserveCapacity(count)
        rows.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = source.text(), let row = source.text() else { return nil }
            keys.append(key)
            rows.append(row)
        }
        guard let cellCount = source.count() else { return nil }
        var cells: [(field: String, cell: Span)] = []
        for _ in 0..<cellCount {
            guard let field = source.string(), let cell = source.text() else { return nil }
            cells.append((field, cell))
        }
        // A verdict that does not read is no verdict; the rows still are the file's copy.
        let verdict = PackVerdict.read(&source, blob: blob)
        var size = 16
        while size < count * 2 { size <<= 1 }
        var table = [UInt64](repeating: 0, count: size)
        for entry in 0..<count {
            let key = UnsafeRawBufferPointer(rebasing: blob[keys[entry].start..<keys[entry].start + keys[entry].count])
            let hash = hash(key, seed: seed)
            let tag = hash & 0xffff_ffff_0000_0000
            var at = Int(truncatingIfNeeded: hash) & (size - 1)
            while table[at] != 0 {
                // A key twice is a damaged pack: its fill would make two records of one key.
                if table[at] & 0xffff_ffff_0000_0000 == tag {
                    let other = keys[Int(truncatingIfNeeded: table[at] & 0xffff_ffff) - 1]
                    if other.count == key.count,
                       same(UnsafeRawPointer(blob.baseAddress! + other.start), key) { return nil }
                }
                at = (at + 1) & (size - 1)
            }
            table[at] = tag | UInt64(entry + 1)
        }
        return (keys, rows, cells, table, verdict)
    }

    /// The number of the entry whose key's bytes are `key`.
    private func find(_ key: UnsafeRawBufferPointer) -> Int? {
        guard !table.isEmpty else { return nil }
        let mask = table.count - 1
        let hash = Self.hash(key, seed: seed)
        let tag = hash & 0xffff_ffff_0000_0000
        var at = Int(truncatingIfNeeded: hash) & mask
        while table[at] != 0 {
            if table[at] & 0xffff_ffff_0000_0000 == tag {
                let entry = Int(truncatingIfNeeded: table[at] & 0xffff_ffff) - 1
                let stored = keys[entry]
                if stored.count == key.count, Self.same(UnsafeRawPointer(bytes.baseAddress! + stored.start), key) {
                    return entry
                }
            }
            at = (at + 1) & mask
        }
        return nil
    }

    /// Whether `stored` begins with `key`'s bytes: a key of 8 to 16 bytes (nearly every
    /// one: `Character:123`) as two words, which may overlap; others by `memcmp`.
    @inline(__always)
    private static func same(_ stored: UnsafeRawPointer, _ key: UnsafeRawBufferPointer) -> Bool {
        let count = key.count
        guard count > 0, let base = key.baseAddress else { return true }
        guard count >= 8, count <= 16 else { return memcmp(stored, base, count) == 0 }
        return stored.loadUnaligned(as: UInt64.self) == base.loadUnaligned(as: UInt64.self)
            && stored.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// `KeyHash` of a key's bytes: the one hash of record keys, seeded per process.
    @inline(__always)
    private static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        KeyHash.hash(bytes.assumingMemoryBound(to: UInt8.self), seed: seed)
    }
}
