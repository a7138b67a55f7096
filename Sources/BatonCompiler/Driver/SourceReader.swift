import Foundation

/// Reads the files a command names; a missing or unreadable file is a reason, not a crash.
public struct SourceReader: Sendable {
    /// Makes a reader of the local file system.
    public init() {}

    /// The file's bytes, or a one-line reason it could not be read.
    public func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return .failure(ReadFailure(path: path, reason: exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read")
                                                                   : "no such file"))
        }
        return .success([UInt8](data))
    }

    /// Why a file could not be read.
    public struct ReadFailure: Error, Sendable {
        /// The path as given.
        public var path: String
        /// Why.
        public var reason: String

        /// One line for stderr.
        public var message: String { "\(path): error: \(reason)" }
    }
}
