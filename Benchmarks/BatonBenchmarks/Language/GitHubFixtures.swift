import Foundation

/// GitHub's schema and the ten GitHub documents, read from `Benchmarks/Fixtures` (outside
/// the clock).
enum GitHubFixtures {
    /// The schema's SDL bytes.
    static func schemaBytes() throws -> [UInt8] {
        try bytes(at: RepositoryPaths.fixtures.appendingPathComponent("github.graphql"))
    }

    /// Each document's name and bytes, in file-name order (as bench.py reads them).
    static func documents() throws -> [(name: String, bytes: [UInt8])] {
        let folder = RepositoryPaths.fixtures.appendingPathComponent("github-documents", isDirectory: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".graphql") }.sorted()
        guard !names.isEmpty else { throw FixtureError.missing(folder.path) }
        return try names.map { ($0, try bytes(at: folder.appendingPathComponent($0))) }
    }

    private static func bytes(at url: URL) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FixtureError.missing(url.path)
        }
        return Array(data)
    }
}

/// A benchmark's input is not where it should be, or not what it should be.
enum FixtureError: Error, CustomStringConvertible {
    case missing(String)
    case invalid(String)

    var description: String {
        switch self {
        case .missing(let path): "fixture not found: \(path)"
        case .invalid(let why): "fixture is not valid: \(why)"
        }
    }
}
