import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the files a command names; a missing or unreadable file is a reason, not a crash.
public struct SourceReader: Sendable {
    /// Makes a reader of the local file system.
    public init() {}

    /// The file's bytes, or a one-line reason it could not be read.
    public func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        if let bytes = Self.regularFile(path) { return .success(bytes) }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            return .failure(ReadFailure(path: path, reason: exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read")
                                                                   : "no such file"))
        }
        return .success([UInt8](data))
    }

    /// A regular file's bytes read straight into the array (FileManager's `Data` cost a second
    /// copy of a megabyte schema on every compile); nil for anything else, which the
    /// `FileManager` path above then reads or explains.
    private static func regularFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // The size is a first guess (one byte more, to meet the end): a file that grows as it
        // is read is read to its end.
        let size = max(Int(status.st_size), 0) + 1
        guard var bytes = chunk(descriptor, size) else { return nil }
        var more = bytes.count == size
        while more {
            guard let next = chunk(descriptor, 64 * 1024) else { return nil }
            bytes += next
            more = next.count == 64 * 1024
        }
        return bytes
    }

    /// Up to `size` bytes read from the file (fewer at its end), nil when reading fails.
    private static func chunk(_ descriptor: Int32, _ size: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failed: &failed)
        }
        return failed ? nil : bytes
    }

    /// Reads until `buffer` is full or the file ends; the count read.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
                                  failed: inout Bool) -> Int {
        var count = 0
        while count < buffer.count {
            let got = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { failed = true }
            if got <= 0 { break }
            count += got
        }
        return count
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

/// `read(2)` (the reader's own `read(_:)` hides the C function's name inside it).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
