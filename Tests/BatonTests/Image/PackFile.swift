import Foundation
@_spi(Generated) @_spi(Benchmarks) @testable import Baton

/// A test's hand on an image file's one pack: its blob read, edited and written back, as a
/// damaged or hand-made pack would be found by the next launch.
enum PackFile {
    struct Unreadable: Error {}

    /// Gives `edit` the blob of `file`'s one pack (empty when there is none) and writes back
    /// what it leaves.
    static func edit(_ file: URL, _ edit: (inout [UInt8]) throws -> Void) throws {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        defer { connection.close() }
        let read = try connection.prepare("SELECT blob FROM packs")
        var blob: [UInt8] = []
        if try read.step() { blob = read.withBlob(0) { Array($0) } }
        read.finalize()
        try edit(&blob)
        let write = try connection.prepare("UPDATE packs SET blob = ?1")
        defer { write.finalize() }
        write.bind(1, blob: blob)
        try write.run()
    }
}
