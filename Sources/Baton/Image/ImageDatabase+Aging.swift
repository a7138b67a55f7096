/// The cache rules that age rows: a row unread for a whole launch is dropped at the next, and
/// a file over its size limit at open evicts older launches first.
extension ImageDatabase {
    /// Deletes the rows last written or read before the previous launch, then the names no
    /// row uses. Runs in this launch's first write transaction.
    func dropUnreadRows() throws {
        // Every row is stamped with a launch's number, 1 or more: before a file's third launch
        // no row is older than the last launch, and the three scans would find nothing.
        guard generation > 2 else { return }
        try dropRows(usedBefore: generation - 1)
    }

    /// Whether the file fits `limit`, after evicting the rows of launches before the last,
    /// then the last launch's, compacting after each. False: nothing is left to evict.
    func fitsSizeLimit(_ limit: Int64) throws -> Bool {
        guard files.size > limit else { return true }
        try readyToWrite()
        for bound in [generation - 1, generation] {
            try connection.execute("BEGIN IMMEDIATE")
            do {
                try dropRows(usedBefore: bound)
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                packRoots = nil
                throw error
            }
            try connection.execute("PRAGMA wal_checkpoint(TRUNCATE); VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")
            if files.size <= limit { return true }
        }
        return false
    }

    private func dropRows(usedBefore bound: Int64) throws {
        var dropped = 0
        for table in ["records", "root"] {
            try connection.execute("DELETE FROM \(table) WHERE used < \(bound)")
            dropped += connection.changes
        }
        // A pack copies records and root cells, never fetch times: only their rows' drop
        // makes packs stale (a root checked without its age leaves its fetch time unread).
        if dropped > 0 { try dropPacks() }
        try connection.execute("DELETE FROM fetches WHERE used < \(bound)")
        dropped += connection.changes
        if dropped > 0 { try dropUnusedNames() }
    }

    /// Deletes the names no row spells (a row's type, a cell's storage key, a link's type).
    private func dropUnusedNames() throws {
        var used = Set<Int>()
        func note(_ id: UInt64) { if id < 1 << 31 { used.insert(Int(id)) } }
        let rows = try connection.prepare("SELECT row FROM records")
        defer { rows.finalize() }
        while try rows.step() {
            rows.withBlob(0) { bytes in
                guard let layout = RowMerge.layout(bytes, types: note) else { return }
                note(layout.type)
                for cell in layout.cells { note(cell.name) }
            }
        }
        let cells = try connection.prepare("SELECT cell FROM root")
        defer { cells.finalize() }
        while try cells.step() {
            cells.withBlob(0) { bytes in
                var source = ByteSource(bytes)
                _ = RowMerge.skipCell(&source, types: note)
            }
        }
        let unused = Set(names.allIDs).subtracting(used)
        guard !unused.isEmpty else { return }
        let delete = try connection.prepare("DELETE FROM names WHERE id = ?1")
        defer { delete.finalize() }
        for id in unused {
            delete.bind(1, Int64(id))
            try delete.run()
        }
        names.remove(unused)
    }
}
