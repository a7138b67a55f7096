import CSQLite
import Foundation

/// A failure SQLite reported: its extended result code and its message.
struct SQLiteError: Error, CustomStringConvertible {
    let code: Int32
    let message: String

    private var primary: Int32 { code & 0xff }

    /// Another connection holds the lock past the busy timeout.
    var isBusy: Bool { primary == SQLITE_BUSY || primary == SQLITE_LOCKED }

    /// The file is not a database, or its pages do not make sense.
    var isCorrupt: Bool { primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB || primary == SQLITE_FORMAT }

    /// The file could not be opened (its folder missing, say).
    var isCannotOpen: Bool { primary == SQLITE_CANTOPEN }

    /// The file cannot be used now (locked, unreadable, full, or its folder missing): try
    /// again later rather than start over.
    var isUnavailable: Bool {
        isBusy || [SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_AUTH,
                   SQLITE_NOMEM, SQLITE_NOLFS].contains(primary)
    }

    var description: String { "SQLite error \(code): \(message)" }
}

/// One connection to a database file. Not thread-safe: its owner serializes every call, so
/// SQLite's own mutexes are off (`SQLITE_OPEN_NOMUTEX`).
///
/// Why that holds: the only connection the runtime opens is made in `ImageDatabase.open`, which
/// keeps it in the `ImageDatabase` it returns or closes it. That database (and so the
/// connection and its statements) is reached only through `ImageWriter.database`, which is read
/// and written only while the writer's gate is held: a semaphore of one, which the opening
/// (on a pool thread when the image is made, or in the first `read` when that comes first),
/// the writer's readying of the file, `drain` (writes and reopening), `read` (hydration's
/// reads) and `shut` (closing, removing) each wait on first. `deinit` runs only once nothing
/// else holds the writer, so nothing can be inside the gate then.
final class SQLiteConnection {
    private var db: OpaquePointer?
    /// The functions and row sources added so far, by name: each is added once.
    private var added: Set<String> = []

    /// Opens (or creates) the file at `path`, with a busy timeout of `busyMilliseconds`, through
    /// the file system named `vfs` (the system's when nil).
    init(path: String, busyMilliseconds: Int32, vfs: String? = nil) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, vfs)
        guard code == SQLITE_OK, let handle else {
            let error = SQLiteError(code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open")
            sqlite3_close_v2(handle)
            throw error
        }
        db = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyMilliseconds)
    }

    deinit { close() }

    /// Closes the connection; later calls fail. Statements must be finalized first.
    func close() {
        guard let db else { return }
        sqlite3_close_v2(db)
        self.db = nil
    }

    /// Runs one or more statements that return nothing.
    func execute(_ sql: String) throws {
        guard let db else { throw SQLiteError(code: SQLITE_MISUSE, message: "closed") }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(db, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(db))
            sqlite3_free(message)
            throw SQLiteError(code: code, message: text)
        }
    }

    /// Compiles `sql` once, to be bound and stepped many times.
    func prepare(_ sql: String) throws -> SQLiteStatement {
        guard let db else { throw SQLiteError(code: SQLITE_MISUSE, message: "closed") }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(db))) }
        return SQLiteStatement(statement, connection: self)
    }

    /// The first column of the first row `sql` returns, as an integer (0 when none).
    func integer(_ sql: String) throws -> Int64 {
        let statement = try prepare(sql)
        defer { statement.finalize() }
        return try statement.step() ? statement.int(0) : 0
    }

    /// Keeps the WAL file when the connection closes (truncated to nothing under a
    /// `journal_size_limit`, its index rebuilt from nothing): the next open finds it instead of
    /// making it.
    func keepsWALFile() {
        var on: Int32 = 1
        _ = sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &on)
    }

    /// Rows changed by the last statement.
    var changes: Int { db.map { Int(sqlite3_changes($0)) } ?? 0 }

    /// The connection's current error, for a statement that failed.
    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code, message: db.map { String(cString: sqlite3_errmsg($0)) } ?? "closed")
    }

    /// Adds a deterministic SQL function of two blobs returning a blob (`baton_merge(a, b)`),
    /// unless one of that name was added already.
    /// A NULL argument reaches `body` as an empty buffer.
    func addFunction(_ name: String,
                     _ body: @escaping (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> [UInt8]) throws {
        guard let db else { throw SQLiteError(code: SQLITE_MISUSE, message: "closed") }
        guard !added.contains(name) else { return }
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            db, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, arguments in
                guard let context, let arguments,
                      let box = sqlite3_user_data(context) else { return }
                let body = Unmanaged<FunctionBox>.fromOpaque(box).takeUnretainedValue().body
                let result = body(SQLiteConnection.blob(arguments[0]), SQLiteConnection.blob(arguments[1]))
                result.withUnsafeBytes { bytes in
                    sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
                }
            },
            nil, nil,
            { box in box.map { Unmanaged<FunctionBox>.fromOpaque($0).release() } })
        guard code == SQLITE_OK else { throw error(code) }
        added.insert(name)
    }

    private static func blob(_ value: OpaquePointer?) -> UnsafeRawBufferPointer {
        guard let pointer = sqlite3_value_blob(value) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: pointer, count: Int(sqlite3_value_bytes(value)))
    }

    private final class FunctionBox {
        let body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> [UInt8]
        init(_ body: @escaping (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> [UInt8]) { self.body = body }
    }
}

