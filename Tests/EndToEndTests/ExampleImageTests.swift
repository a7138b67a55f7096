import Foundation
import Testing
@testable import RickAndMorty

/// The example remembers: a run with `--image PATH` writes its image, and a second run with
/// `--offline` and the same path renders page 1 in the first frame from disk, sends nothing,
/// and says so.
@Suite("The example's image")
struct ExampleImageTests {
    /// Runs the built example with `arguments`; its output and exit status.
    func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("RickAndMorty")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    @Test func theOptionsNameTheImageAndOfflineNeedsOne() throws {
        let options = try #require(try Options.parse(["--image", "/tmp/r.sqlite", "--offline"]))
        #expect(options.image?.path == "/tmp/r.sqlite" && options.offline)
        #expect(throws: Options.Invalid.self) { try Options.parse(["--offline"]) }
        #expect(throws: Options.Invalid.self) { try Options.parse(["--image"]) }
        #expect(Options.usage.contains("--image PATH"))
    }

    @Test func aSecondRunOfflineRendersPageOneFromTheImageWithNoRequest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("rickandmorty.sqlite").path
        // Nothing there yet: offline has nothing to show, and its one request goes nowhere.
        let empty = try run(["--offline", "--image", image])
        #expect(empty.status == 1)
        #expect(empty.output.contains("offline: page 1 is not in the image at \(image)"))
        let first = try run(["--image", image])
        #expect(first.status == 0)
        #expect(first.output.contains("Rick and Morty · page 1 of 42 · 826 characters"))
        let offline = try run(["--offline", "--image", image])
        #expect(offline.status == 0)
        #expect(offline.output.contains("Rick and Morty · page 1 of 42 · 826 characters"))
        // The first run's store edit was a server write too: it is on disk.
        #expect(offline.output.contains("Rick Sanchez (renamed)"))
        #expect(offline.output.contains("offline: page 1 came from the image at \(image) in the first frame; requests sent: 0"))
    }
}
