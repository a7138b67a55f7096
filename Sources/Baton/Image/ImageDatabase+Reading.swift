/// Reading, for the availability check (inside one read transaction).
extension ImageDatabase {
    /// A record's row as the process numbers it; nil when the image has none (or not even
    /// its head reads). With `bytes`, the row's bytes are kept there and its strings found,
    /// not made. The cells come back as an array, for looking at what the image holds (the
    /// tests of the writer); the check's walk reads through `row(_:keeping:into:)`, by the
    /// same lookup.
    func row(_ key: String, keeping bytes: RowBytes? = nil) throws -> StoredRow? {
        try row(key) { RowCodec.decodeRow($0, keeping: bytes, keys: $1, names: &$2) }
    }

    /// `row(_:keeping:)` for the check's walk: the row's cells moved into `rows`, the buffers
    /// the records it makes keep them in.
    func row(_ key: String, keeping bytes: RowBytes, into rows: inout KeptRowsWriter) throws -> KeptRow? {
        try row(key) { RowCodec.decodeRow($0, keeping: bytes, keys: $1, into: &rows, names: &$2) }
    }

    /// The row of `key` as `decode` reads it (given the pack the bytes are in, if any).
    private func row<Row>(_ key: String, _ decode: (UnsafeRawBufferPointer, PackIndex?, inout NameTable) -> Row?)
        throws -> Row? {
        if let packed = pack?.row(key) { return decode(packed, pack, &names) }
        reads.ran(together: false)
        return try reads.row.first(key) { found in
            found.withBlob(0) { decode($0, nil, &names) }
        } ?? nil
    }

    /// The rows of `keys`, in their order (nil where the image has none, or not even its
    /// head reads): from the pack the check read, if any, and the rest by one run of one
    /// statement (each key is still one B-tree seek, but the statement is bound, started and
    /// reset once for them all). As arrays of cells, as `row(_:keeping:)` answers; the
    /// check's walk reads through `rows(_:keeping:into:)`, by the same lookup.
    func rows(_ keys: [String], keeping kept: RowBytes? = nil) throws -> [StoredRow?] {
        try rows(keys) { RowCodec.decodeRow($0, keeping: kept, keys: $1, names: &$2) }
    }

    /// `rows(_:keeping:)` for the check's walk: the rows' cells moved into `rows`, the buffers
    /// the records it makes keep them in.
    func rows(_ keys: [String], keeping kept: RowBytes, into rows: inout KeptRowsWriter) throws -> [KeptRow?] {
        try self.rows(keys) { RowCodec.decodeRow($0, keeping: kept, keys: $1, into: &rows, names: &$2) }
    }

    /// The rows of `keys` as `decode` reads them (given the pack the bytes are in, if any).
    private func rows<Row>(_ keys: [String], _ decode: (UnsafeRawBufferPointer, PackIndex?, inout NameTable) -> Row?)
        throws -> [Row?] {
        guard let pack else { return try storedRows(keys, decode) }
        var found = [Row?](repeating: nil, count: keys.count)
        var unpacked: [Int] = []
        // The name table is taken once for the loop (see `storedRows`).
        func read(_ names: inout NameTable, _ found: inout [Row?]) {
            for k in keys.indices {
                guard let packed = pack.row(keys[k]) else {
                    unpacked.append(k)
                    continue
                }
                found[k] = decode(packed, pack, &names)
            }
        }
        read(&names, &found)
        guard !unpacked.isEmpty else { return found }
        var stored = try storedRows(unpacked.map { keys[$0] }, decode)
        for (at, k) in unpacked.enumerated() { swap(&found[k], &stored[at]) }
        return found
    }

    /// The rows of `keys` the file holds, read by one run of one statement.
    private func storedRows<Row>(_ keys: [String],
                                 _ decode: (UnsafeRawBufferPointer, PackIndex?, inout NameTable) -> Row?)
        throws -> [Row?] {
        var found = [Row?](repeating: nil, count: keys.count)
        // The name table is taken once for the run, not once a row: each `&names` on the
        // database is an exclusivity check begun and ended. The rows go in by `inout` too:
        // captured, they would be checked once a row.
        func read(_ names: inout NameTable, _ found: inout [Row?]) throws {
            try eachStoredRow(keys) { row in
                found[Int(row.int(0))] = row.withBlob(1) { decode($0, nil, &names) }
            }
        }
        try read(&names, &found)
        return found
    }

    /// Runs the rows' statement once for all of `keys` (each key is still one B-tree seek):
    /// `read` is given each row the file holds, its column 0 the key's index in `keys`, its
    /// column 1 the row's bytes. The one layout of keys for that statement: the check's read
    /// and the pack's copy both use it.
    @inline(__always)
    func eachStoredRow(_ keys: [String], _ read: (SQLiteStatement) throws -> Void) throws {
        var bytes = ByteSink(capacity: keys.count * 32)
        var ends: [(key: Int, row: Int)] = []
        ends.reserveCapacity(keys.count)
        for var key in keys {
            key.withUTF8 { bytes.append(UnsafeRawBufferPointer($0)) }
            ends.append((bytes.count, 0))
        }
        try bytes.withUnsafeBytes { keyBytes in
            try ends.withUnsafeBufferPointer { ends in
                // The source's rows are empty: only its keys are read.
                var source = SQLiteRowSource(keys: keyBytes.baseAddress, rows: keyBytes.baseAddress,
                                             ends: ends.baseAddress, count: ends.count)
                reads.ran(together: true)
                try withUnsafePointer(to: &source) { try reads.rows.each(entries: $0, read) }
            }
        }
    }

    /// A query-root field's cell, stored under `storageKey`, read into `slot`.
    func rootCell(_ storageKey: String, slot: Int, keeping bytes: RowBytes? = nil) throws -> StoredCell? {
        if let packed = pack?.rootCell(storageKey) {
            return RowCodec.decodeRootCell(packed, slot: slot, keeping: bytes, keys: pack, names: &names)
        }
        return try reads.root.first(storageKey) { found in
            found.withBlob(0) { RowCodec.decodeRootCell($0, slot: slot, keeping: bytes, names: &names) }
        } ?? nil
    }

    /// The wall-clock time (seconds since 1970) a root was last fetched, in any launch.
    func fetchTime(_ rootKey: String) throws -> Double? {
        try reads.fetch.first(rootKey) { $0.double(0) }
    }

    /// The conditions responses taught `type`.
    func conditions(of type: TypeID) -> Set<String> { memberships[type.name] ?? [] }
}