/// A compiled statement: bind parameters (from 1), step through rows, read columns (from 0).
final class SQLiteStatement {
    private var handle: OpaquePointer?
    // Held strongly: a statement keeps its connection alive (the connection holds no statement).
    private let connection: SQLiteConnection

    fileprivate init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit { finalize() }

    /// Frees the statement; its connection can then close.
    func finalize() {
        guard let handle else { return }
        sqlite3_finalize(handle)
        self.handle = nil
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

    func bind(_ index: Int32, _ value: Double) { sqlite3_bind_double(handle, index, value) }

    func bind(_ index: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(handle, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                  Int32(bytes.count), csqlite_transient())
        }
    }

    func bind(_ index: Int32, blob: [UInt8]) {
        blob.withUnsafeBytes { bytes in
            // A zero-length blob still binds a blob, not NULL.
            _ = sqlite3_bind_blob(handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count),
                                  csqlite_transient())
        }
    }

    /// Binds UTF-8 `text` at `index` without copying it: the bytes must stay as they are until
    /// the statement is reset (`run()` resets it before returning).
    func bind(_ index: Int32, textInPlace text: UnsafeRawBufferPointer) {
        guard let start = text.baseAddress else {
            // An empty text still binds a text, not NULL (SQLite copies the literal).
            _ = sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
            return
        }
        _ = sqlite3_bind_text(handle, index, start.assumingMemoryBound(to: CChar.self), Int32(text.count), nil)
    }

    /// Binds `blob` at `index` without copying it, under the same rule as `textInPlace`.
    func bind(_ index: Int32, blobInPlace blob: UnsafeRawBufferPointer) {
        // A zero-length blob still binds a blob, not NULL.
        _ = sqlite3_bind_blob(handle, index, blob.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(blob.count), nil)
    }

    /// Runs the statement to its end with `text`, `number` and `blob` bound as parameters 1,
    /// 2 and 3, then resets it. The bytes are bound in place, not copied: SQLite reads them
    /// only while the statement runs, and the reset clears the bindings before they go.
    func run(_ text: String, _ number: Int64, blob: [UInt8]) throws {
        try withText(1, text) {
            bind(2, number)
            try blob.withUnsafeBytes { bytes in
                // A zero-length blob still binds a blob, not NULL.
                _ = sqlite3_bind_blob(handle, 3, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                                      Int32(bytes.count), nil)
                while try step() {}
            }
        }
    }

    /// Runs the statement to its end with `text` and `number` bound as parameters 1 and 2
    /// (the text in place), then resets it.
    func run(_ text: String, _ number: Int64) throws {
        try withText(1, text) {
            bind(2, number)
            while try step() {}
        }
    }

    /// Steps once with `text` bound as parameter 1 (in place) and reads the first row with
    /// `read`; nil when there is none. The statement is reset after.
    func first<R>(_ text: String, _ read: (SQLiteStatement) throws -> R) throws -> R? {
        try withText(1, text) { try step() ? read(self) : nil }
    }

    /// Binds `text` at `index` without copying it, runs `body`, then resets the statement so
    /// that no binding outlives the bytes.
    private func withText<R>(_ index: Int32, _ text: String, _ body: () throws -> R) throws -> R {
        var text = text
        return try text.withUTF8 { bytes in
            defer { reset() }
            if let start = bytes.baseAddress {
                let chars = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
                _ = sqlite3_bind_text(handle, index, chars, Int32(bytes.count), nil)
            } else {
                // An empty text still binds a text, not NULL (SQLite copies the literal).
                _ = sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
            }
            return try body()
        }
    }

    /// Steps once: true when a row is ready, false when done.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw connection.error(code)
    }

    /// Steps to the end and resets, for a statement that returns nothing.
    func run() throws {
        defer { reset() }
        while try step() {}
    }

    /// Readies the statement for new bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Whether the column holds NULL.
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// Reads a blob column in place (valid only inside `body`).
    func withBlob<R>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        let pointer = sqlite3_column_blob(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeRawBufferPointer(start: count > 0 ? pointer : nil, count: count))
    }
}

