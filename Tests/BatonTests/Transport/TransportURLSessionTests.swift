import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Baton

/// Counts credential reads; each read returns the next token.
private final class TokenCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return "Bearer \(count)"
    }
}

/// Every URLSessionTransport behaviour against the real Python server.
@Suite("Transport: URLSessionTransport over HTTP", .serialized)
struct TransportURLSessionTests {
    private func request(
        _ kind: OperationKind = .query, incremental: Bool = false, name: String = "Q"
    ) -> Request {
        Request(
            operationName: name, kind: kind, document: .text("query Q { a }"),
            variables: ["id": "1"], incremental: incremental
        )
    }

    private func collect(_ stream: AsyncThrowingStream<Data, any Error>) async -> ([String], (any Error)?) {
        var payloads: [String] = []
        do {
            for try await payload in stream { payloads.append(String(decoding: payload, as: UTF8.self)) }
            return (payloads, nil)
        } catch {
            return (payloads, error)
        }
    }

    private func echo(_ server: TestServer, _ request: Request, transport: URLSessionTransport? = nil) async throws -> [String: Any] {
        let transport = transport ?? URLSessionTransport(url: server.url("echo"))
        let data = try await transport.payload(request)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func postsTheStandardBodyWithJSONHeaders() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let sent = request()
        let echoed = try await echo(server, sent)
        let headers = try #require(echoed["headers"] as? [String: String])
        #expect(echoed["method"] as? String == "POST")
        #expect(echoed["body"] as? String == String(decoding: try Encoding.standard(sent), as: UTF8.self))
        #expect(headers["content-type"] == "application/json")
        #expect(headers["accept"] == "application/graphql-response+json, application/json")
        #expect(headers["cookie"] == nil)
    }

