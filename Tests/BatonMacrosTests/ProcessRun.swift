import Foundation

/// Runs a command to its end without holding a thread of Swift's cooperative pool: the pool has
/// one thread per core, and the other suites' fetches need them while `swiftc` works.
enum ProcessRun {
    /// The command's exit status and its standard output and error together.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }.start()
        }
    }
}
