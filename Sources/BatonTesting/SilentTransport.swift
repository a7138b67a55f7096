import Baton
import Foundation

/// A transport that never answers: every stream stays open until its consumer stops
/// iterating or is cancelled. For loading states and cancellation tests.
public final class SilentTransport: Transport {
    private let sent = TestingLock<[Request]>([])

    /// A transport that never answers.
    public init() {}

    /// Every request sent, in order.
    public var requests: [Request] { sent.withLock { $0 } }

    /// How many requests were sent.
    public var requestCount: Int { sent.withLock { $0.count } }

    /// Records `request` and returns a stream that never yields and never ends by itself.
    public func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        sent.withLock { $0.append(request) }
        return AsyncThrowingStream { continuation in
            // Keeps the continuation alive until the consumer ends the stream.
            continuation.onTermination = { _ in _ = continuation }
        }
    }
}
