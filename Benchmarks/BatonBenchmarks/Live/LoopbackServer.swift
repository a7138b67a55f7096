import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// An HTTP server on 127.0.0.1 inside the benchmark process, so a transport figure pays for
/// the loopback socket and nothing else (no Python, no other process on the clock).
///
/// Routes by path: a canned body written in 16 KiB pieces (then the connection closes), or an
/// event stream held open, whose events the benchmark pushes one at a time.
final class LoopbackServer: @unchecked Sendable {
    enum Route: Sendable {
        case body(contentType: String, bytes: [UInt8])
        case events
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let port: Int
    private let listener: Int32
    private let routes: [String: Route]
    private let lock = NSLock()
    private var eventStreams: [Int32] = []

    init(routes: [String: Route]) throws {
        self.routes = routes
        let listener = socket(AF_INET, Self.streamType, 0)
        guard listener >= 0 else { throw Failure(description: "socket: \(errno)") }
        self.listener = listener
        var one: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(listener, raw, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, raw, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "bind: \(errno)") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [weak self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                guard let self else { _ = close(connection); return }
                Thread { self.serve(connection) }.start()
            }
        }.start()
    }

    deinit {
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = close(listener)
        lock.withLock { for stream in eventStreams { _ = close(stream) } }
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Whether an event stream is open (its response head sent).
    var hasEventStream: Bool { lock.withLock { !eventStreams.isEmpty } }

    /// Writes one `next` event carrying `payload` to every open event stream (one chunk).
    func push(_ payload: String) {
        let event = Array("event: next\ndata: \(payload)\n\n".utf8)
        let chunk = Array(String(event.count, radix: 16).utf8) + [13, 10] + event + [13, 10]
        lock.withLock { for stream in eventStreams { Self.write(stream, chunk) } }
    }

    private func serve(_ connection: Int32) {
        #if !canImport(Glibc)
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let path = Self.readRequest(connection) else {
            _ = close(connection)
            return
        }
        switch routes[path] {
        case .body(let contentType, let bytes):
            Self.write(connection, Array("HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n".utf8))
            for start in stride(from: 0, to: bytes.count, by: 16 << 10) {
                Self.write(connection, Array(bytes[start..<min(start + (16 << 10), bytes.count)]))
            }
            _ = close(connection)
        case .events:
            Self.write(connection, Array("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
            lock.withLock { eventStreams.append(connection) }
        case nil:
            Self.write(connection, Array("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
            _ = close(connection)
        }
    }

    /// Reads a request's head and body; returns its path.
    private static func readRequest(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[..<count]
            guard let end = headEnd(received) else { continue }
            let head = String(decoding: received[..<end], as: UTF8.self)
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            while received.count - end < length {
                let more = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard more > 0 else { return nil }
                received += buffer[..<more]
            }
            let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            return String(target.split(separator: "?").first ?? "/")
        }
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 3..<bytes.count where bytes[i - 3] == 13 && bytes[i - 2] == 10 && bytes[i - 1] == 13 && bytes[i] == 10 {
            return i + 1
        }
        return nil
    }

    private static func write(_ connection: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { raw in
                send(connection, raw.baseAddress! + sent, bytes.count - sent, noSignal)
            }
            guard result > 0 else { return }
            sent += result
        }
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let noSignal: Int32 = 0
    #endif
}
