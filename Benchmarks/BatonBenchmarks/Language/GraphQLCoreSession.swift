import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Times graphql-core's operations on request, one sample at a time, so a benchmark compared
/// with it can be sampled in turn with it.
@MainActor
protocol GraphQLCoreTimer: AnyObject {
    /// A body that runs graphql-core's operation `name` the given number of times and
    /// answers the time it took (measured inside graphql-core's process).
    func measure(_ name: String) -> Measure
    /// Lets graphql-core's process end.
    func end()
}

/// `Benchmarks/graphql-core/bench.py --serve` kept running beside the benchmarks: each request
/// is one line to its standard input, each answer one line back. While a Swift sample runs,
/// the script waits on its input and takes no processor time.
@MainActor
final class GraphQLCoreSession: GraphQLCoreTimer {
    private let process: Process
    private let requests: FileHandle
    private let answers: FileHandle
    private var pending = Data()

    /// Starts the script and waits until it has loaded and checked the fixtures.
    /// - Throws: `BaselineError` when Python, graphql-core or the fixtures are missing.
    static func start() throws -> GraphQLCoreSession {
        // A script that dies would otherwise kill this process at our next request.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryPaths.graphQLCoreScript.path,
                             "--fixtures", RepositoryPaths.fixtures.path, "--serve"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        // Its notes and failures go straight to our standard error (no pipe to fill up).
        process.standardError = FileHandle.standardError
        try process.run()
        let session = GraphQLCoreSession(process, requests: input.fileHandleForWriting,
                                         answers: output.fileHandleForReading)
        let greeting = try session.answer()
        guard greeting == "ready" else { throw BaselineError.unreadable(greeting) }
        return session
    }

    private init(_ process: Process, requests: FileHandle, answers: FileHandle) {
        self.process = process
        self.requests = requests
        self.answers = answers
    }

    func measure(_ name: String) -> Measure {
        { [self] iterations in try run(name, iterations) }
    }

    /// Asks for `iterations` runs of `name` and reads the nanoseconds they took.
    func run(_ name: String, _ iterations: Int) throws -> Duration {
        do {
            try requests.write(contentsOf: Data("\(name) \(iterations)\n".utf8))
        } catch {
            throw ended()
        }
        let line = try answer()
        guard let nanoseconds = Int64(line) else { throw BaselineError.unreadable(line) }
        return .nanoseconds(nanoseconds)
    }

    func end() {
        try? requests.close()
        process.waitUntilExit()
    }

    /// The script's next line.
    private func answer() throws -> String {
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...end)
                return line
            }
            let more = answers.availableData
            if more.isEmpty { throw ended() }
            pending.append(more)
        }
    }

    /// The script stopped answering: its exit status, once it has exited.
    private func ended() -> BaselineError {
        process.waitUntilExit()
        return .scriptFailed(status: process.terminationStatus, message: "see its message above")
    }
}
