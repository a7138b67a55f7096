/// Rows bound for the records table, written by one multi-row statement per chunk: SQLite
/// starts and ends a statement once per chunk, not once per row.
///
/// Keys and rows are kept back to back in two buffers (each row encoded straight into its
/// buffer) and bound in place when the chunk is written, so nothing is copied before SQLite
/// builds its own record.
struct RowChunk: ~Copyable {
    /// Rows per statement. SQLite compiles each size once per launch: 32 rows step a little
    /// faster than 16 but cost more to compile than they save in a batch of a thousand.
    static let capacity = 16

    /// How a row meets the one the file holds.
    enum Kind: Hashable {
        /// Merged under the batch's cells: a row memory never read keeps its other cells.
        case merge
        /// Replaced: memory read the row (it holds every cell), or the record is deleted.
        case replace
    }

    /// Where each entry's key and row end in the buffers.
    private var ends: [(key: Int, row: Int)] = []
    private(set) var kind = Kind.merge
    private var keys = ByteSink(capacity: 1024)
    private var rows = ByteSink(capacity: 8192)

    init() { ends.reserveCapacity(Self.capacity) }

    var count: Int { ends.count }

    var isEmpty: Bool { ends.isEmpty }

    var isFull: Bool { ends.count == Self.capacity }

    /// Whether a row of `kind` may join: a chunk holds one kind, so rows reach the file in
    /// the order the batches gave them.
    func admits(_ kind: Kind) -> Bool { ends.isEmpty || kind == self.kind }

    /// Appends `record`'s row and key; false (nothing appended) when the record may not
    /// reach the image.
    mutating func append(_ record: RecordSnapshot, kind: Kind, names: inout NameTable,
                         exclusions: ImageExclusions) -> Bool {
        guard RowCodec.row(record, into: &rows, names: &names, exclusions: exclusions) else { return false }
        self.kind = kind
        var key = record.key
        key.withUTF8 { keys.append(UnsafeRawBufferPointer($0)) }
        ends.append((keys.count, rows.count))
        return true
    }

    mutating func removeAll() {
        keys.removeAll()
        rows.removeAll()
        ends.removeAll(keepingCapacity: true)
    }

    /// Binds the entries in `range` to `statement` (made for that many rows: parameter 1 is
    /// the launch's number, then a key and a row per entry) and runs it. The bytes are bound
    /// in place: the statement is reset before this returns.
    func run(_ range: Range<Int>, _ statement: SQLiteStatement, generation: Int64) throws {
        try keys.withUnsafeBytes { keyBytes in
            try rows.withUnsafeBytes { rowBytes in
                statement.bind(1, generation)
                var parameter: Int32 = 2
                for index in range {
                    let keyStart = index == 0 ? 0 : ends[index - 1].key
                    let rowStart = index == 0 ? 0 : ends[index - 1].row
                    statement.bind(parameter, textInPlace: UnsafeRawBufferPointer(rebasing: keyBytes[keyStart..<ends[index].key]))
                    statement.bind(parameter + 1, blobInPlace: UnsafeRawBufferPointer(rebasing: rowBytes[rowStart..<ends[index].row]))
                    parameter += 2
                }
                try statement.run()
            }
        }
    }

    /// The statement that writes `count` rows of `kind`.
    static func sql(_ kind: Kind, count: Int) -> String {
        let values = (0..<count).map { "(?\(2 + 2 * $0), ?1, ?\(3 + 2 * $0))" }.joined(separator: ", ")
        // A row the file holds byte for byte keeps its bytes: no merge runs for it.
        let row = kind == .replace ? "excluded.row"
            : "CASE WHEN records.row = excluded.row THEN records.row ELSE \(RowMerge.functionName)(records.row, excluded.row) END"
        // And if this launch stamped it already, nothing is written at all.
        return """
            INSERT INTO records(key, used, row) VALUES \(values)
            ON CONFLICT(key) DO UPDATE SET used = excluded.used, row = \(row)
            WHERE records.used <> excluded.used OR records.row IS NOT excluded.row
            """
    }
}
