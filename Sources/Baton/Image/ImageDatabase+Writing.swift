/// Writing: every job the writer drained goes into one transaction.
extension ImageDatabase {
    /// What one transaction did.
    struct Written {
        var batches = 0
        /// Ids the forget found on live rows of several types: nothing was forgotten.
        var ambiguous: [(id: String, types: [String])] = []
    }

    /// Applies `jobs` in one transaction; on failure nothing is written and the names
    /// interned meanwhile are forgotten.
    func write(_ jobs: [ImageJob], exclusions: ImageExclusions) throws -> Written {
        try connection.execute("BEGIN IMMEDIATE")
        do {
            var written = Written()
            let statements = try writes()
            // One stamping step, first in every transaction: the launch's first write then
            // drops only rows no check read. Stamping first changes nothing else, as every
            // other job stamps what it writes.
            try stamp(jobs, statements)
            if !agedOut {
                try ImageSchema.setMeta(connection, "generation", String(generation))
                try dropUnreadRows()
            }
            for job in jobs { try apply(job, statements, exclusions: exclusions, &written) }
            try insertNewNames(statements)
            // A batch changes content (records, root fields, names, memberships): no pack
            // is a copy of the file after it.
            var lastBatch: Int?
            for case .batch(let batch) in jobs { lastBatch = max(lastBatch ?? 0, batch.sequence) }
            if lastBatch != nil { try dropPacks() }
            try connection.execute("COMMIT")
            names.committed()
            agedOut = true
            if let lastBatch { lastBatchSequence = lastBatch }
            return written
        } catch {
            try? connection.execute("ROLLBACK")
            names.rolledBack()
            packRoots = nil
            throw error
        }
    }

    private func apply(_ job: ImageJob, _ statements: WriteStatements, exclusions: ImageExclusions,
                       _ written: inout Written) throws {
        switch job {
        case .batch(let batch):
            try write(batch, statements, exclusions: exclusions, &written)
            written.batches += 1
        case .fetchTime(let key, let time):
            let statement = try statements.writeFetch
            statement.bind(1, key)
            statement.bind(2, generation)
            statement.bind(3, time)
            try statement.run()
        case .forgetFetchTimes:
            try connection.execute("DELETE FROM fetches")
        case .unread(let keys):
            for key in keys { readKeys[key] = nil }
        case .touch(let touch):
            // A later batch replaces a row read (memory holds every cell). In order: an
            // unread job in between undoes the read, a later touch makes it again.
            for key in touch.keys { readKeys[key] = touch.sequence }
        }
    }

    /// Stamps the rows, root fields and fetch times the jobs' checks read as used this launch.
    private func stamp(_ jobs: [ImageJob], _ statements: WriteStatements) throws {
        for case .touch(let touch) in jobs {
            if !touch.keys.isEmpty {
                let statement = try statements.touchRow
                for key in touch.keys { try statement.run(key, generation) }
            }
            for field in touch.rootFields { try statements.touchRoot.run(field, generation) }
            for key in touch.fetches { try statements.touchFetch.run(key, generation) }
        }
    }

    private func write(_ batch: ImageBatch, _ statements: WriteStatements, exclusions: ImageExclusions,
                       _ written: inout Written) throws {
        for membership in batch.memberships where !(memberships[membership.type.name]?.contains(membership.condition) ?? false) {
            let statement = try statements.insertMembership
            statement.bind(1, membership.type.name)
            statement.bind(2, membership.condition)
            try statement.run()
            memberships[membership.type.name, default: []].insert(membership.condition)
        }
        for id in batch.forgottenIDs { try forget(id: id, statements, &written) }
        for key in batch.forgottenKeys { try delete(statements.deleteRow, key) }
        try writeRows(batch, statements, exclusions: exclusions)
        for cell in batch.rootCells {
            guard exclusions.keepsRootField(cell.name) else { continue }
            let held = cell.value != .missing || cell.error != nil
            // A field now missing, or linking where the image may not follow, loses its row.
            guard held, let bytes = RowCodec.cell(cell.value, cell.error, names: &names, exclusions: exclusions) else {
                try delete(statements.deleteRoot, cell.name)
                continue
            }
            try statements.writeRoot.run(cell.name, generation, blob: bytes)
        }
    }

    /// The batch's records in key order, one statement run for the rows it merges and one
    /// for those it replaces.
    private func writeRows(_ batch: ImageBatch, _ statements: WriteStatements, exclusions: ImageExclusions) throws {
        // Most of a batch's rows are merged (only rows a check read, and deleted records, are
        // replaced): that chunk gets room for all of them.
        var merged = RowChunk(.merge, expected: batch.records.count)
        var replaced = RowChunk(.replace)
        // In key order, each row lands beside the last in the table's B-tree (see `keyOrder`).
        // Keys are unique in a batch (the store holds one record per key), so the two runs
        // may go in either order; batches keep theirs, so no row overtakes an earlier one of
        // the same key.
        // Records are read in place (a local copy would retain and release each of their parts).
        // The names table is moved out of `self` for the loop and back after it: reached
        // through the class, each row's use of it was checked for exclusive access at run
        // time (`swift_beginAccess` and its end, ~130 instructions a row).
        var table = NameTable()
        swap(&table, &names)
        let readKeys = readKeys
        batch.records.withUnsafeBufferPointer { records in
            guard let first = records.baseAddress else { return }
            for index in batch.keyOrder {
                let record = first + index
                // A row memory read holds nothing memory lacks: replace it. A deleted record
                // replaces its row too. Any other row is merged under the batch's cells.
                let read = !readKeys.isEmpty && readKeys[record.pointee.key].map { $0 < batch.sequence } ?? false
                if record.pointee.isDeleted || read {
                    _ = replaced.append(record, names: &table, exclusions: exclusions)
                } else {
                    _ = merged.append(record, names: &table, exclusions: exclusions)
                }
            }
        }
        swap(&table, &names)
        try merged.run(statements, generation: generation)
        try replaced.run(statements, generation: generation)
    }

    private func delete(_ statement: SQLiteStatement, _ key: String) throws {
        statement.bind(1, key)
        try statement.run()
    }

    /// `@deleteRecord` of an id memory does not hold: the one live row keyed `Type:id` is
    /// deleted; several are ambiguous and left alone.
    private func forget(id: String, _ statements: WriteStatements, _ written: inout Written) throws {
        let statement = try statements.sameID
        statement.bind(1, id)
        var live: [(key: String, type: String)] = []
        do {
            defer { statement.reset() }
            while try statement.step() {
                let nameID = statement.int(2)
                let head = statement.withBlob(1) { RowMerge.layout($0) }
                guard let head, !head.isDeleted, head.type == UInt64(nameID) else { continue }
                live.append((statement.text(0), names.name(Int(nameID)) ?? ""))
            }
        }
        if live.count > 1 {
            written.ambiguous.append((id, live.map(\.type).sorted()))
        } else if let only = live.first {
            try delete(statements.deleteRow, only.key)
        }
    }

    private func insertNewNames(_ statements: WriteStatements) throws {
        guard !names.added.isEmpty else { return }
        let statement = try statements.insertName
        for (id, name) in names.added {
            statement.bind(1, Int64(id))
            statement.bind(2, name)
            try statement.run()
        }
    }
}
