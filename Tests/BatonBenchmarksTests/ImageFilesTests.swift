import Foundation
import Testing
@testable import BatonBenchmarks

/// The image benchmarks' files belong to the process that wrote them: two runs at once do
/// not delete each other's fixture, and a run leaves nothing behind in the temporary folder.
@Suite("Image benchmark files")
struct ImageFilesTests {
    @Test func aRunWritesInItsOwnFolderAndRemovesItAtExit() throws {
        let binary = MemoryPerRecord.benchmarksBinary
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--only", "image-snapshot", "--iterations", "1"]
        process.standardOutput = Pipe()
        try process.run()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("baton-benchmarks-image-\(process.processIdentifier)")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(ImageFixtureFiles.folderURL.lastPathComponent == "baton-benchmarks-image-\(getpid())")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the run left \(folder.path) behind")
    }
}
