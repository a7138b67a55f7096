import Foundation

/// One `graphql-transport-ws` connection shared by every operation sent over it: opened when
/// the first operation starts (`connection_init`, then `connection_ack`), closed when the
/// last one ends. Messages are routed to their operation's stream by id.
///
/// When the socket closes or breaks, every operation on it fails with status 0 (its owner
/// decides whether to reopen; the next operation opens a new connection).
actor GraphQLSocketSession {
    typealias Continuation = AsyncThrowingStream<Data, any Error>.Continuation
    /// What opens a connection: the channel, and the `connection_init` payload (read per
    /// connection, so renewed credentials are used).
    typealias Opener = @Sendable () async throws -> (channel: any WebSocketChannel, initPayload: JSONValue?)

    static let ackTimeout = Duration.seconds(10)

    private let opener: Opener
    private var channel: (any WebSocketChannel)?
    private var connecting: Task<any WebSocketChannel, any Error>?
    /// Bumped for every connection, so a late report of an old one changes nothing.
    private var generation = 0
    private var acknowledged: CheckedContinuation<Void, any Error>?
    /// The connection whose `connection_ack` arrived (it may come before anyone waits).
    private var acknowledgedGeneration = 0
    private var streams: [String: Continuation] = [:]
    /// Operations cancelled before they started.
    private var cancelled: Set<String> = []

    init(opener: @escaping Opener) { self.opener = opener }

    /// Sends operation `id` (its encoded request in `payload`) and routes its messages to
    /// `continuation`.
    func start(_ id: String, payload: [UInt8], _ continuation: Continuation) async {
        if cancelled.remove(id) != nil { return }
        streams[id] = continuation
        do {
            let channel = try await connected()
            guard streams[id] != nil else { return }
            try await channel.send(GraphQLSocketMessage.subscribe(id: id, payload: payload))
        } catch {
            streams.removeValue(forKey: id)?.finish(throwing: Self.statusZero(error))
            closeIfIdle()
        }
    }

    /// The operation's consumer stopped: tell the server (`complete`), and close the
    /// connection when nothing else uses it.
    func cancel(_ id: String) async {
        guard streams.removeValue(forKey: id) != nil else {
            cancelled.insert(id)
            return
        }
        if let channel { try? await channel.send(GraphQLSocketMessage.complete(id: id)) }
        closeIfIdle()
    }

    // MARK: The connection

    private func connected() async throws -> any WebSocketChannel {
        if let channel { return channel }
        if let connecting { return try await connecting.value }
        let task = Task { try await self.connect() }
        connecting = task
        defer { connecting = nil }
        return try await task.value
    }

    /// Opens the socket, starts reading it, sends `connection_init` and waits for the ack.
    private func connect() async throws -> any WebSocketChannel {
        let (channel, initPayload) = try await opener()
        generation += 1
        let ticket = generation
        Task { await self.read(channel, ticket) }
        do {
            try await channel.send(GraphQLSocketMessage.connectionInit(initPayload))
            try await waitForAck(ticket)
        } catch {
            channel.close(code: 4408, reason: "Connection initialisation timeout")
            if ticket == generation { generation += 1 }
            throw error
        }
        guard ticket == generation else { throw TransportError(statusCode: 0, body: "WebSocket closed before it was ready") }
        self.channel = channel
        return channel
    }

    private func waitForAck(_ ticket: Int) async throws {
        let timeout = Task {
            try await Task.sleep(for: Self.ackTimeout)
            self.failAck(ticket, TransportError(statusCode: 0, body: "no connection_ack within 10 s"))
        }
        defer { timeout.cancel() }
        guard acknowledgedGeneration != ticket else { return }
        try await withCheckedThrowingContinuation { acknowledged = $0 }
    }

    private func failAck(_ ticket: Int, _ error: any Error) {
        guard ticket == generation else { return }
        acknowledged?.resume(throwing: error)
        acknowledged = nil
    }

    /// Reads every message of `channel` until it ends.
    private func read(_ channel: any WebSocketChannel, _ ticket: Int) async {
        var ending: any Error = WebSocketClosed(code: 1006, reason: "connection lost")
        do {
            for try await message in channel.messages {
                guard ticket == generation else { return }
                guard case .text(let text) = message, let incoming = try? GraphQLSocketMessage.parse(text) else {
                    channel.close(code: 4400, reason: "Invalid message")
                    ending = TransportError(statusCode: 0, body: "graphql-transport-ws: the server sent an invalid message")
                    break
                }
                if !(await handle(incoming, on: channel)) {
                    channel.close(code: 4400, reason: "Unexpected message \(incoming.type)")
                    ending = TransportError(statusCode: 0, body: "graphql-transport-ws: unexpected '\(incoming.type)'")
                    break
                }
            }
        } catch {
            ending = error
        }
        // Whatever ended the reading, the channel is done (its session or socket is let go).
        channel.close(code: 1000, reason: "")
        lost(ticket, ending)
    }

    /// Routes one message; false for one the protocol does not allow.
    private func handle(_ message: GraphQLSocketMessage.Incoming, on channel: any WebSocketChannel) async -> Bool {
        switch message.type {
        case "connection_ack":
            acknowledgedGeneration = generation
            acknowledged?.resume()
            acknowledged = nil
        case "next":
            guard let id = message.id, let payload = message.payload else { return false }
            streams[id]?.yield(Data(payload))
        case "error":
            guard let id = message.id else { return false }
            // Errors with no data: ingest reads them as a request error.
            let errors = message.payload.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
            streams.removeValue(forKey: id).map { continuation in
                continuation.yield(Data(#"{"errors":\#(errors)}"#.utf8))
                continuation.finish()
            }
            closeIfIdle()
        case "complete":
            guard let id = message.id else { return false }
            streams.removeValue(forKey: id)?.finish()
            closeIfIdle()
        case "ping":
            try? await channel.send(GraphQLSocketMessage.pong)
        case "pong":
            break
        default:
            return false
        }
        return true
    }

    /// The connection ended: every operation on it fails with status 0.
    private func lost(_ ticket: Int, _ error: any Error) {
        guard ticket == generation else { return }
        generation += 1
        channel = nil
        acknowledged?.resume(throwing: Self.statusZero(error))
        acknowledged = nil
        let failing = streams
        streams = [:]
        for continuation in failing.values { continuation.finish(throwing: Self.statusZero(error)) }
    }

    private func closeIfIdle() {
        guard streams.isEmpty, let channel else { return }
        generation += 1
        self.channel = nil
        channel.close(code: 1000, reason: "Normal Closure")
    }

    /// A socket's failure as the transport reports it: status 0 saying what happened.
    static func statusZero(_ error: any Error) -> any Error {
        if error is TransportError { return error }
        return TransportError(statusCode: 0, body: "\(error)")
    }
}