    @Test func acceptNamesMultipartForIncrementalAndEventStreamForSubscriptions() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let incremental = try await echo(server, request(incremental: true))
        #expect((incremental["headers"] as? [String: String])?["accept"]
            == "multipart/mixed; deferSpec=20220824, application/graphql-response+json, application/json")
        let subscription = try await echo(server, request(.subscription))
        #expect((subscription["headers"] as? [String: String])?["accept"]
            == "text/event-stream, application/graphql-response+json, application/json")
    }

    @Test func aReplacedEncodingAndHeadersAreSent() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(
            url: server.url("echo"), headers: ["X-App": "baton", "Authorization": "static"],
            credentials: { ["Authorization": "fresh"] },
            encoding: Encoding { Data("custom:\($0.operationName)".utf8) }
        )
        let echoed = try await echo(server, request(), transport: transport)
        let headers = try #require(echoed["headers"] as? [String: String])
        #expect(echoed["body"] as? String == "custom:Q")
        #expect(headers["x-app"] == "baton")
        #expect(headers["authorization"] == "fresh")
    }

    @Test func credentialsAreReadForEveryAttempt() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let tokens = TokenCounter()
        let transport = URLSessionTransport(url: server.url("echo"), credentials: { ["Authorization": tokens.next()] })
        for kind in [OperationKind.query, .mutation, .subscription] {
            _ = try await transport.payload(request(kind))
        }
        _ = try await transport.payload(request(incremental: true))
        let seen = try await server.seen().authorizations.compactMap { $0 }
        #expect(seen == ["Bearer 1", "Bearer 2", "Bearer 3", "Bearer 4"])
    }

    @Test func aCredentialsFailureFailsTheRequest() async throws {
        struct SignedOut: Error {}
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(url: server.url("echo"), credentials: { throw SignedOut() })
        await #expect(throws: SignedOut.self) { try await transport.payload(request()) }
        #expect(try await server.seen().authorizations.compactMap { $0 }.isEmpty)
    }

    @Test func cookiesAreNeitherStoredNorSent() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let setter = URLSessionTransport(url: server.url("set-cookie"))
        let transport = URLSessionTransport(url: server.url("echo"))
        _ = try await setter.payload(request())
        _ = try await setter.payload(request())
        let echoed = try await echo(server, request(), transport: transport)
        #expect((echoed["headers"] as? [String: String])?["cookie"] == nil)
        #expect(try await server.seen().cookies.allSatisfy { $0 == nil })
    }

    @Test func aGivenSessionLendsItsConfigurationButNotItsCookies() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let configuration = URLSessionConfiguration.default
        configuration.httpAdditionalHeaders = ["X-Config": "kept"]
        configuration.httpCookieStorage = HTTPCookieStorage.shared
        configuration.httpCookieAcceptPolicy = .always
        configuration.httpShouldSetCookies = true
        let session = URLSession(configuration: configuration)
        let setter = URLSessionTransport(url: server.url("set-cookie"), session: session)
        _ = try await setter.payload(request())
        _ = try await setter.payload(request(incremental: true))
        let transport = URLSessionTransport(url: server.url("echo"), session: session)
        let echoed = try await echo(server, request(), transport: transport)
        let headers = try #require(echoed["headers"] as? [String: String])
        #expect(headers["x-config"] == "kept")
        #expect(headers["cookie"] == nil)
        #expect(try await server.seen().cookies.allSatisfy { $0 == nil })
        #expect(session.configuration.httpShouldSetCookies)
    }

    @Test(arguments: [false, true])
    func nonSuccessIsATransportErrorWithStatusAndBody(_ streaming: Bool) async throws {
        let server = try TestServer()
        defer { server.stop() }
        for status in [400, 404, 500, 503] {
            let transport = URLSessionTransport(url: server.url("status/\(status)"))
            await #expect(throws: TransportError(statusCode: status, body: "status \(status)")) {
                try await transport.payload(request(incremental: streaming))
            }
        }
    }

    @Test(arguments: [OperationKind.query, .subscription])
    func aGraphQLResponseRequestErrorIsDeliveredForIngest(_ kind: OperationKind) async throws {
        let server = try TestServer()
        defer { server.stop() }
        let nullData = URLSessionTransport(url: server.url("request-error/400"))
        let (payloads, error) = await collect(nullData.send(request(kind)))
        #expect(payloads == [#"{"errors":[{"message":"refused"}],"data":null}"#])
        #expect(error == nil)
        let absent = URLSessionTransport(url: server.url("request-error-absent/500"))
        #expect(try await absent.payload(request(kind)) == Data(#"{"errors":[{"message":"refused"}]}"#.utf8))
    }

    @Test func otherErrorBodiesStayTransportErrors() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let withData = URLSessionTransport(url: server.url("data-and-errors/400"))
        await #expect(throws: TransportError(statusCode: 400, body: #"{"errors":[{"message":"partial"}],"data":{"a":1}}"#)) {
            try await withData.payload(request())
        }
        let plainJSON = URLSessionTransport(url: server.url("json-errors/401"))
        await #expect(throws: TransportError(statusCode: 401, body: #"{"errors":[{"message":"refused"}],"data":null}"#)) {
            try await plainJSON.payload(request())
        }
    }

    @Test(arguments: [false, true])
    func multipartPartsArriveThroughTheNetwork(_ incremental: Bool) async throws {
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(url: server.url("multipart"))
        let (payloads, error) = await collect(transport.send(request(incremental: incremental)))
        #expect(payloads == [
            #"{"data":{"a":1},"hasNext":true}"#,
            #"{"incremental":[{"data":{"b":2},"path":[]}],"hasNext":false}"#,
        ])
        #expect(error == nil)
    }

    @Test func aMultipartPartIsDeliveredBeforeTheNextIsSent() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let gate = UUID().uuidString
        let transport = URLSessionTransport(url: URL(string: "\(server.base)/multipart-gated?gate=\(gate)")!)
        var iterator = transport.send(request(incremental: true)).makeAsyncIterator()
        // The server sends part two only after /release, which the test calls only after
        // receiving part one: part one came through alone.
        let first = try await iterator.next()
        #expect(first == Data(#"{"data":{"a":1},"hasNext":true}"#.utf8))
        _ = try await server.get("/release?gate=\(gate)")
        let second = try await iterator.next()
        #expect(second == Data(#"{"incremental":[{"data":{"b":2},"path":[]}],"hasNext":false}"#.utf8))
        #expect(try await iterator.next() == nil)
    }

    @Test func aCutMultipartResponseFailsWithStatusZero() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(url: server.url("multipart-cut"))
        let (payloads, error) = await collect(transport.send(request(incremental: true)))
        #expect(payloads == [#"{"data":{"a":1},"hasNext":true}"#])
        #expect(error as? TransportError == TransportError(statusCode: 0, body: "multipart response ended before its closing boundary"))
    }

    @Test func eventStreamYieldsNextAndEndsOnComplete() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(url: server.url("sse"))
        let (payloads, error) = await collect(transport.send(request(.subscription)))
        #expect(payloads == [#"{"data":{"n":1}}"#, "{\"data\":\n{\"n\":2}}"])
        #expect(error == nil)
    }

    @Test func anEventIsDeliveredBeforeTheNextIsSent() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let gate = UUID().uuidString
        let transport = URLSessionTransport(url: URL(string: "\(server.base)/sse-gated?gate=\(gate)")!)
        var iterator = transport.send(request(.subscription)).makeAsyncIterator()
        #expect(try await iterator.next() == Data(#"{"data":{"n":1}}"#.utf8))
        _ = try await server.get("/release?gate=\(gate)")
        #expect(try await iterator.next() == Data("{\"data\":\n{\"n\":2}}".utf8))
        #expect(try await iterator.next() == nil)
    }

    @Test func anEventStreamClosedWithoutCompleteFailsWithStatusZero() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let transport = URLSessionTransport(url: server.url("sse-cut"))
        let (payloads, error) = await collect(transport.send(request(.subscription)))
        #expect(payloads == [#"{"data":{"n":1}}"#])
        #expect(error as? TransportError == TransportError(statusCode: 0, body: "event stream ended without complete"))
    }

    @Test(arguments: [false, true])
    func cancellationEndsTheStream(_ streaming: Bool) async throws {
        let server = try TestServer()
        defer { server.stop() }
        let gate = UUID().uuidString
        let transport = URLSessionTransport(
            url: URL(string: "\(server.base)/slow?gate=\(gate)")!,
            credentials: { ["Authorization": "slow"] }
        )
        let task = Task { await collect(transport.send(request(incremental: streaming))) }
        // Wait (boundedly) until the server holds the request, then cancel.
        var arrived = false
        for _ in 0..<1000 where !arrived {
            arrived = try await server.seen().authorizations.contains("slow")
            if !arrived { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(arrived)
        task.cancel()
        let (payloads, _) = await task.value
        #expect(payloads.isEmpty)
        _ = try await server.get("/release?gate=\(gate)")
    }

    @Test func noServerIsTheTransportsOwnError() async throws {
        let server = try TestServer()
        let closed = server.url("echo")
        server.stop()
        let transport = URLSessionTransport(url: closed)
        await #expect(throws: URLError.self) { try await transport.payload(request()) }
    }
}
