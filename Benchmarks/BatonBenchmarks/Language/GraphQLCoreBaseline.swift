import Foundation

/// Runs `Benchmarks/graphql-core/bench.py` (Python's graphql-core doing the same work on the
/// same fixtures) and reads its figures, so the language benchmarks have a baseline
/// measured in the same run on the same machine.
enum GraphQLCoreBaseline {
    /// The script's figures by name, in nanoseconds per operation.
    @MainActor
    static func run(quick: Bool) throws -> [String: Statistics] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryPaths.graphQLCoreScript.path,
                             "--fixtures", RepositoryPaths.fixtures.path] + (quick ? ["--quick"] : [])
        let output = Pipe()
        process.standardOutput = output
        // Its notes and failures (an invalid document, a missing graphql-core) go straight to
        // our standard error: nothing to buffer, so no pipe can fill up and stall it.
        process.standardError = FileHandle.standardError
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BaselineError.scriptFailed(status: process.terminationStatus,
                                             message: "see its message above")
        }
        return try parse(String(decoding: stdout, as: UTF8.self))
    }

    /// Reads `{"name","unit":"ns","best","median","samples"}` lines; other lines are ignored.
    static func parse(_ text: String) throws -> [String: Statistics] {
        var result: [String: Statistics] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let object, let name = object["name"] as? String,
                  let best = (object["best"] as? NSNumber)?.doubleValue,
                  let median = (object["median"] as? NSNumber)?.doubleValue,
                  object["unit"] as? String == "ns"
            else { throw BaselineError.unreadable(String(line)) }
            let samples = (object["samples"] as? NSNumber)?.intValue ?? 1
            result[name] = Statistics(best: best, median: median, samples: samples)
        }
        return result
    }
}

/// The graphql-core baseline could not be had.
enum BaselineError: Error, CustomStringConvertible {
    case scriptFailed(status: Int32, message: String)
    case unreadable(String)

    var description: String {
        switch self {
        case .scriptFailed(let status, let message): "bench.py exited \(status): \(message)"
        case .unreadable(let line): "bench.py printed a line that is not a figure: \(line)"
        }
    }
}
