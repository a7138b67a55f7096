/// What a server batch hands the image: taken on the main actor in a few copies (a record's
/// value array is shared, not copied, until the store writes it again), encoded off it.
struct ImageBatch: Sendable {
    /// The batch's number in its store (the collector keeps its records until it is written).
    var sequence = 0
    /// Every record the batch created, changed, deleted or revived, as memory holds it now.
    var records: [RecordSnapshot] = []
    /// Each query-root field the batch changed, one row each.
    var rootCells: [RootCellSnapshot] = []
    /// Memberships the batch taught.
    var memberships: [Membership] = []
    /// Ids `@deleteRecord` named that memory does not hold: the image forgets them.
    var forgottenIDs: [String] = []
    /// Record keys to forget outright (a connection an edit could not reach in memory).
    var forgottenKeys: [String] = []

    /// The indices of `records` in the order of their keys' first 14 bytes (the records
    /// table's order, as far as those bytes tell; records that share them keep the batch's
    /// order). Written in this order, each row lands beside the one before in the table's
    /// B-tree, on a page SQLite has just touched, rather than at a random page.
    var keyOrder: [Int] {
        // The index rides in the low word's last two bytes: no two entries are equal, and
        // entries that share their 14 bytes order by index. (A batch too big for that keeps
        // its own order.)
        guard records.count <= 1 << 16 else { return Array(records.indices) }
        var entries: [(high: UInt64, low: UInt64)] = []
        entries.reserveCapacity(records.count)
        records.withUnsafeBufferPointer { records in
            for index in records.indices {
                let prefix = records[index].key.utf8.withContiguousStorageIfAvailable(Self.prefix)
                    ?? { var key = records[index].key; return key.withUTF8(Self.prefix) }()
                entries.append((prefix.high, prefix.low & ~0xffff | UInt64(index)))
            }
        }
        Self.sort(&entries)
        return entries.map { Int($0.low & 0xffff) }
    }

    /// Sorts `entries` (all distinct) by their two words: runs of 16 by insertion, then
    /// merged pairwise through a second buffer. The standard library's stable sort cost
    /// ~410 instructions an entry here, this one ~250: the stability it pays for is not
    /// needed (no two entries are equal).
    private static func sort(_ entries: inout [(high: UInt64, low: UInt64)]) {
        let count = entries.count
        guard count > 1 else { return }
        var spare = [(high: UInt64, low: UInt64)](unsafeUninitializedCapacity: count) { _, made in made = count }
        entries.withUnsafeMutableBufferPointer { entries in
            spare.withUnsafeMutableBufferPointer { spare in
                var from = entries.baseAddress!, to = spare.baseAddress!
                @inline(__always) func less(_ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)) -> Bool {
                    a.high != b.high ? a.high < b.high : a.low < b.low
                }
                let run = 16
                for start in stride(from: 0, to: count, by: run) {
                    for i in start + 1..<Swift.min(start + run, count) {
                        let entry = from[i]
                        var j = i
                        while j > start && less(entry, from[j - 1]) {
                            from[j] = from[j - 1]
                            j -= 1
                        }
                        from[j] = entry
                    }
                }
                var width = run
                while width < count {
                    for start in stride(from: 0, to: count, by: 2 * width) {
                        let middle = Swift.min(start + width, count), end = Swift.min(start + 2 * width, count)
                        var a = start, b = middle, out = start
                        while a < middle && b < end {
                            if less(from[b], from[a]) { to[out] = from[b]; b += 1 } else { to[out] = from[a]; a += 1 }
                            out += 1
                        }
                        while a < middle { to[out] = from[a]; a += 1; out += 1 }
                        while b < end { to[out] = from[b]; b += 1; out += 1 }
                    }
                    swap(&from, &to)
                    width *= 2
                }
                if from != entries.baseAddress! { entries.baseAddress!.update(from: from, count: count) }
            }
        }
    }

    /// A key's first 16 bytes as two big-endian integers, zero-padded: they order as the
    /// bytes do.
    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (high: UInt64, low: UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { words in
            words.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(16)))
        }
        return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1))
    }

    var isEmpty: Bool {
        records.isEmpty && rootCells.isEmpty && memberships.isEmpty && forgottenIDs.isEmpty && forgottenKeys.isEmpty
    }
}

/// One record as a batch left it.
struct RecordSnapshot: Sendable {
    let key: String
    let type: TypeID
    /// The record's dense values (links hold records, whose keys and types never change).
    let values: [SlotValue]
    let errors: [Int: FieldError]
    let isDeleted: Bool
    /// The values at keys the store rendered from variables and numbered itself, by their
    /// text (numbers are the store's, and freed ones are reused).
    var storeCells: [StoreCellSnapshot] = []
}

/// One store-numbered field of a record, by storage key text.
struct StoreCellSnapshot: Sendable {
    let name: String
    let value: SlotValue
    let error: FieldError?
}

/// One query-root field as a batch left it, by storage key.
struct RootCellSnapshot: Sendable {
    let name: String
    let value: SlotValue
    let error: FieldError?
}
