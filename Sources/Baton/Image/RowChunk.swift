/// A batch's rows of one kind bound for the records table, written by one statement run:
/// the statement reads them through the connection's row source (`baton_rows`), so SQLite
/// compiles it once a launch and starts and ends it once a batch, not once per row or chunk.
///
/// Keys and rows are kept back to back in two buffers (each row encoded straight into its
/// buffer) and read in place while the statement runs, so nothing is copied before SQLite
/// builds its own record.
struct RowChunk: ~Copyable {
    /// The table-valued function the connection reads the entries through.
    static let sourceName = "baton_rows"

    /// How a row meets the one the file holds.
    enum Kind: Hashable {
        /// Merged under the batch's cells: a row memory never read keeps its other cells.
        case merge
        /// Replaced: memory read the row (it holds every cell), or the record is deleted.
        case replace
    }

    let kind: Kind
    /// Where each entry's key and row end in the buffers.
    private var ends: [(key: Int, row: Int)] = []
    private var keys: ByteSink
    private var rows: ByteSink

    /// A chunk with room for `expected` entries of the usual size, so a batch's rows are not
    /// copied again as their buffer grows (memory the chunk does not fill is never touched).
    init(_ kind: Kind, expected: Int = 0) {
        self.kind = kind
        keys = ByteSink(capacity: Swift.max(4 << 10, expected * 32))
        rows = ByteSink(capacity: Swift.max(32 << 10, expected * 256))
        ends.reserveCapacity(expected)
    }

    /// Appends `record`'s row and key; false (nothing appended) when the record may not
    /// reach the image. The record is read in place (the batch's).
    mutating func append(_ record: UnsafePointer<RecordSnapshot>, names: inout NameTable,
                         exclusions: ImageExclusions) -> Bool {
        guard RowCodec.row(record, into: &rows, names: &names, exclusions: exclusions) else { return false }
        // Room first, then the key's bytes read in place (see `ByteSink.stringInRoom`).
        keys.reserve(record.pointee.key.utf8.count)
        if !keys.utf8InRoom(record.pointee.key) { keys.utf8(record.pointee.key) }
        ends.append((keys.count, rows.count))
        return true
    }

    /// Writes every entry with the statement for the chunk's kind (parameter 1 is the
    /// launch's number, parameter 2 the entries), compiled at its first use. The bytes are
    /// read in place: the statement is reset before this returns.
    func run(_ statements: WriteStatements, generation: Int64) throws {
        guard !ends.isEmpty else { return }
        let statement = try statements.rows(kind)
        try keys.withUnsafeBytes { keyBytes in
            try rows.withUnsafeBytes { rowBytes in
                try ends.withUnsafeBufferPointer { ends in
                    var entries = SQLiteRowSource(keys: keyBytes.baseAddress, rows: rowBytes.baseAddress,
                                                  ends: ends.baseAddress, count: ends.count)
                    try withUnsafePointer(to: &entries) { entries in
                        statement.bind(1, generation)
                        statement.bind(2, entries: entries)
                        try statement.run()
                    }
                }
            }
        }
    }

    /// The statement that writes the entries of `kind`.
    static func sql(_ kind: Kind) -> String {
        // A row the file holds byte for byte keeps its bytes: no merge runs for it.
        let row = kind == .replace ? "excluded.row"
            : "CASE WHEN records.row = excluded.row THEN records.row ELSE \(RowMerge.functionName)(records.row, excluded.row) END"
        // And if this launch stamped it already, nothing is written at all. (`WHERE true`
        // tells SQLite the `ON CONFLICT` is the upsert's, not a join's.)
        return """
            INSERT INTO records(key, used, row) SELECT key, ?1, row FROM \(sourceName)(?2) WHERE true
            ON CONFLICT(key) DO UPDATE SET used = excluded.used, row = \(row)
            WHERE records.used <> excluded.used OR records.row IS NOT excluded.row
            """
    }
}
