import Baton
import Foundation

/// A transport a test scripts: it answers some operations at once, holds others until the
/// test responds or refuses, and lists what was sent.
///
/// For each request, in this order:
/// 1. a name passed to ``hold(_:)`` is **held**, one passed to ``drive(_:)`` is **driven**;
/// 2. an answer (from ``answer(_:with:)``, the initial answers, or the responder) is sent;
/// 3. a mutation is **held** when `holdsMutations` is true (the default);
/// 4. a subscription is **driven**: the test sends its events, then completes or fails it;
/// 5. anything else fails with `TransportError(statusCode: 0, …)` naming the operation.
///
/// ```swift
/// let transport = ScriptedTransport(["Q": queryData])
/// let task = Task { try await env.mutate(Rename(id: "1", name: "B")) }
/// #expect(await wait(until: { !transport.held.isEmpty }))
/// transport.held[0].respond(renameData)
/// ```
public final class ScriptedTransport: Transport {
    typealias Continuation = AsyncThrowingStream<Data, any Error>.Continuation

    /// A request waiting for the test's reply.
    public struct Held: Sendable {
        /// What was sent.
        public let request: Request
        let id: Int
        let state: TestingLock<State>

        /// Delivers `data` as the request's one payload and ends its stream.
        public func respond(_ data: Data) {
            guard let continuation = state.withLock({ $0.release(id) }) else { return }
            continuation.yield(data)
            continuation.finish()
        }

        /// Fails the request with `error`.
        public func refuse(_ error: any Error) {
            state.withLock { $0.release(id) }?.finish(throwing: error)
        }
    }

    /// A stream the test drives: any number of payloads, then an end.
    public struct Driven: Sendable {
        /// What was sent.
        public let request: Request
        let id: Int
        let state: TestingLock<State>

        /// Delivers one payload (an event); the stream stays open.
        public func send(_ data: Data) {
            guard let continuation = state.withLock({ $0.streamContinuation(id) }) else { return }
            continuation.yield(data)
        }

        /// Ends the stream as the server's completion does.
        public func complete() {
            state.withLock { $0.endStream(id) }?.finish()
        }

        /// Ends the stream with `error`.
        public func fail(_ error: any Error) {
            state.withLock { $0.endStream(id) }?.finish(throwing: error)
        }
    }

    struct State {
        var answers: [String: Data]
        var holding: Set<String> = []
        var driving: Set<String> = []
        var waiting: [(id: Int, request: Request, continuation: Continuation)] = []
        var streams: [(id: Int, request: Request, continuation: Continuation)] = []
        var requests: [Request] = []
        var nextID = 0

        mutating func release(_ id: Int) -> Continuation? {
            guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return waiting.remove(at: index).continuation
        }

        func streamContinuation(_ id: Int) -> Continuation? {
            streams.first { $0.id == id }?.continuation
        }

        mutating func endStream(_ id: Int) -> Continuation? {
            guard let index = streams.firstIndex(where: { $0.id == id }) else { return nil }
            return streams.remove(at: index).continuation
        }
    }

    private let holdsMutations: Bool
    private let responder: @Sendable (Request) throws -> Data?
    private let state: TestingLock<State>

    /// Answers the named operations with `answers`; see the type's rules for the rest.
    public init(_ answers: [String: Data] = [:], holdsMutations: Bool = true) {
        self.holdsMutations = holdsMutations
        self.responder = { _ in nil }
        self.state = TestingLock(State(answers: answers))
    }

    /// Answers with what `responder` returns (`nil` is no answer; a thrown error fails the
    /// request); see the type's rules for the rest.
    public init(holdsMutations: Bool = true, responder: @escaping @Sendable (Request) throws -> Data?) {
        self.holdsMutations = holdsMutations
        self.responder = responder
        self.state = TestingLock(State(answers: [:]))
    }

    /// Answers later requests named `operationName` with `data`, and stops holding or
    /// driving them.
    public func answer(_ operationName: String, with data: Data) {
        state.withLock {
            $0.answers[operationName] = data
            $0.holding.remove(operationName)
            $0.driving.remove(operationName)
        }
    }

    /// Drives later requests named `operationName`, answered or not: each appears in
    /// ``driven`` until the test completes or fails it.
    public func drive(_ operationName: String) {
        state.withLock { _ = $0.driving.insert(operationName) }
    }

    /// The open driven streams, oldest first. Completing, failing or the consumer's
    /// cancellation removes one.
    public var driven: [Driven] {
        state.withLock { state in
            state.streams.map { Driven(request: $0.request, id: $0.id, state: self.state) }
        }
    }

    /// Holds later requests named `operationName`, answered or not, until the test replies.
    public func hold(_ operationName: String) {
        state.withLock { _ = $0.holding.insert(operationName) }
    }

    /// The requests waiting for a reply, oldest first. A reply or the consumer's
    /// cancellation removes one.
    public var held: [Held] {
        state.withLock { state in
            state.waiting.map { Held(request: $0.request, id: $0.id, state: self.state) }
        }
    }

    /// Every request sent, in order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// How many requests were sent.
    public var requestCount: Int { state.withLock { $0.requests.count } }

    /// The requests of one kind, in order.
    public func requests(of kind: OperationKind) -> [Request] {
        state.withLock { $0.requests.filter { $0.kind == kind } }
    }

    /// Records `request`, then answers, holds or drives it by the rules above.
    public func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let (holds, drives, recorded) = state.withLock { state -> (Bool, Bool, Data?) in
            state.requests.append(request)
            let name = request.operationName
            return (state.holding.contains(name), state.driving.contains(name), state.answers[name])
        }
        if holds || drives {
            if holds { park(request, continuation) } else { open(request, continuation) }
            return stream
        }
        do {
            if let data = try recorded ?? responder(request) {
                continuation.yield(data)
                continuation.finish()
            } else if request.kind == .mutation && holdsMutations {
                park(request, continuation)
            } else if request.kind == .subscription {
                open(request, continuation)
            } else {
                continuation.finish(throwing: noAnswer(request))
            }
        } catch {
            continuation.finish(throwing: error)
        }
        return stream
    }

    private func park(_ request: Request, _ continuation: Continuation) {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.waiting.append((state.nextID, request, continuation))
            return state.nextID
        }
        continuation.onTermination = { [state] _ in
            _ = state.withLock { $0.release(id) }
        }
    }

    private func open(_ request: Request, _ continuation: Continuation) {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.streams.append((state.nextID, request, continuation))
            return state.nextID
        }
        continuation.onTermination = { [state] _ in
            _ = state.withLock { $0.endStream(id) }
        }
    }
}
