import Foundation

/// Sends a request and yields its payloads: one for a query or mutation, the parts of a
/// deferred response, or the events of a subscription. Ending the consumer's iteration
/// (or cancelling its task) cancels the request.
public protocol Transport: Sendable {
    /// The payloads of `request`, each one response-shaped JSON document.
    func send(_ request: Request) -> AsyncThrowingStream<Data, any Error>
}

extension Transport {
    /// The first payload of `request`; the rest of the stream is cancelled.
    ///
    /// - Throws: what the stream throws; `CancellationError` when the calling task was
    ///   cancelled; otherwise `TransportError(statusCode: 0, body: "delivered no payload")`
    ///   when the stream ended empty.
    public func payload(_ request: Request) async throws -> Data {
        for try await payload in send(request) {
            return payload
        }
        try Task.checkCancellation()
        throw TransportError(statusCode: 0, body: "delivered no payload")
    }
}
