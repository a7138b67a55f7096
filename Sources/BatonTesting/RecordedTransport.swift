import Baton
import Foundation

/// A transport that answers from recorded responses, by operation name, and lists what was
/// sent.
///
/// ```swift
/// let transport = RecordedTransport(["CharacterQuery": try Data(contentsOf: url)])
/// // … fetch …
/// #expect(transport.requestCount == 1)
/// ```
///
/// An operation with no response fails with `TransportError(statusCode: 0, …)` naming it.
public final class RecordedTransport: Transport {
    private let responder: @Sendable (Request) throws -> Data?
    private let sent = TestingLock<[Request]>([])

    /// Answers each operation with the response recorded under its name.
    public convenience init(_ responses: [String: Data]) {
        self.init { responses[$0.operationName] }
    }

    /// Answers with what `responder` returns; `nil` means "no answer" (status 0), and a
    /// thrown error fails the request with that error.
    public init(responder: @escaping @Sendable (Request) throws -> Data?) {
        self.responder = responder
    }

    /// Every request sent, in order.
    public var requests: [Request] { sent.withLock { $0 } }

    /// How many requests were sent.
    public var requestCount: Int { sent.withLock { $0.count } }

    /// Records `request`, then yields its recorded response and ends; with no response, or
    /// when the responder throws, the stream fails (see the type).
    public func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        sent.withLock { $0.append(request) }
        let answer = Result(catching: { try responder(request) })
        return AsyncThrowingStream { continuation in
            switch answer {
            case .success(let data?):
                continuation.yield(data)
                continuation.finish()
            case .success(nil):
                continuation.finish(throwing: noAnswer(request))
            case .failure(let error):
                continuation.finish(throwing: error)
            }
        }
    }
}

/// The failure of a test transport asked for an operation it has no answer for.
func noAnswer(_ request: Request) -> TransportError {
    TransportError(statusCode: 0, body: "no answer for \(request.kind.rawValue) \(request.operationName)")
}