// MARK: Rows read in place

/// Entries handed to one run of a statement through the table-valued function a connection
/// adds with `addRowSource`: keys (UTF-8) and rows back to back in two buffers, and where
/// entry `i`'s key and row end. Valid only while the statement runs.
struct SQLiteRowSource {
    let keys: UnsafeRawPointer?
    let rows: UnsafeRawPointer?
    let ends: UnsafePointer<(key: Int, row: Int)>?
    let count: Int
}

extension SQLiteConnection {
    /// Adds the table-valued function `name(entries)`, with columns `key` (text) and `row`
    /// (blob), reading the `SQLiteRowSource` bound as its argument in place: a statement
    /// inserts any number of rows in one run, compiled once, with nothing copied before
    /// SQLite builds its own records. Nothing when one of that name was added already.
    func addRowSource(_ name: String) throws {
        guard let db else { throw SQLiteError(code: SQLITE_MISUSE, message: "closed") }
        guard !added.contains(name) else { return }
        let code = sqlite3_create_module_v2(db, name, SQLiteRowTable.module, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
        added.insert(name)
    }
}

extension SQLiteStatement {
    /// Binds `entries` as the argument of a row source at `index`; the entries must stay as
    /// they are until the statement is reset.
    func bind(_ index: Int32, entries: UnsafePointer<SQLiteRowSource>) {
        _ = sqlite3_bind_pointer(handle, index, UnsafeMutableRawPointer(mutating: entries), SQLiteRowTable.pointerType, nil)
    }

    /// Steps through every row with `entries` bound as parameter 1, reading each with `read`,
    /// then resets the statement (so no binding outlives the entries).
    func each(entries: UnsafePointer<SQLiteRowSource>, _ read: (SQLiteStatement) throws -> Void) throws {
        defer { reset() }
        bind(1, entries: entries)
        while try step() { try read(self) }
    }
}

/// The virtual table behind `addRowSource`: eponymous, read-only, one cursor over the bound
/// entries.
private enum SQLiteRowTable {
    /// The type name a bound pointer must carry: SQLite hands the function no other pointer.
    nonisolated(unsafe) static let pointerType: UnsafePointer<CChar> = {
        // SQLite keeps the pointer, not the text: it must live as long as the process.
        let name = Array("baton_row_source".utf8CString)
        let made = UnsafeMutablePointer<CChar>.allocate(capacity: name.count)
        made.initialize(from: name, count: name.count)
        return UnsafePointer(made)
    }()

