import Foundation

/// The files of one image: the database, its WAL and shared-memory files, and the marker
/// that says a removal is under way.
struct ImageFiles: Sendable, Hashable {
    /// The database file.
    let database: URL
    /// Its path, made once: a URL makes its path again at every ask (~4 K instructions), and
    /// an open asks for it and for the paths made from it several times.
    let path: String

    init(database: URL) {
        self.database = database
        path = database.path
    }

    var wal: String { path + "-wal" }
    var sharedMemory: String { path + "-shm" }
    /// Present while `removeAll()` deletes the files; the next open finishes the job.
    var marker: String { path + "-removing" }

    /// Makes the folder the database lives in.
    func makeFolder() throws {
        try FileManager.default.createDirectory(at: database.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
    }

    /// Deletes the files under the marker: the marker first, then the WAL, then the
    /// database, the marker last. A crash in between leaves the marker for the next open.
    func remove() {
        _ = FileManager.default.createFile(atPath: marker, contents: nil)
        finishRemoval()
    }

    /// Finishes a removal a crash interrupted (nothing when there is no marker). Asked at
    /// every open: one `access`, not `FileManager.fileExists`'s work on top of a `stat`.
    func finishInterruptedRemoval() {
        if access(marker, F_OK) == 0 { finishRemoval() }
    }

    private func finishRemoval() {
        for file in [wal, sharedMemory, path, marker] { try? FileManager.default.removeItem(atPath: file) }
    }

    /// The bytes the image takes on disk: the database and its WAL (a missing file takes
    /// none). Asked at every open: `stat`, not `FileManager.attributesOfItem`, which on Linux
    /// also looks up the owner's and group's names (reading /etc/passwd and /etc/group) and
    /// lists extended attributes, ~20 µs a file.
    var size: Int64 {
        [path, wal].reduce(0) { total, file in
            var info = stat()
            return total + (stat(file, &info) == 0 ? Int64(info.st_size) : 0)
        }
    }
}
