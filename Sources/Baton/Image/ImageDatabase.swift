/// An open image: the connection, its prepared statements, the interned names, the launch
/// counter and what this launch has read. Only the holder of the image's gate touches it.
final class ImageDatabase {
    let connection: SQLiteConnection
    let files: ImageFiles
    let reads: ReadStatements
    private var writeStatements: WriteStatements?
    /// Whether `readyToWrite` has made the write settings.
    private var writesReady = false
    /// This launch's number: rows written or read now are stamped with it.
    let generation: Int64
    var names: NameTable
    /// Memberships responses taught, by type name.
    var memberships: [String: Set<String>]
    /// Keys whose rows a check read this launch, with the number of the last batch the store
    /// had handed over then: a later batch replaces such a row (memory holds every cell); an
    /// earlier one, snapshotted before the read, still merges over it.
    var readKeys: [String: Int] = [:]
    /// Whether this launch's first write dropped the rows unread for a whole launch.
    var agedOut = false
    /// The packs the file holds, by root, with their operations; nil until the writer first
    /// needs to know (then read once), and after a transaction that failed.
    var packRoots: [String: String]?
    /// The number of the last batch this launch wrote: a pack chosen before a later batch
    /// is not made.
    var lastBatchSequence = 0
    /// The pack of the root the current check walks, read at its start: rows are found there
    /// first, then in `records`.
    var pack: PackIndex?

    /// What opening a file found.
    enum Opening {
        case open(ImageDatabase)
        /// A database that is not an image: left alone.
        case foreign
    }

    /// Opens the image at `files`: finishes an interrupted removal, starts over on another
    /// format or version or a damaged file, counts a launch, and enforces the size limit.
    ///
    /// It does only what a first read needs (a relaunch's first frame may be the one that
    /// opens the file): what only writes need waits for `readyToWrite`, and the folder is made
    /// only when the file cannot be opened without it.
    /// - Throws: `SQLiteError` when the file cannot be used now (locked, unreadable).
    static func open(_ files: ImageFiles, version: String, sizeLimit: Int64) throws -> Opening {
        files.finishInterruptedRemoval()
        for _ in 0..<2 {
            let connection = try connect(files)
            do {
                // Before the first read: that read opens the WAL, and only a connection that
                // holds the file alone keeps the WAL's index in its own memory.
                try connection.execute(ImageSchema.settings)
                connection.keepsWALFile()
                // The open's reads in one read transaction: one lock and one look at the WAL
                // for them all, not one per statement.
                try connection.execute("BEGIN")
                let verdict = try ImageSchema.verdict(connection, version: version)
                let previous: Int64
                switch verdict {
                case .foreign: return .foreign
                case .stale: throw StartOver()
                case .empty:
                    try connection.execute("COMMIT")
                    try connection.execute(ImageSchema.pageSize + ImageSchema.writeSettings)
                    try ImageSchema.create(connection, version: version)
                    try connection.execute("BEGIN")
                    previous = 0
                case .image(let generation):
                    previous = generation
                }
                let database = try ImageDatabase(connection, files: files, previous: previous)
                // A new file holds no pack, and was made with the settings writes need.
                if verdict == .empty {
                    database.packRoots = [:]
                    database.writesReady = true
                }
                try connection.execute("COMMIT")
                // A new file has nothing to evict; an old one over the limit with nothing
                // left to evict starts over.
                if verdict != .empty, try !database.fitsSizeLimit(sizeLimit) {
                    database.close()
                    throw StartOver()
                }
                return .open(database)
            } catch let error as SQLiteError where error.isUnavailable {
                throw error
            } catch {
                // Another format or version, a damaged file, or too big with nothing to evict.
                connection.close()
                files.remove()
            }
        }
        throw SQLiteError(code: 1, message: "the image could not be made at \(files.path)")
    }

    private struct StartOver: Error {}

    /// A connection to the file, its folder made first if the file could not be opened
    /// without it (a folder that is there, the usual case, costs no look).
    private static func connect(_ files: ImageFiles) throws -> SQLiteConnection {
        let open = { try SQLiteConnection(path: files.path, busyMilliseconds: 250, vfs: SQLiteGatheredWAL.name) }
        do {
            return try open()
        } catch let error as SQLiteError where error.isCannotOpen {
            try? files.makeFolder()
            return try open()
        }
    }

