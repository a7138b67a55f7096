import Foundation

/// A message a WebSocket delivered.
enum WebSocketMessage: Sendable, Equatable {
    case text(String)
    case binary([UInt8])
}

/// Why a WebSocket closed: the server's close code and reason, or 1006 when the connection
/// was lost without one.
struct WebSocketClosed: Error, Sendable, Equatable, CustomStringConvertible {
    let code: UInt16
    let reason: String

    var description: String { reason.isEmpty ? "WebSocket closed (\(code))" : "WebSocket closed (\(code) \(reason))" }
}

/// One open client WebSocket: the messages the server sends, and a way to send and close.
protocol WebSocketChannel: Sendable {
    /// The server's messages in order. It ends by throwing: ``WebSocketClosed`` when either
    /// side closed or the connection was lost, a ``FramingError`` when the server broke the
    /// framing (the channel then closed with 1002, 1007 or 1009).
    var messages: AsyncThrowingStream<WebSocketMessage, any Error> { get }
    /// Sends one text message.
    func send(_ text: String) async throws
    /// Starts the closing handshake with `code` (and closes the connection soon after).
    func close(code: UInt16, reason: String)
}

enum WebSocketConnector {
    /// Opens a WebSocket to `url` (`ws`/`http` or `wss`/`https`) asking for `protocols`:
    /// on Apple platforms through `URLSessionWebSocketTask`; elsewhere through the POSIX
    /// socket client, which speaks `ws://` only (Linux's system libcurl has no WebSocket,
    /// and the toolchain brings no TLS).
    static func open(_ url: URL, protocols: [String], headers: [String: String],
                     timeout: Duration) async throws -> any WebSocketChannel {
        let secure = ["wss", "https"].contains(url.scheme?.lowercased() ?? "")
        #if canImport(Darwin)
        return URLSessionWebSocketChannel(url: url, secure: secure, protocols: protocols, headers: headers)
        #else
        guard !secure else {
            throw TransportError(statusCode: 0, body: "wss:// is not supported on this platform: its WebSocket client "
                + "has no TLS. Use ws:// to a trusted host, or graphql-sse over https (URLSessionTransport).")
        }
        return try await SocketWebSocket.connect(url, protocols: protocols, headers: headers, timeout: timeout)
        #endif
    }
}
