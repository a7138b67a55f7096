#if canImport(Glibc)
import Foundation

/// A client WebSocket (`ws://`) over a POSIX socket: RFC 6455 framing, masking, ping/pong and
/// the closing handshake, for platforms whose URLSession has no WebSocket.
///
/// One thread per connection reads frames (blocking) and yields messages; sends are written
/// whole from the caller. A ping is answered with a pong; the server's close is echoed; a
/// frame that breaks the protocol closes the connection with 1002 (1007 for bad UTF-8, 1009
/// for a message too large) and ends ``messages`` with the ``FramingError``.
final class SocketWebSocket: WebSocketChannel, @unchecked Sendable {
    typealias Continuation = AsyncThrowingStream<WebSocketMessage, any Error>.Continuation

    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let socket: SocketStream
    /// Whether our close frame was sent (it is sent once).
    private let closeSent: Locked<Bool>

    private init(socket: SocketStream, leftover: [UInt8]) {
        self.socket = socket
        let closeSent = Locked(false)
        self.closeSent = closeSent
        let (stream, continuation) = AsyncThrowingStream<WebSocketMessage, any Error>.makeStream()
        messages = stream
        continuation.onTermination = { _ in socket.shutdown() }
        Thread { Self.read(socket, leftover, continuation, closeSent) }.start()
    }

    /// Connects, shakes hands (within `timeout`) and starts reading.
    static func connect(_ url: URL, protocols: [String], headers: [String: String],
                        timeout: Duration) async throws -> SocketWebSocket {
        guard let host = url.host, !host.isEmpty else {
            throw TransportError(statusCode: 0, body: "WebSocket: \(url) names no host")
        }
        let socket = try await SocketStream.connect(host: host, port: url.port ?? 80, timeout: timeout)
        do {
            let leftover = try await handshake(socket, url: url, protocols: protocols, headers: headers, timeout: timeout)
            return SocketWebSocket(socket: socket, leftover: leftover)
        } catch {
            socket.shutdown()
            throw error
        }
    }

    /// Sends the upgrade and reads the answer's head; returns the bytes read past it.
    private static func handshake(_ socket: SocketStream, url: URL, protocols: [String], headers: [String: String],
                                  timeout: Duration) async throws -> [UInt8] {
        let key = WebSocketHandshake.makeKey()
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    socket.setReadTimeout(timeout)
                    defer { socket.setReadTimeout(nil) }
                    try socket.write(WebSocketHandshake.request(url: url, key: key, protocols: protocols, headers: headers))
                    var received: [UInt8] = []
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    while true {
                        if let end = WebSocketHandshake.headEnd(in: received) {
                            try WebSocketHandshake.check(Array(received[..<end]), key: key, protocols: protocols)
                            return Array(received[end...])
                        }
                        guard received.count <= WebSocketHandshake.maximumHeadSize else {
                            throw TransportError(statusCode: 0, body: "WebSocket: the server's answer head is too long")
                        }
                        let count = try socket.read(into: &buffer)
                        guard count > 0 else {
                            throw TransportError(statusCode: 0, body: "WebSocket: the server closed during the handshake")
                        }
                        received += buffer[..<count]
                    }
                })
            }
        }
    }

    func send(_ text: String) async throws {
        guard !closeSent.withLock({ $0 }) else { throw WebSocketClosed(code: 1000, reason: "closing") }
        try socket.write(WebSocketFrame.encode(.text, Array(text.utf8), mask: WebSocketFrame.randomMask()))
    }

    func close(code: UInt16, reason: String) {
        Self.sendClose(socket, closeSent, code: code, reason: reason)
        // The server answers with its own close; a server that does not is cut off.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [socket] in socket.shutdown() }
    }

    private static func sendClose(_ socket: SocketStream, _ closeSent: Locked<Bool>, code: UInt16, reason: String) {
        let first = closeSent.withLock { sent -> Bool in
            defer { sent = true }
            return !sent
        }
        if first { try? socket.write(WebSocketFrame.close(code: code, reason: reason, mask: WebSocketFrame.randomMask())) }
    }

    /// The reading thread: frames in, messages out, until a close, a fault or the end.
    private static func read(_ socket: SocketStream, _ leftover: [UInt8], _ continuation: Continuation,
                             _ closeSent: Locked<Bool>) {
        var decoder = WebSocketFrameDecoder()
        var chunk = leftover
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var ending: any Error = WebSocketClosed(code: 1006, reason: "connection lost")
        reading: while true {
            do {
                for event in try decoder.feed(chunk) {
                    switch event {
                    case .text(let text): continuation.yield(.text(text))
                    case .binary(let bytes): continuation.yield(.binary(bytes))
                    case .ping(let payload):
                        try? socket.write(WebSocketFrame.encode(.pong, payload, mask: WebSocketFrame.randomMask()))
                    case .pong: break
                    case .close(let code, let reason):
                        sendClose(socket, closeSent, code: code ?? 1000, reason: "")
                        ending = WebSocketClosed(code: code ?? 1005, reason: reason)
                        break reading
                    }
                }
            } catch {
                sendClose(socket, closeSent, code: decoder.faultCode, reason: "protocol error")
                ending = error
                break reading
            }
            guard let count = try? socket.read(into: &buffer), count > 0 else { break reading }
            chunk = Array(buffer[..<count])
        }
        continuation.finish(throwing: ending)
        socket.shutdown()
    }
}
#endif
