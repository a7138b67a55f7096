import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built-in HTTP transport: one POST per request, framed by the response's media type.
///
/// ```swift
/// let transport = URLSessionTransport(
///     url: URL(string: "https://example.com/graphql")!,
///     credentials: { ["Authorization": "Bearer \(await tokens.current())"] }
/// )
/// ```
///
/// - The body is `encoding(request)` with `Content-Type: application/json`.
/// - `Accept` is `application/graphql-response+json, application/json`, prefixed with
///   `multipart/mixed; deferSpec=20220824` for an incremental request and with
///   `text/event-stream` for a subscription (graphql-sse, distinct connections).
/// - `credentials` is awaited for **every** request (each attempt), after `headers`, so a
///   renewed token is used at once; its headers win over `headers`.
/// - Cookies are neither stored nor sent: a GraphQL session's identity is its credentials.
/// - Framing and failures follow ``ResponseFramer``: non-2xx is a ``TransportError``
///   unless it is an `application/graphql-response+json` request error, whose body is
///   delivered so ingest reports `Failure.request`.
/// - A plain request uses `session` and is framed once its body is in; an incremental
///   request or a subscription gets a session of its own (same configuration) whose
///   delegate yields payloads as they arrive.
/// - Ending the stream's iteration or cancelling its task cancels the HTTP request.
public final class URLSessionTransport: Transport {
    /// The endpoint.
    public let url: URL
    /// Headers sent with every request.
    public let headers: [String: String]
    /// The body encoding.
    public let encoding: Encoding
    private let credentials: @Sendable () async throws -> [String: String]
    private let session: URLSession

    /// A transport posting to `url`.
    ///
    /// - Parameters:
    ///   - session: whose **configuration** the transport's own sessions copy (timeouts,
    ///     proxies, additional headers), with cookies turned off; by default an ephemeral
    ///     configuration. The given session itself runs no task: FoundationNetworking
    ///     ignores a request's `httpShouldHandleCookies`, so only a configuration the
    ///     transport owns keeps cookies out.
    public init(
        url: URL,
        headers: [String: String] = [:],
        credentials: @escaping @Sendable () async throws -> [String: String] = { [:] },
        encoding: Encoding = .standard,
        session: URLSession? = nil
    ) {
        self.url = url
        self.headers = headers
        self.credentials = credentials
        self.encoding = encoding
        self.session = URLSession(configuration: Self.withoutCookies(session?.configuration ?? .ephemeral))
    }

    /// `configuration` (a copy) with cookies neither stored nor sent, and no cache.
    static func withoutCookies(_ original: URLSessionConfiguration) -> URLSessionConfiguration {
        // A copy, so the caller's session is never changed under it.
        let configuration = (original.copy() as? URLSessionConfiguration) ?? .ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        return configuration
    }

    /// The `Accept` header for `request`.
    static func accept(for request: Request) -> String {
        let base = "application/graphql-response+json, application/json"
        if request.kind == .subscription { return "text/event-stream, " + base }
        if request.incremental { return "multipart/mixed; deferSpec=20220824, " + base }
        return base
    }

    public func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task { await self.run(request, continuation) }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func run(_ request: Request, _ continuation: StreamingDelegate.Continuation) async {
        do {
            let urlRequest = try await makeURLRequest(request)
            try Task.checkCancellation()
            if request.kind == .subscription || request.incremental {
                await stream(urlRequest, continuation)
            } else {
                try await fetchWhole(urlRequest, continuation)
            }
        } catch {
            continuation.finish(throwing: error)
        }
    }

    /// Builds the POST; reads the credentials (one attempt, one read).
    func makeURLRequest(_ request: Request) async throws -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = try encoding(request)
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.setValue(Self.accept(for: request), forHTTPHeaderField: "Accept")
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        for (name, value) in try await credentials() { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return urlRequest
    }

    private func fetchWhole(_ urlRequest: URLRequest, _ continuation: StreamingDelegate.Continuation) async throws {
        let (body, response) = try await session.data(for: urlRequest)
        let http = response as? HTTPURLResponse
        var framer = ResponseFramer(
            status: http?.statusCode ?? 0,
            contentType: http?.value(forHTTPHeaderField: "Content-Type")
        )
        let output = try framer.feed(body)
        for payload in output.payloads { continuation.yield(payload) }
        if !output.isComplete {
            for payload in try framer.finish() { continuation.yield(payload) }
        }
        continuation.finish()
    }

    /// One session per stream; returns when the response is over or cancelled.
    private func stream(_ urlRequest: URLRequest, _ continuation: StreamingDelegate.Continuation) async {
        let delegate = StreamingDelegate(continuation: continuation)
        let streamSession = URLSession(configuration: session.configuration, delegate: delegate, delegateQueue: nil)
        let dataTask = streamSession.dataTask(with: urlRequest)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                delegate.whenDone { done.resume() }
                dataTask.resume()
            }
        } onCancel: {
            dataTask.cancel()
        }
        // Releases the delegate, which the session holds until it is invalidated.
        streamSession.finishTasksAndInvalidate()
    }
}
