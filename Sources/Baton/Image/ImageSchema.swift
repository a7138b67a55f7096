/// The image file's tables and marks.
///
/// `application_id` says "this is a Baton image"; `user_version` is the row format, bumped
/// whenever the row or key encoding or the tables change, so a file of another format starts over.
enum ImageSchema {
    /// `BTON` as a big-endian 32-bit tag.
    static let applicationID: Int64 = 0x4254_4F4E
    /// The format this runtime writes and reads: 2 added `packs` (format 1 starts over).
    static let format: Int64 = 2

    /// The tables, all WITHOUT ROWID (keyed by their text or id). `used` is the generation
    /// (launch) of a row's last write or read. `packs` holds, per query root, a copy of the
    /// rows its plan reaches (`PackBlob`), valid until the next write of content.
    static let tables = """
        CREATE TABLE records(key TEXT PRIMARY KEY, used INTEGER NOT NULL, row BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE root(field TEXT PRIMARY KEY, used INTEGER NOT NULL, cell BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE fetches(operation TEXT PRIMARY KEY, used INTEGER NOT NULL, time REAL NOT NULL) WITHOUT ROWID;
        CREATE TABLE names(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE) WITHOUT ROWID;
        CREATE TABLE memberships(type TEXT NOT NULL, condition TEXT NOT NULL, PRIMARY KEY(type, condition)) WITHOUT ROWID;
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE packs(root TEXT PRIMARY KEY, operation TEXT NOT NULL, blob BLOB NOT NULL) WITHOUT ROWID;
        """

    /// The journal: WAL (run outside a transaction; a no-op on a file already in WAL mode).
    static let journal = "PRAGMA journal_mode=WAL;"

    /// A new image's page size, set before its journal becomes WAL (SQLite fixes it then).
    /// 8 KiB rather than SQLite's 4 KiB: a check's lookups by key cross fewer, fuller pages
    /// (the fixture's reads −10 % in time), and the writes of a page of records touch fewer
    /// pages (−8 %). A file made with another page size reads the same.
    static let pageSize = "PRAGMA page_size=\(pageBytes);"
    static let pageBytes = 8192

    /// Each connection's setting made before its first read: the file held by this connection
    /// alone from its first read to its close (the process already uses a file through one
    /// image at a time). The WAL's index then lives in the connection's memory, so an open
    /// neither makes nor sizes a shared-memory file and no transaction takes a lock on one (the
    /// open's first read: ~120 µs → ~27 µs). The settings only writes need wait for
    /// `writeSettings`: a relaunch's first frame, which may open the file, only reads.
    static let settings = "PRAGMA locking_mode=EXCLUSIVE;"

    /// The settings of a connection that writes, made once before its first write (outside a
    /// transaction: SQLite refuses the first and the last inside one):
    /// - no fsync per commit (a crash loses the last moments, never consistency);
    /// - the WAL truncated to nothing when the image closes (with `keepsWALFile`, the file
    ///   stays for the next launch instead of being made again), and after a checkpoint only
    ///   past 8 MiB (a launch's writes reuse its blocks, as without a limit);
    /// - the journal: an image is made in WAL mode, and this keeps it so if another connection
    ///   changed that (a no-op on a file in WAL mode);
    /// - freed space in a page left as it is, not zeroed (`secure_delete`, which some builds of
    ///   SQLite turn on, Debian's among them): an image is a cache, and its rows are given
    ///   back by dropping them and, past the size limit, by VACUUM, never by zeroing. Zeroing
    ///   cost the write of the benchmark page ~225 K instructions of ~6 M (every cell moved
    ///   while the records' B-tree splits its pages was zeroed where it was).
    static let writeSettings = "PRAGMA synchronous=NORMAL; PRAGMA journal_size_limit=8388608; PRAGMA secure_delete=OFF; "
        + journal

    /// What an existing file turned out to be.
    enum Verdict: Equatable {
        /// A file with nothing in it: make the tables.
        case empty
        /// An image of this format and version, whose last launch was numbered `generation`.
        case image(generation: Int64)
        /// An image of another format or version, or a damaged one: delete and start over.
        case stale
        /// A database that is not an image: leave it alone for good.
        case foreign
    }

    /// Reads the marks of an open connection; throws only what SQLite throws (a file that is
    /// not a database throws `isCorrupt`).
    ///
    /// An image's marks cost two header reads and one statement on `meta`, which reads both of
    /// its rows: the schema is counted only for a file with no application id (new, or
    /// another program's), and the launch counter is read with the version.
    static func verdict(_ connection: SQLiteConnection, version: String) throws -> Verdict {
        let application = try connection.integer("PRAGMA application_id")
        if application == 0 {
            return try connection.integer("SELECT count(*) FROM sqlite_master") == 0 ? .empty : .foreign
        }
        guard application == applicationID else { return .foreign }
        guard try connection.integer("PRAGMA user_version") == format else { return .stale }
        let meta = try connection.prepare(metaSQL)
        defer { meta.finalize() }
        guard try meta.first("version", { $0.text(0) }) == version else { return .stale }
        let generation = try meta.first("generation", { $0.text(0) }).flatMap { Int64($0) } ?? 0
        return .image(generation: generation)
    }

    /// Makes the tables and marks of a new image.
    static func create(_ connection: SQLiteConnection, version: String) throws {
        try connection.execute("BEGIN IMMEDIATE;" + tables
            + "PRAGMA application_id=\(applicationID); PRAGMA user_version=\(format);")
        try setMeta(connection, "version", version)
        try setMeta(connection, "generation", "0")
        try setMeta(connection, "protection", "")
        try connection.execute("COMMIT")
    }

    /// One row of `meta` by its key (`?1`).
    private static let metaSQL = "SELECT value FROM meta WHERE key = ?1"

    static func setMeta(_ connection: SQLiteConnection, _ key: String, _ value: String) throws {
        let statement = try connection.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES (?1, ?2)")
        defer { statement.finalize() }
        statement.bind(1, key)
        statement.bind(2, value)
        try statement.run()
    }
}
