/// The `packs` table: made by the writer from the file's own rows, read by a relaunch's
/// check, and emptied by every transaction that changes content (a pack copies the file; it
/// is never newer or older than it).
extension ImageDatabase {
    /// Makes `request`'s pack from the rows the file holds now, in one transaction; false
    /// when nothing was made: the request is stale (a later batch was written), the root
    /// already has a pack of its operation, or the file lacks a row the root reaches.
    func writePack(_ request: PackBlob.Request) throws -> Bool {
        guard request.sequence == lastBatchSequence,
              try knownPacks()[request.root] != request.operation else { return false }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            guard let blob = try packBlob(request) else {
                try connection.execute("ROLLBACK")
                return false
            }
            let statement = try writes().writePack
            statement.bind(1, request.root)
            statement.bind(2, request.operation)
            try blob.withUnsafeBytes { bytes in
                statement.bind(3, blobInPlace: bytes)
                try statement.run()
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            packRoots = nil
            throw error
        }
        packRoots?[request.root] = request.operation
        return true
    }

    /// Reads `root`'s pack for the check about to walk, when the file has one made for
    /// `operation` (and whole): the walk then finds its rows there. True when it did.
    func usePack(_ root: String, operation: String) throws -> Bool {
        pack = try reads.pack.first(root) { found in
            found.text(0) == operation ? found.withBlob(1) { PackIndex($0) } : nil
        } ?? nil
        return pack != nil
    }

    /// Deletes every pack (inside the caller's transaction); nothing to do, and no statement
    /// run, when the file is known to hold none.
    func dropPacks() throws {
        guard try !knownPacks().isEmpty else { return }
        try connection.execute("DELETE FROM packs")
        packRoots = [:]
    }

    /// The packs the file holds, read at the first need.
    private func knownPacks() throws -> [String: String] {
        if let known = packRoots { return known }
        let statement = try connection.prepare("SELECT root, operation FROM packs")
        defer { statement.finalize() }
        var known: [String: String] = [:]
        while try statement.step() { known[statement.text(0)] = statement.text(1) }
        packRoots = known
        return known
    }

    /// The pack's bytes: every requested row, read by one run of the rows' statement, and
    /// the root cells the file holds; nil when a requested row is missing.
    private func packBlob(_ request: PackBlob.Request) throws -> ByteSink? {
        // Rows as the file holds them, back to back, with the key each belongs to.
        var rows: [UInt8] = []
        var found: [(key: Int, end: Int)] = []
        found.reserveCapacity(request.keys.count)
        try eachStoredRow(request.keys) { row in
            row.withBlob(1) { rows.append(contentsOf: $0) }
            found.append((Int(row.int(0)), rows.count))
        }
        guard found.count == request.keys.count else { return nil }
        var cells: [(field: String, cell: [UInt8])] = []
        for field in request.rootFields {
            if let cell = try reads.root.first(field, { $0.withBlob(0) { Array($0) } }) { cells.append((field, cell)) }
        }
        var blob = ByteSink(capacity: rows.count + request.keys.count * 40 + 64)
        blob.byte(PackBlob.format)
        blob.varint(found.count)
        var start = 0
        rows.withUnsafeBytes { rows in
            for (key, end) in found {
                blob.string(request.keys[key])
                blob.varint(end - start)
                blob.append(UnsafeRawBufferPointer(rebasing: rows[start..<end]))
                start = end
            }
        }
        blob.varint(cells.count)
        for (field, cell) in cells {
            blob.string(field)
            blob.varint(cell.count)
            cell.withUnsafeBytes { blob.append($0) }
        }
        PackVerdict.write(verdict(request, rows, found, cells), into: &blob)
        return blob
    }

    /// The verdict on the pack (`PackJudge`): the rows and cells as the file holds them,
    /// judged against what the choice noted.
    private func verdict(_ request: PackBlob.Request, _ rows: [UInt8], _ found: [(key: Int, end: Int)],
                         _ cells: [(field: String, cell: [UInt8])]) -> [PackVerdict.Variant]? {
        guard request.verdict != nil else { return nil }
        var rootCells: [String: [UInt8]] = [:]
        for (field, cell) in cells { rootCells[field] = cell }
        return rows.withUnsafeBytes { rows in
            var spans = [UnsafeRawBufferPointer](repeating: UnsafeRawBufferPointer(start: nil, count: 0),
                                                 count: request.keys.count)
            var start = 0
            for (key, end) in found {
                spans[key] = UnsafeRawBufferPointer(rebasing: rows[start..<end])
                start = end
            }
            return PackJudge.judge(request, rows: spans, rootCells: rootCells, names: &names)
        }
    }
}