    struct Cursor {
        // SQLite's part first: SQLite sees only it.
        var base = sqlite3_vtab_cursor()
        var entries: UnsafePointer<SQLiteRowSource>?
        var index = 0
    }

    static func cursor(_ pointer: UnsafeMutablePointer<sqlite3_vtab_cursor>?) -> UnsafeMutablePointer<Cursor> {
        UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: Cursor.self)
    }

    nonisolated(unsafe) static let module: UnsafeMutablePointer<sqlite3_module> = {
        let module = UnsafeMutablePointer<sqlite3_module>.allocate(capacity: 1)
        module.initialize(to: sqlite3_module())
        module.pointee.xConnect = { db, _, _, _, table, _ in
            let code = sqlite3_declare_vtab(db, "CREATE TABLE x(key TEXT, row BLOB, entries HIDDEN)")
            guard code == SQLITE_OK else { return code }
            let made = UnsafeMutablePointer<sqlite3_vtab>.allocate(capacity: 1)
            made.initialize(to: sqlite3_vtab())
            table?.pointee = made
            return SQLITE_OK
        }
        module.pointee.xDisconnect = { table in
            table?.deallocate()
            return SQLITE_OK
        }
        // Only a plan that passes the entries argument works.
        module.pointee.xBestIndex = { _, info in
            guard let info else { return SQLITE_ERROR }
            for i in 0..<Int(info.pointee.nConstraint) {
                let constraint = info.pointee.aConstraint[i]
                guard constraint.iColumn == 2, Int32(constraint.op) == SQLITE_INDEX_CONSTRAINT_EQ,
                      constraint.usable != 0 else { continue }
                info.pointee.aConstraintUsage[i].argvIndex = 1
                info.pointee.aConstraintUsage[i].omit = 1
                info.pointee.estimatedCost = 1
                return SQLITE_OK
            }
            return SQLITE_CONSTRAINT
        }
        module.pointee.xOpen = { _, cursor in
            let made = UnsafeMutablePointer<Cursor>.allocate(capacity: 1)
            made.initialize(to: Cursor())
            cursor?.pointee = UnsafeMutableRawPointer(made).assumingMemoryBound(to: sqlite3_vtab_cursor.self)
            return SQLITE_OK
        }
        module.pointee.xClose = { pointer in
            SQLiteRowTable.cursor(pointer).deallocate()
            return SQLITE_OK
        }
        module.pointee.xFilter = { pointer, _, _, count, arguments in
            let cursor = SQLiteRowTable.cursor(pointer)
            // Anything but entries bound by `bind(_:entries:)` reads as no entries.
            let bound = count > 0 ? sqlite3_value_pointer(arguments?[0], SQLiteRowTable.pointerType) : nil
            cursor.pointee.entries = bound.map { UnsafePointer($0.assumingMemoryBound(to: SQLiteRowSource.self)) }
            cursor.pointee.index = 0
            return SQLITE_OK
        }
        module.pointee.xNext = { pointer in
            SQLiteRowTable.cursor(pointer).pointee.index += 1
            return SQLITE_OK
        }
        module.pointee.xEof = { pointer in
            let cursor = SQLiteRowTable.cursor(pointer).pointee
            return cursor.index < (cursor.entries?.pointee.count ?? 0) ? 0 : 1
        }
        module.pointee.xColumn = { pointer, context, column in
            let cursor = SQLiteRowTable.cursor(pointer).pointee
            guard let entries = cursor.entries?.pointee, let ends = entries.ends,
                  let keys = entries.keys, let rows = entries.rows else { return SQLITE_ERROR }
            let index = cursor.index
            let start = index == 0 ? (key: 0, row: 0) : ends[index - 1]
            // In place (no destructor: SQLite copies what it keeps).
            if column == 0 {
                sqlite3_result_text(context, (keys + start.key).assumingMemoryBound(to: CChar.self),
                                    Int32(ends[index].key - start.key), nil)
            } else if column == 1 {
                sqlite3_result_blob(context, rows + start.row, Int32(ends[index].row - start.row), nil)
            }
            return SQLITE_OK
        }
        module.pointee.xRowid = { pointer, rowid in
            rowid?.pointee = sqlite3_int64(SQLiteRowTable.cursor(pointer).pointee.index)
            return SQLITE_OK
        }
        return module
    }()
}

