import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Python test server (`Tests/Servers/http_test_server.py`), one per test.
///
/// It is started with `python3`; a missing interpreter fails the test (no silent skip).
/// The server exits when its stdin closes, so a crashed test leaves nothing behind.
final class TestServer: @unchecked Sendable {
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    let process: Process
    let stdin: Pipe
    let port: Int

    var base: URL { URL(string: "http://127.0.0.1:\(port)")! }

    func url(_ path: String) -> URL { base.appendingPathComponent(path) }

    init() throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Servers/http_test_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        // The first line is the port; read byte by byte so nothing past it is consumed.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw StartFailure(description: "python3 test server did not print a port (is python3 installed?)")
        }
        self.process = process
        self.stdin = input
        self.port = port
    }

    /// Ends the server and waits for it.
    func stop() {
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// A plain GET to a helper route (`/seen`, `/release`), outside the transport under test.
    func get(_ path: String) async throws -> Data {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        let pieces = path.split(separator: "?", maxSplits: 1)
        components.path = String(pieces[0])
        components.query = pieces.count > 1 ? String(pieces[1]) : nil
        return try await session.data(from: components.url!).0
    }

    /// `/seen` decoded.
    func seen() async throws -> (authorizations: [String?], cookies: [String?]) {
        let object = try JSONSerialization.jsonObject(with: try await get("/seen")) as? [String: [Any]] ?? [:]
        return (
            (object["authorizations"] ?? []).map { $0 as? String },
            (object["cookies"] ?? []).map { $0 as? String }
        )
    }
}
