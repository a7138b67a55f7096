import Foundation

/// Where the benchmark's files live. Benchmarks run from a checkout (`swift run`), so paths
/// are found from this source file's place in it; `BATON_BENCHMARKS_DIR` overrides that for
/// a binary moved elsewhere. Nothing outside `Benchmarks/` is read.
enum RepositoryPaths {
    /// `…/Benchmarks`.
    static var benchmarks: URL {
        if let override = ProcessInfo.processInfo.environment["BATON_BENCHMARKS_DIR"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Harness
            .deletingLastPathComponent() // BatonBenchmarks
            .deletingLastPathComponent() // Benchmarks
    }

    /// `Benchmarks/Fixtures`.
    static var fixtures: URL { benchmarks.appendingPathComponent("Fixtures", isDirectory: true) }

    /// `Benchmarks/graphql-core/bench.py`.
    static var graphQLCoreScript: URL {
        benchmarks.appendingPathComponent("graphql-core/bench.py", isDirectory: false)
    }
}
