import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Generated) import Baton

/// Memory a store holds per record after the `n`× response is ingested and committed (the
/// change set released): live heap bytes (what the allocator has handed out and not had
/// back) and resident bytes (the process's resident set), each divided by the records added.
///
/// The resident set only means something in a fresh process: in a run that has already
/// ingested and freed other responses, the pages the store needs are resident before it is
/// made, and its growth reads 0. So the run's figure comes from a child: this same binary
/// started with `--memory-per-record N`, which measures once and prints its counts.
@MainActor
enum MemoryPerRecord {
    /// The option a child is started with.
    static let option = "--memory-per-record"

    /// Measured in this process: only meaningful as a fresh process's first work.
    static func measure(_ n: Int) throws -> [Count] {
        let bytes = ScaledPage.bytes(n)
        Allocator.trim()
        let heapBefore = Allocator.heapInUse(), residentBefore = Allocator.residentBytes()
        let store = Store()
        do {
            let changes = try Ingest.response(bytes, resolution: CharactersPagePlan.resolution(store)).changes
            store.commit(changes, kind: .server)
        }
        // What the change set and the reader freed goes back before the store is counted.
        Allocator.trim()
        let heap = Allocator.heapInUse() - heapBefore, resident = Allocator.residentBytes() - residentBefore
        let records = store.keys.count
        withExtendedLifetime(store) {}
        return [Count(name: "memory-heap-bytes-per-record", value: heap / records),
                Count(name: "memory-resident-bytes-per-record", value: max(0, resident) / records)]
    }

    /// The BatonBenchmarks binary beside the running one (the running one itself in a
    /// benchmark run; the one the build put beside the test bundle in a test).
    nonisolated static var benchmarksBinary: URL {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return running.deletingLastPathComponent().appendingPathComponent("BatonBenchmarks")
    }

    /// Measured in a fresh child: `executable` (a BatonBenchmarks binary) started with
    /// `--memory-per-record n`, its `{"name","count"}` lines read back.
    static func inFreshProcess(_ n: Int, executable: URL) throws -> [Count] {
        let process = Process()
        process.executableURL = executable
        process.arguments = [option, String(n)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ChildFailed(status: process.terminationStatus) }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map(JSONLines.count(from:))
    }

    /// The child measuring memory exited with an error.
    struct ChildFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "the memory child exited with status \(status)" }
    }
}
