/// Everything a `generate` run would change on disk, computed before anything is written, so an
/// error anywhere writes nothing.
public struct OutputPlan: Sendable, Hashable {
    /// A file to write: its path and exact bytes.
    public struct File: Sendable, Hashable {
        public var path: String
        public var text: String
    }

    /// What a kind of file is, for messages and tests.
    public enum Role: String, Sendable, Hashable {
        case source, shared, persisted, report
    }

    /// The files in the order planned: per-source outputs, then shared, persisted, report.
    public var files: [File] = []
    /// The role of each file, by path.
    public var roles: [String: Role] = [:]
    /// Outputs of the run's language under `--out` that this run does not write.
    public var deletions: [String] = []

    mutating func add(_ path: String, _ text: String, as role: Role) {
        files.append(File(path: path, text: text))
        roles[path] = role
    }

    /// The planned file at a path.
    public func file(at path: String) -> File? { files.first { $0.path == path } }
}