// MARK: A commit's WAL frames in one write

/// A file system for SQLite ("VFS") that is the system's own, except that the frames a commit
/// appends to a WAL file reach it in one write, not two a page.
///
/// Why: SQLite writes each WAL frame as a 24-byte header and then its page, one `pwrite` each,
/// and the image's write of a page of ~900 records appends ~40 frames. Extending the file by
/// 80 small writes costs the kernel ~4× what one write of the same bytes does (C, fresh file,
/// best of 200: 186 µs against 45 µs).
///
/// Why it is safe: appended writes are held in memory only while they are contiguous, and
/// written out before anything else touches the file (a read, a sync, its size, a truncation,
/// a write elsewhere, closing) and at the end of every commit frame: a frame header whose
/// "database size after commit" is not zero marks the commit, so the commit's frames are in the
/// file before SQLite publishes the commit and before the commit returns. A process killed in
/// the middle leaves a WAL whose tail fails its checksums, which recovery ignores, as it does
/// when the process dies between SQLite's own writes.
enum SQLiteGatheredWAL {
    /// The name connections open the file system by (registered at its first use); nil, for
    /// the system's own, if it could not be registered.
    static var name: String? { registered ? vfsName : nil }

    private static let vfsName = "baton-gathered-wal"
    /// Bytes held before they are written out even without a commit (a transaction that spills
    /// pages before its end).
    private static let limit = 4 << 20
    /// The most the system's write takes at once (SQLite's unix VFS masks a count to 17 bits).
    private static let writeLimit = 0x1ffff & ~0xfff
    /// The size of a WAL frame's header: the writes that may mark a commit.
    private static let frameHeader: Int32 = 24

    /// One open file: SQLite's part first (SQLite sees only it), then the system file's.
    private struct File {
        var base = sqlite3_file()
        var real: UnsafeMutablePointer<sqlite3_file>?
        /// A WAL file: its appends are gathered.
        var gathers = false
        /// The last write was a commit frame's header: its page ends the commit.
        var commitPending = false
        var buffer: UnsafeMutableRawPointer?
        var capacity = 0
        /// Where the gathered bytes go in the file, and how many there are.
        var start: Int64 = 0
        var count = 0
    }

    /// Where the system file's part starts, after this one's.
    private static let realOffset = (MemoryLayout<File>.stride + 15) & ~15

