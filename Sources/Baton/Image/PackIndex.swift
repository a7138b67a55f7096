import Foundation

/// A pack as one check reads it: the blob copied out of SQLite once, and a table from each
/// record's key to where its row is. Keys are found by their UTF-8 bytes (FNV-1a, open
/// addressing): no string is made for a key, and none is hashed by the standard library.
///
/// A damaged blob makes no index (the check reads the file's rows, as without a pack).
final class PackIndex {
    private let bytes: UnsafeMutableRawBufferPointer
    /// Each record's key and row, where they are in `bytes`.
    private var keys: [(start: Int, count: Int)] = []
    private var rows: [(start: Int, count: Int)] = []
    /// Each root field's cell.
    private var cells: [(field: String, start: Int, count: Int)] = []
    /// By the key's hash: the entry's number + 1 (0: empty), a power of two at least twice
    /// the entries.
    private var table: [Int32] = []

    init?(_ blob: UnsafeRawBufferPointer) {
        bytes = .allocate(byteCount: Swift.max(blob.count, 1), alignment: 1)
        if blob.count > 0 { bytes.copyMemory(from: blob) }
        guard read(UnsafeRawBufferPointer(rebasing: bytes[0..<blob.count])) else { return nil }
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
        for cell in cells where cell.field == field { return slice((cell.start, cell.count)) }
        return nil
    }

    private func slice(_ range: (start: Int, count: Int)) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[range.start..<range.start + range.count])
    }

    private func read(_ blob: UnsafeRawBufferPointer) -> Bool {
        var source = ByteSource(blob)
        guard source.byte() == PackBlob.format, let count = source.count() else { return false }
        keys.reserveCapacity(count)
        rows.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = source.text(), let row = source.text() else { return false }
            keys.append(key)
            rows.append(row)
        }
        guard let cellCount = source.count() else { return false }
        for _ in 0..<cellCount {
            guard let field = source.string(), let cell = source.text() else { return false }
            cells.append((field, cell.start, cell.count))
        }
        guard source.isAtEnd else { return false }
        var size = 16
        while size < count * 2 { size <<= 1 }
        table = [Int32](repeating: 0, count: size)
        for entry in 0..<count {
            var at = Self.hash(slice(keys[entry])) & (size - 1)
            while table[at] != 0 { at = (at + 1) & (size - 1) }
            table[at] = Int32(entry + 1)
        }
        return true
    }

    /// The row of the entry whose key's bytes are `key`.
    private func find(_ key: UnsafeRawBufferPointer) -> (start: Int, count: Int)? {
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

    private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
