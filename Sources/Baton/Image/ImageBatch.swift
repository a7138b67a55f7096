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

    /// The indices of `records` in the order of their keys' first 16 bytes (the records
    /// table's order, as far as those bytes tell; records that share them keep the batch's
    /// order). Written in this order, each row lands beside the one before in the table's
    /// B-tree, on a page SQLite has just touched, rather than at a random page.
    var keyOrder: [Int] {
        var entries: [(high: UInt64, low: UInt64, index: Int)] = []
        entries.reserveCapacity(records.count)
        for index in records.indices {
            var key = records[index].key
            // Big-endian, zero-padded: the integers order as the bytes do.
            let (high, low) = key.withUTF8 { bytes -> (UInt64, UInt64) in
                var high: UInt64 = 0, low: UInt64 = 0
                for offset in 0..<Swift.min(bytes.count, 16) {
                    let byte = UInt64(bytes[offset])
                    if offset < 8 { high |= byte << (56 - 8 * offset) } else { low |= byte << (120 - 8 * offset) }
                }
                return (high, low)
            }
            entries.append((high, low, index))
        }
        entries.sort { a, b in
            a.high != b.high ? a.high < b.high : a.low != b.low ? a.low < b.low : a.index < b.index
        }
        return entries.map(\.index)
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