    private static let registered: Bool = {
        // SQLite reads a file's methods from its first bytes: `base` must start `File`. Swift
        // lays a struct out in declaration order today but does not promise it, so it is
        // checked once here rather than trusted.
        guard MemoryLayout<File>.offset(of: \File.base) == 0 else { return false }
        guard let system = sqlite3_vfs_find(nil) else { return false }
        let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
        vfs.initialize(to: system.pointee)
        // SQLite keeps the name's pointer: it lives as long as the process.
        let name = Array(vfsName.utf8CString)
        let kept = UnsafeMutablePointer<CChar>.allocate(capacity: name.count)
        kept.initialize(from: name, count: name.count)
        vfs.pointee.zName = UnsafePointer(kept)
        vfs.pointee.pNext = nil
        vfs.pointee.szOsFile = Int32(realOffset) + system.pointee.szOsFile
        vfs.pointee.pAppData = UnsafeMutableRawPointer(system)
        vfs.pointee.xOpen = { vfs, path, file, flags, outFlags in
            guard let vfs, let file, let system = vfs.pointee.pAppData?.assumingMemoryBound(to: sqlite3_vfs.self) else {
                return SQLITE_MISUSE
            }
            let real = (UnsafeMutableRawPointer(file) + realOffset).assumingMemoryBound(to: sqlite3_file.self)
            let me = SQLiteGatheredWAL.file(file)
            me.initialize(to: File())
            me.pointee.real = real
            me.pointee.gathers = flags & SQLITE_OPEN_WAL != 0
            let code = system.pointee.xOpen!(system, path, real, flags, outFlags)
            if code == SQLITE_OK {
                me.pointee.base.pMethods = UnsafePointer(methods)
            } else if let close = real.pointee.pMethods?.pointee.xClose {
                _ = close(real)
            }
            return code
        }
        return sqlite3_vfs_register(vfs, 0) == SQLITE_OK
    }()

