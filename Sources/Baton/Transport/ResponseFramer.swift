import Foundation

/// Turns one HTTP response (status, `Content-Type`, body bytes as they arrive) into
/// payloads, whichever way the bytes are delivered: whole (`data(for:)`) or in chunks
/// (a data delegate). Pure: no networking, so every rule is tested on bytes.
///
/// - 2xx `multipart/mixed`: each part's body is a payload; the stream must reach the
///   closing boundary, or it fails with status 0. A missing `boundary` parameter, or a body
///   the ``MultipartParser`` refuses, fails with a ``FramingError``.
/// - 2xx `text/event-stream`: each `next` event's data is a payload, `complete` ends the
///   stream; a stream that closes without `complete` fails with status 0, and one the
///   ``EventStreamParser`` refuses with a ``FramingError``.
/// - other 2xx: the whole body is one payload.
/// - non-2xx: ``TransportError`` with the status and body, **except** a request error:
///   when the media type is `application/graphql-response+json` and the body is errors
///   with no or null data, the body is delivered as the one payload and the stream ends
///   normally; ingest then reads `errors` without `data` as a request error
///   (`Failure.request(GraphQLErrors)`), just as it would for a 2xx answer.
///
/// Reachable by the benchmarks (`@_spi(Benchmarks)`); apps use the transport.
@_spi(Benchmarks)
public struct ResponseFramer: Sendable {
    /// What one step produced.
    public struct Output: Sendable {
        /// Whole payloads completed by this step, in order.
        public var payloads: [Data] = []
        /// The response said it is over (an SSE `complete` or a multipart close).
        public var isComplete = false
    }

    private enum Mode: Sendable {
        case refused(status: Int, mediaType: MediaType)
        case single
        case multipart
        case eventStream
    }

    private let mode: Mode
    /// The parsers live outside `mode`, so feeding one mutates it in place: a parser held in
    /// an enum payload would be copied (its whole buffer) on every chunk.
    private var multipart: MultipartParser?
    private var eventStream: EventStreamParser?
    private var completed = false
    private var body: [UInt8] = []

    /// A framer for a response with `status` and `contentType` (the header's value).
    public init(status: Int, contentType: String?) {
        let mediaType = MediaType(contentType)
        if !(200..<300).contains(status) {
            mode = .refused(status: status, mediaType: mediaType)
        } else if mediaType.essence == "multipart/mixed" {
            mode = .multipart
            // A missing boundary leaves the parser with an empty one, which it refuses.
            multipart = MultipartParser(boundary: mediaType.parameters["boundary"] ?? "")
        } else if mediaType.essence == "text/event-stream" {
            mode = .eventStream
            eventStream = EventStreamParser()
        } else {
            mode = .single
        }
    }

    /// Consumes a chunk of the body.
    /// - Throws: a ``FramingError`` when a streamed body breaks its framing.
    public mutating func feed(_ chunk: Data) throws(FramingError) -> Output {
        switch mode {
        case .refused, .single:
            body.append(contentsOf: chunk)
            return Output()
        case .multipart:
            let parts = try multipart!.feed(chunk)
            return Output(payloads: parts.map { Data($0) }, isComplete: multipart!.isFinished)
        case .eventStream:
            guard !completed else { return Output(isComplete: true) }
            var output = Output()
            for event in try eventStream!.feed(chunk) where !output.isComplete {
                if event.name == "next" { output.payloads.append(Data(event.data)) }
                if event.name == "complete" { output.isComplete = true }
            }
            completed = output.isComplete
            return output
        }
    }

    /// The body ended; returns the last payloads or throws the response's failure.
    public func finish() throws -> [Data] {
        switch mode {
        case .refused(let status, let mediaType):
            if mediaType.essence == "application/graphql-response+json", RequestErrorShape.matches(body) {
                return [Data(body)]
            }
            throw TransportError(statusCode: status, body: String(decoding: body, as: UTF8.self))
        case .single:
            return [Data(body)]
        case .multipart:
            guard multipart!.isFinished else {
                throw TransportError(statusCode: 0, body: "multipart response ended before its closing boundary")
            }
            return []
        case .eventStream:
            guard completed else {
                throw TransportError(statusCode: 0, body: "event stream ended without complete")
            }
            return []
        }
    }
}
