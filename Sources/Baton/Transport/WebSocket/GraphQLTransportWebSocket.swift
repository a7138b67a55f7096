import Foundation

/// A transport speaking `graphql-transport-ws` (the graphql-ws protocol) over one WebSocket,
/// for subscriptions and for any operation sent through it.
///
/// ```swift
/// let env = Environment(
///     transport: URLSessionTransport(url: URL(string: "https://example.com/graphql")!),
///     subscriptions: GraphQLTransportWebSocket(url: URL(string: "wss://example.com/graphql")!,
///                                              credentials: { ["Authorization": "Bearer \(await token())"] }),
///     store: Store())
/// ```
///
/// - One connection carries every operation: it opens with the first (`connection_init`,
///   then the server's `connection_ack` within 10 s) and closes when the last one ends.
/// - `credentials` are read for every connection, sent as headers of the upgrade request
///   and, with `connectionParams`, as the `connection_init` payload (credentials win).
/// - Each operation is a `subscribe` whose payload is `encoding(request)`; `next` payloads
///   are yielded, `complete` ends the stream, `error` yields `{"errors": …}` (read as a
///   request error) and ends it. Ending the iteration sends `complete`. Pings are answered.
/// - A socket that closes or breaks under an operation fails it with
///   `TransportError(statusCode: 0, …)` saying why (the close code and reason, or the
///   framing fault).
/// - On Apple platforms it runs on `URLSessionWebSocketTask` (`ws://` and `wss://`). On
///   Linux, whose URLSession has no WebSocket, it runs on Baton's own RFC 6455 client over a
///   POSIX socket, which speaks `ws://` only: a `wss://` URL fails every operation with a
///   clear error. `http`/`https` URLs are taken as `ws`/`wss`.
public final class GraphQLTransportWebSocket: Transport {
    /// The endpoint.
    public let url: URL
    /// Headers sent with every upgrade request.
    public let headers: [String: String]
    /// The body encoding, used as each `subscribe` payload.
    public let encoding: Encoding
    private let session: GraphQLSocketSession
    private let ids = Locked(0)

    /// A transport to `url`.
    /// - Parameters:
    ///   - credentials: read for every connection (so a renewed token is used).
    ///   - connectionParams: a JSON object sent in `connection_init` (with the credentials).
    ///   - timeout: how long connecting and the opening handshake may take.
    public init(
        url: URL,
        headers: [String: String] = [:],
        credentials: @escaping @Sendable () async throws -> [String: String] = { [:] },
        connectionParams: JSONValue? = nil,
        encoding: Encoding = .standard,
        timeout: Duration = .seconds(10)
    ) {
        self.url = url
        self.headers = headers
        self.encoding = encoding
        session = GraphQLSocketSession { [url, headers] in
            let fresh = try await credentials()
            let channel = try await WebSocketConnector.open(
                url, protocols: ["graphql-transport-ws"], headers: headers.merging(fresh) { $1 }, timeout: timeout)
            return (channel, Self.initPayload(connectionParams, fresh))
        }
    }

    /// The `connection_init` payload: the params' members, then the credentials.
    static func initPayload(_ params: JSONValue?, _ credentials: [String: String]) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        if case .object(let given)? = params { members = given }
        for (name, value) in credentials.sorted(by: { $0.key < $1.key }) {
            members.removeAll { $0.0 == name }
            members.append((name, .string(value)))
        }
        return members.isEmpty ? nil : .object(members)
    }

    public func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        let id = ids.withLock { next -> String in
            next += 1
            return String(next)
        }
        return AsyncThrowingStream { continuation in
            let payload: [UInt8]
            do { payload = Array(try encoding(request)) } catch {
                continuation.finish(throwing: error)
                return
            }
            let session = self.session
            Task { await session.start(id, payload: payload, continuation) }
            continuation.onTermination = { _ in Task { await session.cancel(id) } }
        }
    }
}
