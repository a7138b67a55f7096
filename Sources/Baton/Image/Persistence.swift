import Foundation

/// The image: a store's records kept on disk in one SQLite file, so the first frame after a
/// relaunch has the data.
///
/// ```swift
/// let store = Store(persistence: Persistence(name: "Main", version: Types.schemaDigest))
/// let env = Environment(transport: URLSessionTransport(url: url), store: store)
/// ```
///
/// After every server batch the store hands a snapshot of the records it changed to one
/// background writer; nothing optimistic, nothing under the mutation or subscription roots,
/// no loading flags and nothing transient is ever written. The image is read only by the
/// availability check, which fills what memory lacks (a handle's first check after a relaunch
/// finds a fetched screen there, with its fetch time).
///
/// The image is a cache: a file of another format or `version`, or a damaged one, is deleted
/// and started again (a database that is not an image is left alone); a record unread for a
/// whole launch is dropped at the next; a file over `sizeLimit` at open evicts older
/// launches' rows first. One process uses a file through one image at a time: a second image
/// on the same file runs without it, and while an image has its file open, another process
/// finds the file locked. A locked or unavailable file defers the writes (up to 50,000 rows)
/// and reads miss until it can be opened again.
///
/// One image belongs to one store and lives as long as it: `Environment.end()` closes it.
/// To sign out, end the environment, then call ``removeAll()``: it deletes the file. (Rows
/// dropped while the file lives are not overwritten: their bytes may stay in the file's free
/// pages until SQLite reuses them.)
public final class Persistence: Sendable {
    /// The database file.
    public let url: URL
    /// What the rows were written under (pass `Types.schemaDigest`): another version starts over.
    public let version: String
    /// The most bytes the file may take at open before older launches' rows are evicted.
    public let sizeLimit: Int
    let writer: ImageWriter

    /// An image in the file at `url` (its folder is made if needed), opened off the main actor
    /// at once. A first view that asks for data before that open has begun opens the file
    /// itself, since it would wait for it anyway; make the image at launch to keep the open
    /// out of the first frame.
    /// - Parameters:
    ///   - version: the rows' version, usually the schema digest; a file written under
    ///     another one is deleted and started again. Separate accounts by path or version.
    ///   - sizeLimit: bytes; 64 MiB by default.
    public init(url: URL, version: String = "", sizeLimit: Int = 64 << 20) {
        self.url = url
        self.version = version
        self.sizeLimit = sizeLimit
        writer = ImageWriter(files: ImageFiles(database: url), version: version, sizeLimit: Int64(sizeLimit))
    }

    /// An image named `name` in the caches folder: `<caches>/<bundle id or process
    /// name>/Baton/<name>.sqlite`.
    public convenience init(name: String, version: String = "", sizeLimit: Int = 64 << 20) {
        self.init(url: Self.cachesURL(name: name), version: version, sizeLimit: sizeLimit)
    }

    /// Where `Persistence(name:)` puts its file.
    public static func cachesURL(name: String) -> URL {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        let owner = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return caches.appendingPathComponent(owner).appendingPathComponent("Baton")
            .appendingPathComponent(name + ".sqlite")
    }

    /// Waits until every batch handed to the image so far is on disk (or, when the file
    /// cannot be used now, kept for a later try).
    public func flush() async { await writer.flush() }

    /// Writes what is pending, closes the file and gives it back, so another image may take
    /// it. `Environment.end()` calls this; work handed over later is dropped.
    public func close() async { await writer.close() }

    /// Closes the image and deletes its file (the WAL first, then the database), under a
    /// marker file: if the process dies in between, the next image made on the path finishes
    /// the deletion. A database that is not an image, or a file another image holds, is left
    /// alone.
    public func removeAll() { writer.removeAll() }
}
