import Foundation

/// The disk as `generate` sees it: read a file, write one only when its bytes change (so build
/// systems see untouched outputs as up to date), delete one, list a directory's outputs.
public struct OutputFileSystem: Sendable {
    /// Makes the local file system.
    public init() {}

    /// The file's text, or nil when it does not exist or cannot be read.
    public func contents(of path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the text unless the file holds it already, creating the directory as needed.
    public func write(_ text: String, to path: String) throws {
        guard contents(of: path) != text else { return }
        let directory = PathText.directory(of: path)
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Deletes a file.
    public func delete(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    /// The files directly in `directory` whose names end with `suffix`, as paths under it.
    public func files(in directory: String, endingWith suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { PathText.join(directory, $0) }
    }
}
