import Foundation

/// A pack as one check reads it: the blob copied out of SQLite once, and a table from each
/// record's key to where its row is. Keys are found by their UTF-8 bytes (a hash of eight
/// bytes a step, open addressing): no string is made for a key, and none is hashed by the
/// standard library.
///
/// A damaged blob makes no index (the check reads the file's rows, as without a pack).
///
/// Everything is a `let`, made before the index is: a class's `var` is checked for exclusive
/// access at each use (~1 M instructions a check of the benchmark page).
final class PackIndex {
    private let bytes: UnsafeMutableRawBufferPointer
    /// Each record's key and row, where they are in `bytes`.
    private let keys: [Span]
    private let rows: [Span]
    /// Each root field's cell.
    private let cells: [(field: String, cell: Span)]
    /// By the key's hash: the entry's number + 1 (0: empty), a power of two at least twice
    /// the entries.
    private let table: [Int32]

    private typealias Span = (start: Int, count: Int)

    init?(_ blob: UnsafeRawBufferPointer) {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: Swift.max(blob.count, 1), alignment: 1)
        if blob.count > 0 { bytes.copyMemory(from: blob) }
        guard let read = Self.read(UnsafeRawBufferPointer(rebasing: bytes[0..<blob.count])) else {
            bytes.deallocate()
            return nil
        }
        self.bytes = bytes
        (keys, rows, cells, table) = read
    }

    deinit { bytes.deallocate() }

    /// The records the pack holds.
    var count: Int { keys.count }

    /// The row of the record keyed `key`; nil when the pack has none (the file may).
    func row(_ key: String) -> UnsafeRawBufferPointer? {
        var key = key
        return key.withUTF8 { find(UnsafeRawBufferPointer($0)) }.map(slice)
    }

    /// The cell of the root field stored under `field`; nil when the pack has none.
    func rootCell(_ field: String) -> UnsafeRawBufferPointer? {
        for each in cells where each.field == field { return slice(each.cell) }
        return nil
    }

    /// The key (UTF-8) and row of the pack's `entry`-th record (of `count`): a check that
    /// fills every row reads them in order, with no lookup (and no closure, which on the main
    /// actor checks its executor at each call).
    func entry(_ entry: Int) -> (key: UnsafeRawBufferPointer, row: UnsafeRawBufferPointer) {
        (slice(keys[entry]), slice(rows[entry]))
    }

    private func slice(_ range: Span) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range.start..<range.start + range.count])
    }

    private static func read(_ blob: UnsafeRawBufferPointer) -> ([Span], [Span], [(field: String, cell: Span)], [Int32])? {
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
        guard source.isAtEnd else { return nil }
        var size = 16
        while size < count * 2 { size <<= 1 }
        var table = [Int32](repeating: 0, count: size)
        for entry in 0..<count {
            let key = UnsafeRawBufferPointer(rebasing: blob[keys[entry].start..<keys[entry].start + keys[entry].count])
            var at = hash(key) & (size - 1)
            while table[at] != 0 { at = (at + 1) & (size - 1) }
            table[at] = Int32(entry + 1)
        }
        return (keys, rows, cells, table)
    }

    /// The row of the entry whose key's bytes are `key`.
    private func find(_ key: UnsafeRawBufferPointer) -> Span? {
        guard !table.isEmpty else { return nil }
        let mask = table.count - 1
        var at = Self.hash(key) & mask
        while table[at] != 0 {
            let entry = Int(table[at]) - 1
            let stored = keys[entry]
            if stored.count == key.count,
               key.count == 0 || memcmp(bytes.baseAddress! + stored.start, key.baseAddress!, key.count) == 0 {
                return rows[entry]
            }
            at = (at + 1) & mask
        }
        return nil
    }

    /// Eight bytes a step, the last few as one word, then mixed (keys differ mostly in their
    /// last bytes: `Character:12` and `Character:13`). A byte a step (FNV-1a) was ~0.3 M
    /// instructions a check of the benchmark page.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        var at = 0
        while at + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* 0x100_0000_01b3
            hash ^= hash >> 29
            at += 8
        }
        var last: UInt64 = 0
        var shift: UInt64 = 0
        while at < bytes.count {
            last |= UInt64(bytes[at]) << shift
            shift += 8
            at += 1
        }
        hash = (hash ^ last) &* 0xff51_afd7_ed55_8ccd
        return Int(truncatingIfNeeded: hash ^ (hash >> 33))
    }
}
