import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client WebSocket through `URLSessionWebSocketTask`, on its own session. Used on Apple
/// platforms, where it works (`ws://` and `wss://`); it compiles everywhere, but Linux's
/// URLSession cannot open one (its libcurl has no WebSocket), so there the socket client
/// serves.
final class URLSessionWebSocketChannel: WebSocketChannel, @unchecked Sendable {
    let messages: AsyncThrowingStream<WebSocketMessage, any Error>
    private let task: URLSessionWebSocketTask
    private let session: URLSession

    init(url: URL, secure: Bool, protocols: [String], headers: [String: String]) {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.scheme = secure ? "wss" : "ws"
        var request = URLRequest(url: components?.url ?? url)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !protocols.isEmpty { request.setValue(protocols.joined(separator: ", "), forHTTPHeaderField: "Sec-WebSocket-Protocol") }
        session = URLSession(configuration: URLSessionTransport.withoutCookies(.ephemeral))
        let task = session.webSocketTask(with: request)
        self.task = task
        messages = AsyncThrowingStream { continuation in
            let reading = Task {
                do {
                    while true {
                        switch try await task.receive() {
                        case .string(let text): continuation.yield(.text(text))
                        case .data(let data): continuation.yield(.binary(Array(data)))
                        @unknown default: break
                        }
                    }
                } catch {
                    let code = UInt16(clamping: task.closeCode.rawValue)
                    let reason = task.closeReason.map { String(decoding: $0, as: UTF8.self) } ?? "\(error)"
                    continuation.finish(throwing: WebSocketClosed(code: code == 0 ? 1006 : code, reason: reason))
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
        task.resume()
    }

    func send(_ text: String) async throws {
        try await task.send(.string(text))
    }

    func close(code: UInt16, reason: String) {
        task.cancel(with: URLSessionWebSocketTask.CloseCode(rawValue: Int(code)) ?? .normalClosure,
                    reason: Data(reason.utf8))
        session.finishTasksAndInvalidate()
    }
}