    private static func file(_ pointer: UnsafeMutablePointer<sqlite3_file>?) -> UnsafeMutablePointer<File> {
        UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: File.self)
    }

    /// The system's file under `pointer`, and its methods.
    private static func system(_ pointer: UnsafeMutablePointer<sqlite3_file>?) -> (UnsafeMutablePointer<sqlite3_file>, sqlite3_io_methods) {
        let real = file(pointer).pointee.real!
        return (real, real.pointee.pMethods.pointee)
    }

    /// Writes the gathered bytes out (nothing when there are none).
    private static func flush(_ pointer: UnsafeMutablePointer<sqlite3_file>?) -> Int32 {
        let me = file(pointer)
        me.pointee.commitPending = false
        guard me.pointee.count > 0 else { return SQLITE_OK }
        let (real, methods) = system(pointer)
        let (bytes, count, start) = (me.pointee.buffer!, me.pointee.count, me.pointee.start)
        me.pointee.count = 0
        // The system's write takes at most 128 KiB less a byte at a time.
        var done = 0
        while done < count {
            let part = min(count - done, writeLimit)
            let code = methods.xWrite!(real, bytes + done, Int32(part), start + Int64(done))
            guard code == SQLITE_OK else { return code }
            done += part
        }
        return SQLITE_OK
    }

    /// Adds a write to the gathered bytes; false when it does not continue them or no room
    /// could be made.
    private static func gather(_ me: UnsafeMutablePointer<File>, _ bytes: UnsafeRawPointer, _ count: Int, at offset: Int64) -> Bool {
        if me.pointee.count == 0 {
            me.pointee.start = offset
        } else if offset != me.pointee.start + Int64(me.pointee.count) {
            return false
        }
        let needed = me.pointee.count + count
        if needed > me.pointee.capacity {
            let capacity = max(needed, me.pointee.capacity * 2, 64 << 10)
            guard let grown = realloc(me.pointee.buffer, capacity) else { return false }
            me.pointee.buffer = grown
            me.pointee.capacity = capacity
        }
        (me.pointee.buffer! + me.pointee.count).copyMemory(from: bytes, byteCount: count)
        me.pointee.count = needed
        return true
    }

    private static func write(_ pointer: UnsafeMutablePointer<sqlite3_file>?, _ bytes: UnsafeRawPointer?,
                              _ count: Int32, _ offset: Int64) -> Int32 {
        let me = file(pointer)
        guard me.pointee.gathers, let bytes, count > 0 else { return forward(pointer) { $1.xWrite!($0, bytes, count, offset) } }
        let endsCommit = me.pointee.commitPending
        if !gather(me, bytes, Int(count), at: offset) {
            let code = flush(pointer)
            guard code == SQLITE_OK else { return code }
            if !gather(me, bytes, Int(count), at: offset) { return forward(pointer) { $1.xWrite!($0, bytes, count, offset) } }
        }
        if endsCommit || me.pointee.count >= limit { return flush(pointer) }
        // A frame header with a database size after commit (bytes 4–7, big-endian) other
        // than zero: the page after it is the commit's last write.
        if count == frameHeader {
            let size = (4..<8).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes.load(fromByteOffset: $1, as: UInt8.self)) }
            me.pointee.commitPending = size != 0
        }
        return SQLITE_OK
    }

    /// Runs `call` on the system's file under `pointer`, after writing the gathered bytes out
    /// when `flushing` (the calls that could see the file).
    private static func forward(_ pointer: UnsafeMutablePointer<sqlite3_file>?, flushing: Bool = false,
                                _ call: (UnsafeMutablePointer<sqlite3_file>, sqlite3_io_methods) -> Int32) -> Int32 {
        if flushing {
            let flushed = flush(pointer)
            guard flushed == SQLITE_OK else { return flushed }
        }
        let (real, methods) = system(pointer)
        return call(real, methods)
    }

    /// The system file's methods, each after the gathered bytes are written out where the
    /// call could see the file.
    nonisolated(unsafe) private static let methods: UnsafeMutablePointer<sqlite3_io_methods> = {
        let methods = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
        methods.initialize(to: sqlite3_io_methods())
        methods.pointee.iVersion = 3
        methods.pointee.xClose = { pointer in
            let flushed = flush(pointer)
            let code = forward(pointer) { $1.xClose!($0) }
            free(file(pointer).pointee.buffer)
            file(pointer).pointee.buffer = nil
            return flushed == SQLITE_OK ? code : flushed
        }
        methods.pointee.xRead = { pointer, bytes, count, offset in forward(pointer, flushing: true) { $1.xRead!($0, bytes, count, offset) } }
        methods.pointee.xWrite = { pointer, bytes, count, offset in write(pointer, bytes, count, offset) }
        methods.pointee.xTruncate = { pointer, size in forward(pointer, flushing: true) { $1.xTruncate!($0, size) } }
        methods.pointee.xSync = { pointer, flags in forward(pointer, flushing: true) { $1.xSync!($0, flags) } }
        methods.pointee.xFileSize = { pointer, size in forward(pointer, flushing: true) { $1.xFileSize!($0, size) } }
        methods.pointee.xLock = { pointer, lock in forward(pointer) { $1.xLock!($0, lock) } }
        methods.pointee.xUnlock = { pointer, lock in forward(pointer) { $1.xUnlock!($0, lock) } }
        methods.pointee.xCheckReservedLock = { pointer, out in forward(pointer) { $1.xCheckReservedLock!($0, out) } }
        methods.pointee.xFileControl = { pointer, operation, argument in
            forward(pointer, flushing: true) { $1.xFileControl!($0, operation, argument) }
        }
        methods.pointee.xSectorSize = { pointer in forward(pointer) { $1.xSectorSize!($0) } }
        methods.pointee.xDeviceCharacteristics = { pointer in forward(pointer) { $1.xDeviceCharacteristics!($0) } }
        methods.pointee.xShmMap = { pointer, page, size, extend, out in forward(pointer) { $1.xShmMap!($0, page, size, extend, out) } }
        methods.pointee.xShmLock = { pointer, offset, count, flags in forward(pointer) { $1.xShmLock!($0, offset, count, flags) } }
        methods.pointee.xShmBarrier = { pointer in _ = forward(pointer) { $1.xShmBarrier!($0); return SQLITE_OK } }
        methods.pointee.xShmUnmap = { pointer, delete in forward(pointer) { $1.xShmUnmap!($0, delete) } }
        methods.pointee.xFetch = { pointer, offset, count, out in forward(pointer) { $1.xFetch!($0, offset, count, out) } }
        methods.pointee.xUnfetch = { pointer, offset, page in forward(pointer) { $1.xUnfetch!($0, offset, page) } }
        return methods
    }()
}
