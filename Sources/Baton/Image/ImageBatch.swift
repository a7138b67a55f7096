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
