import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Feeds one streaming response (multipart parts, SSE events) into a payload stream as the
/// bytes arrive. It serves exactly one task of its own session: FoundationNetworking
/// ignores per-task delegates, and long streams sharing a session hold other requests back.
final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Continuation = AsyncThrowingStream<Data, any Error>.Continuation

    private struct State {
        var framer: ResponseFramer?
        var isDone = false
        var onDone: (@Sendable () -> Void)?
    }

    private let continuation: Continuation
    private let state = Locked(State())

    init(continuation: Continuation) {
        self.continuation = continuation
    }

    /// Calls `body` once the response is over (at once if it already is).
    func whenDone(_ body: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isDone { return true }
            state.onDone = body
            return false
        }
        if runNow { body() }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        let framer = ResponseFramer(
            status: http?.statusCode ?? 0,
            contentType: http?.value(forHTTPHeaderField: "Content-Type")
        )
        state.withLock { $0.framer = framer }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let fed = state.withLock { state -> Result<ResponseFramer.Output, FramingError>? in
            guard !state.isDone, state.framer != nil else { return nil }
            do throws(FramingError) { return .success(try state.framer!.feed(data)) } catch { return .failure(error) }
        }
        let output: ResponseFramer.Output
        switch fed {
        case nil: return
        case .success(let fedOutput): output = fedOutput
        case .failure(let error):
            // A body that breaks its framing: nothing after the fault is delivered.
            end(error)
            dataTask.cancel()
            return
        }
        for payload in output.payloads { continuation.yield(payload) }
        if output.isComplete {
            // The server said it is over; close our side rather than wait for it to.
            end(nil)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            end(error)
            return
        }
        let framer = state.withLock { $0.framer }
        do {
            let payloads = try framer?.finish()
                ?? { throw TransportError(statusCode: 0, body: "no response") }()
            for payload in payloads { continuation.yield(payload) }
            end(nil)
        } catch {
            end(error)
        }
    }

    /// Finishes the stream once, then runs the done callback.
    private func end(_ error: (any Error)?) {
        let onDone = state.withLock { state -> (@Sendable () -> Void)?? in
            guard !state.isDone else { return nil }
            state.isDone = true
            defer { state.onDone = nil }
            return .some(state.onDone)
        }
        guard let onDone else { return }
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        onDone?()
    }
}
