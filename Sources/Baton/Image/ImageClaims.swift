/// One image per file per process: the files images hold now. A second image made on a held
/// file runs without it; a file given back (closed, removed) can be taken again, and its new
/// image counts as a new launch.
enum ImageClaims {
    private static let held = Locked(Set<String>())

    /// Takes `files` for one image; false when another image of this process holds them.
    static func claim(_ files: ImageFiles) -> Bool {
        held.withLock { $0.insert(files.database.standardizedFileURL.path).inserted }
    }

    /// Gives `files` back.
    static func release(_ files: ImageFiles) {
        _ = held.withLock { $0.remove(files.database.standardizedFileURL.path) }
    }
}
