import Foundation
@_spi(Generated) import Baton
import BatonTesting

/// The files the image benchmarks use: a folder of this process's under the temporary
/// directory, made at its first use in a run and deleted when the process exits, and the
/// fixture's image, written once per run.
@MainActor
enum ImageFixtureFiles {
    private static var folderMade = false
    private static var fixtureWritten = false

    /// The benchmarks' folder, one per process: two runs at once (a benchmark run beside a
    /// test run, or two checkouts) each write and delete only their own files.
    nonisolated static let folderURL = FileManager.default.temporaryDirectory
        .appendingPathComponent("baton-benchmarks-image-\(getpid())")

    /// The benchmarks' folder, made (empty) at its first use.
    static func folder() throws -> URL {
        if !folderMade {
            try? FileManager.default.removeItem(at: folderURL)
            try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
            atexit { try? FileManager.default.removeItem(at: ImageFixtureFiles.folderURL) }
            folderMade = true
        }
        return folderURL
    }

    /// A new image path (nothing there yet).
    static func freshFile() throws -> URL { try folder().appendingPathComponent("\(UUID().uuidString).sqlite") }

    /// The image of the fixture, shared by the benchmarks that reopen it: the page fetched
    /// once, then the environment ended, which packs the page's root and closes the file (as
    /// an app's last screen is).
    static func fixtureImage() async throws -> URL {
        let url = try folder().appendingPathComponent("fixture.sqlite")
        guard !fixtureWritten else { return url }
        try await writeFixture(to: url)
        fixtureWritten = true
        return url
    }

    /// Writes the page into a new image at `url` as one fetch would (committed and dated),
    /// and ends the environment (its root packed, the file closed); the image.
    @discardableResult
    static func writeFixture(to url: URL) async throws -> Persistence {
        let persistence = Persistence(url: url)
        let env = Environment(transport: SilentTransport(), store: Store(persistence: persistence))
        try env.commitPayload(CharactersPageOperation(), Payload(Data(CharactersPage.standard)))
        await env.end()
        return persistence
    }

    /// A store over a new image of `file`, its file opened (the writer's queue drained once).
    static func openedStore(_ file: URL) async -> Store {
        let store = Store(persistence: Persistence(url: file))
        await store.persistence?.flush()
        return store
    }
}

/// The local server the fixture is fetched from (`Benchmarks/fixture-server/serve.py`),
/// started once per run; it exits when this process does.
@MainActor
enum FixtureServer {
    private static var started: URL?
    private static var process: Process?

    static func url() throws -> URL {
        if let started { return started }
        let file = try ImageFixtureFiles.folder().appendingPathComponent("fixture.json")
        try Data(CharactersPage.standard).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryPaths.benchmarks.appendingPathComponent("fixture-server/serve.py").path,
                             "--file", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw FixtureError.invalid("the fixture server did not start") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let port = text.split(separator: ":").last.map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }),
              let url = URL(string: "http://127.0.0.1:\(port)/graphql") else {
            throw FixtureError.invalid("the fixture server said \(text)")
        }
        self.process = process
        started = url
        return url
    }
}
