import BatonCompiler
import Foundation

/// Reading a Swift file's markers (what `batonc` does before parsing): a 400 KB query on one
/// line against the same query written one field per line. Reading is linear in bytes, so
/// the one-line file costs about what the multi-line one does (it once cost minutes: each
/// byte's position was counted from the start of its line).
enum MarkerBenchmarks {
    static var benchmarks: [Benchmark] {
        [
            reading("read-marker-multi-line", oneLine: false, baseline: nil),
            reading("read-marker-one-line", oneLine: true, baseline: .local("read-marker-multi-line")),
        ]
    }

    /// About 400 KB of `f0: name f1: name …` inside `@Query("…")` (or `"""…"""`).
    static func file(oneLine: Bool) -> [UInt8] {
        let fields = (0..<33_000).map { "f\($0): name" }
        let marker = oneLine ? "@Query(\"query Q { " + fields.joined(separator: " ") + " }\")"
            : "@Query(\"\"\"\n    query Q {\n" + fields.map { "      " + $0 }.joined(separator: "\n") + "\n    }\n    \"\"\")"
        return Array(("struct Screen {\n    " + marker + "\n    var query: Q\n}\n").utf8)
    }

    private static func reading(_ name: String, oneLine: Bool, baseline: BaselineReference?) -> Benchmark {
        .repeated(name, unit: .milliseconds, baseline: baseline,
                  setup: { file(oneLine: oneLine) },
                  body: { bytes in
                      var collector = DocumentCollector()
                      collector.add(path: "Screen.swift", bytes: bytes)
                      return collector.documents.count
                  })
    }
}
