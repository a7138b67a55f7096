import Foundation
import Testing
@_spi(Generated) import Baton

/// Runs `Tests/Servers/oracle/executor.py` (graphql-core over the baton-spec schema) for
/// one operation and a range of seeds, once, and returns one response per seed.
enum OracleExecutor {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The repository's root, from this file's place in it.
    nonisolated static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    nonisolated static var fixtures: URL { root.appendingPathComponent("Tests/BatonTests/Fixtures/baton-spec/tests") }

    /// Responses already generated, by operation, variables and seeds: several tests
    /// read the same ones, and python starts in a third of a second.
    static var cache: [String: [[UInt8]]] = [:]

    /// The responses for `seeds`, in seed order. Throws, so the test fails (never
    /// skips), when python3 or graphql-core is missing.
    static func responses<Op: Baton.Operation>(_ operation: Op, seeds: ClosedRange<Int>, errors: Int = 0,
                                               shuffle: Bool = false) async throws -> [[UInt8]] {
        let key = "\(operation.rootKey) \(seeds) \(errors) \(shuffle)"
        if let cached = cache[key] { return cached }
        let lines = try await runOffMain(operation, seeds: seeds, errors: errors, shuffle: shuffle)
        cache[key] = lines
        return lines
    }

    /// ``run(_:seeds:errors:shuffle:)`` on a thread of its own: python takes a third of a
    /// second or more, and blocking the main actor that long starves every other main-actor
    /// test of the parallel run; blocking a thread of Swift's cooperative pool (one per core)
    /// starves the other suites' fetches.
    static func runOffMain<Op: Baton.Operation>(_ operation: Op, seeds: ClosedRange<Int>, errors: Int = 0,
                                                shuffle: Bool = false) async throws -> [[UInt8]] {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try run(operation, seeds: seeds, errors: errors, shuffle: shuffle) })
            }.start()
        }
    }

    /// `errors` is the percent of fields whose resolver fails; `shuffle` puts members
    /// in a seeded order (see executor.py).
    nonisolated static func run<Op: Baton.Operation>(_ operation: Op, seeds: ClosedRange<Int>, errors: Int = 0,
                                         shuffle: Bool = false) throws -> [[UInt8]] {
        guard case .text(let document) = Op.document else { throw Failure(description: "\(Op.name) has no text") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Tests/Servers/oracle/executor.py").path,
            "--schema", fixtures.appendingPathComponent("schema.graphql").path,
            "--config", fixtures.appendingPathComponent("baton.json").path,
            "--document", document, "--operation", Op.name,
            "--variables", operation.variables.canonicalJSON,
            "--seeds", "\(seeds.lowerBound)-\(seeds.upperBound)", "--errors", "\(errors)",
        ] + (shuffle ? ["--shuffle"] : [])
        let output = Pipe(), standardError = Pipe()
        process.standardOutput = output
        process.standardError = standardError
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "executor.py failed (\(process.terminationStatus)); "
                + "run Scripts/install-test-deps for graphql-core: \(message)")
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map { Array($0) }
        guard lines.count == seeds.count else {
            throw Failure(description: "executor.py printed \(lines.count) responses for \(seeds.count) seeds")
        }
        return lines
    }
}
