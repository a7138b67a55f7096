import Foundation

extension SourceReader {
    /// Whether a file or directory exists at the path.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The `.graphql` files under a directory, searched through, in sorted path order; nil when
    /// the path is not a directory.
    func graphQLFiles(in directory: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let children = FileManager.default.subpaths(atPath: directory) else { return nil }
        return children.filter { $0.hasSuffix(".graphql") }.sorted().map { PathText.join(directory, $0) }
    }
}