    private init(_ connection: SQLiteConnection, files: ImageFiles, previous: Int64) throws {
        self.connection = connection
        self.files = files
        // This launch's number; the file hears of it with the launch's first write, so
        // opening writes nothing (a write's first sync is slow, and reads need none).
        generation = previous + 1
        // The names and the memberships in one statement (a compiled statement costs more
        // than the few rows it reads): a name's row has its id, a membership's has none.
        var names: [(Int, String)] = []
        var memberships: [String: Set<String>] = [:]
        let statement = try connection.prepare("""
            SELECT id, name, NULL FROM names UNION ALL SELECT NULL, type, condition FROM memberships
            """)
        defer { statement.finalize() }
        while try statement.step() {
            if statement.isNull(0) {
                memberships[statement.text(1), default: []].insert(statement.text(2))
            } else {
                names.append((Int(statement.int(0)), statement.text(1)))
            }
        }
        self.names = NameTable(rows: names)
        self.memberships = memberships
        reads = ReadStatements(connection)
    }

    /// Makes the connection's write settings (`ImageSchema.writeSettings`), once, outside a
    /// transaction: the writer does so before its first write, and off the main actor right
    /// after a launch's open, so a first frame that opens the file never pays for them.
    func readyToWrite() throws {
        guard !writesReady else { return }
        try connection.execute(ImageSchema.writeSettings)
        writesReady = true
    }

    /// The statements a write runs, compiled at the launch's first write (which adds the
    /// functions they call: a launch that only reads never needs the merge).
    func writes() throws -> WriteStatements {
        if let made = writeStatements { return made }
        try connection.addFunction(RowMerge.functionName, RowMerge.merge)
        try connection.addRowSource(RowChunk.sourceName)
        let made = WriteStatements(connection)
        writeStatements = made
        return made
    }

    /// Finalizes the statements and closes the file.
    func close() {
        reads.finalize()
        writeStatements?.finalize()
        connection.close()
    }

    /// Every row `sql` returns, each read by `read`.
    private static func rows<T>(_ connection: SQLiteConnection, _ sql: String,
                                _ read: (SQLiteStatement) -> T) throws -> [T] {
        let statement = try connection.prepare(sql)
        defer { statement.finalize() }
        var out: [T] = []
        while try statement.step() { out.append(read(statement)) }
        return out
    }
}

/// The statements a check's reads run, each compiled at its first use, not when the file
/// opens: a relaunch whose check finds its root's pack runs only the fetch time's, and the
/// open is on the first frame's path when the first view opens the file.
final class ReadStatements {
    private let connection: SQLiteConnection
    private var compiled: [SQLiteStatement?] = [nil, nil, nil, nil, nil]

    /// Runs so far of the rows' statement (`rowsSQL`, many keys) and of the one-row statement:
    /// how many times a check paid a statement's setup and halt for its records' rows.
    private(set) var runs = (together: 0, alone: 0)

    init(_ c: SQLiteConnection) { connection = c }

    /// Counts a run of the rows' statement (`together`) or of the one-row statement.
    func ran(together: Bool) {
        if together { runs.together += 1 } else { runs.alone += 1 }
    }

    var row: SQLiteStatement { get throws { try statement(0, "SELECT row FROM records WHERE key = ?1") } }
    var rows: SQLiteStatement {
        get throws {
            // The row source is added with the statement that reads through it (a relaunch
            // whose check finds its root's pack never does).
            if compiled[1] == nil { try connection.addRowSource(RowChunk.sourceName) }
            return try statement(1, Self.rowsSQL)
        }
    }
    var root: SQLiteStatement { get throws { try statement(2, "SELECT cell FROM root WHERE field = ?1") } }
    var fetch: SQLiteStatement { get throws { try statement(3, "SELECT time FROM fetches WHERE operation = ?1") } }
    /// A root's pack (a launch that never reads one never compiles it).
    var pack: SQLiteStatement { get throws { try statement(4, "SELECT operation, blob FROM packs WHERE root = ?1") } }

    private func statement(_ k: Int, _ sql: String) throws -> SQLiteStatement {
        if let made = compiled[k] { return made }
        let made = try connection.prepare(sql)
        compiled[k] = made
        return made
    }

