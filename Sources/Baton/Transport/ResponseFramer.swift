import Foundation

/// Turns one HTTP response (status, `Content-Type`, body bytes as they arrive) into
/// payloads, whichever way the bytes are delivered: whole (`data(for:)`) or in chunks
/// (a data delegate). Pure: no networking, so every rule is tested on bytes.
///
/// - 2xx `multipart/mixed`: each part's body is a payload; the stream must reach the
///   closing boundary, or it fails with status 0.
/// - 2xx `text/event-stream`: each `next` event's data is a payload, `complete` ends the
///   stream; a stream that closes without `complete` fails with status 0.
/// - other 2xx: the whole body is one payload.
/// - non-2xx: ``TransportError`` with the status and body, **except** a request error:
///   when the media type is `application/graphql-response+json` and the body is errors
///   with no or null data, the body is delivered as the one payload and the stream ends
///   normally; ingest then reads `errors` without `data` as a request error
///   (`Failure.request(GraphQLErrors)`), just as it would for a 2xx answer.
struct ResponseFramer: Sendable {
    /// What one step produced.
    struct Output: Sendable {
        var payloads: [Data] = []
        /// The response said it is over (an SSE `complete` or a multipart close).
        var isComplete = false
    }

    private enum Mode: Sendable {
        case refused(status: Int, mediaType: MediaType)
        case single
        case multipart(MultipartParser)
        case eventStream(EventStreamParser, completed: Bool)
    }

    private var mode: Mode
    private var body: [UInt8] = []

    /// A framer for a response with `status` and `contentType` (the header's value).
    init(status: Int, contentType: String?) {
        let mediaType = MediaType(contentType)
        if !(200..<300).contains(status) {
            mode = .refused(status: status, mediaType: mediaType)
        } else if mediaType.essence == "multipart/mixed" {
            mode = .multipart(MultipartParser(boundary: mediaType.parameters["boundary"] ?? "-"))
        } else if mediaType.essence == "text/event-stream" {
            mode = .eventStream(EventStreamParser(), completed: false)
        } else {
            mode = .single
        }
    }

    /// Consumes a chunk of the body.
    mutating func feed(_ chunk: Data) -> Output {
        switch mode {
        case .refused, .single:
            body.append(contentsOf: chunk)
            return Output()
        case .multipart(var parser):
            let parts = parser.feed(chunk)
            mode = .multipart(parser)
            return Output(payloads: parts.map { Data($0) }, isComplete: parser.isFinished)
        case .eventStream(var parser, let completed):
            guard !completed else { return Output(isComplete: true) }
            var output = Output()
            for event in parser.feed(chunk) where !output.isComplete {
                if event.name == "next" { output.payloads.append(Data(event.data)) }
                if event.name == "complete" { output.isComplete = true }
            }
            mode = .eventStream(parser, completed: output.isComplete)
            return output
        }
    }

    /// The body ended; returns the last payloads or throws the response's failure.
    func finish() throws -> [Data] {
        switch mode {
        case .refused(let status, let mediaType):
            if mediaType.essence == "application/graphql-response+json", RequestErrorShape.matches(body) {
                return [Data(body)]
            }
            throw TransportError(statusCode: status, body: String(decoding: body, as: UTF8.self))
        case .single:
            return [Data(body)]
        case .multipart(let parser):
            guard parser.isFinished else {
                throw TransportError(statusCode: 0, body: "multipart response ended before its closing boundary")
            }
            return []
        case .eventStream(_, let completed):
            guard completed else {
                throw TransportError(statusCode: 0, body: "event stream ended without complete")
            }
            return []
        }
    }
}