    /// Rows by a list of keys bound as the row source (each answer names its key's position).
    /// The keys' source is the outer loop (`CROSS JOIN` keeps it so): one seek per key.
    static let rowsSQL = """
        SELECT s.rowid, r.row FROM \(RowChunk.sourceName)(?1) AS s CROSS JOIN records AS r ON r.key = s.key
        """

    func finalize() { for statement in compiled { statement?.finalize() } }
}

/// The statements the writer runs again and again, each compiled at its first use: a launch's
/// first write compiles only what it runs (a batch's rows and names, not the touches, deletions
/// and forgets it may never need).
final class WriteStatements {
    private let connection: SQLiteConnection
    /// Compiled so far, by `Write`'s number.
    private var compiled = [SQLiteStatement?](repeating: nil, count: Write.allCases.count)
    /// The records' writes, compiled at their first use, by kind.
    private var rowWrites: [RowChunk.Kind: SQLiteStatement] = [:]

    init(_ c: SQLiteConnection) { connection = c }

    /// The statements besides the rows'.
    private enum Write: Int, CaseIterable {
        case deleteRow, touchRow, writeRoot, deleteRoot, touchRoot, writeFetch, touchFetch, insertName,
             insertMembership, sameID, writePack

        var sql: String {
            switch self {
            case .deleteRow: "DELETE FROM records WHERE key = ?1"
            case .touchRow: "UPDATE records SET used = ?2 WHERE key = ?1 AND used < ?2"
            case .writeRoot: "INSERT OR REPLACE INTO root(field, used, cell) VALUES (?1, ?2, ?3)"
            case .deleteRoot: "DELETE FROM root WHERE field = ?1"
            case .touchRoot: "UPDATE root SET used = ?2 WHERE field = ?1 AND used < ?2"
            case .writeFetch: "INSERT OR REPLACE INTO fetches(operation, used, time) VALUES (?1, ?2, ?3)"
            case .touchFetch: "UPDATE fetches SET used = ?2 WHERE operation = ?1 AND used < ?2"
            case .insertName: "INSERT OR REPLACE INTO names(id, name) VALUES (?1, ?2)"
            case .insertMembership: "INSERT OR IGNORE INTO memberships(type, condition) VALUES (?1, ?2)"
            // Every row keyed `Type:id` for a name in the table, with that name's id.
            case .sameID: "SELECT r.key, r.row, n.id FROM names n JOIN records r ON r.key = n.name || ':' || ?1"
            case .writePack: "INSERT OR REPLACE INTO packs(root, operation, blob) VALUES (?1, ?2, ?3)"
            }
        }
    }

    private func statement(_ write: Write) throws -> SQLiteStatement {
        if let made = compiled[write.rawValue] { return made }
        let made = try connection.prepare(write.sql)
        compiled[write.rawValue] = made
        return made
    }

    var deleteRow: SQLiteStatement { get throws { try statement(.deleteRow) } }
    var touchRow: SQLiteStatement { get throws { try statement(.touchRow) } }
    var writeRoot: SQLiteStatement { get throws { try statement(.writeRoot) } }
    var deleteRoot: SQLiteStatement { get throws { try statement(.deleteRoot) } }
    var touchRoot: SQLiteStatement { get throws { try statement(.touchRoot) } }
    var writeFetch: SQLiteStatement { get throws { try statement(.writeFetch) } }
    var touchFetch: SQLiteStatement { get throws { try statement(.touchFetch) } }
    var insertName: SQLiteStatement { get throws { try statement(.insertName) } }
    var insertMembership: SQLiteStatement { get throws { try statement(.insertMembership) } }
    var sameID: SQLiteStatement { get throws { try statement(.sameID) } }
    var writePack: SQLiteStatement { get throws { try statement(.writePack) } }

    /// The statement that writes a batch's rows of `kind` (compiled once per kind).
    func rows(_ kind: RowChunk.Kind) throws -> SQLiteStatement {
        if let made = rowWrites[kind] { return made }
        let made = try connection.prepare(RowChunk.sql(kind))
        rowWrites[kind] = made
        return made
    }

    func finalize() {
        for statement in rowWrites.values { statement.finalize() }
        for statement in compiled { statement?.finalize() }
    }
}
