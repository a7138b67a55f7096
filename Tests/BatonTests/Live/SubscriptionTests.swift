import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Records the waits a handle asks for; returns at once, or holds each wait until the test
/// releases it.
final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []
    private var held: [CheckedContinuation<Void, any Error>] = []
    let holds: Bool

    init(holds: Bool = false) { self.holds = holds }

    var waits: [Duration] { lock.withLock { recorded } }
    var waiting: Int { lock.withLock { held.count } }

    func sleep(_ duration: Duration) async throws {
        lock.withLock { recorded.append(duration) }
        guard holds else { return }
        try await withCheckedThrowingContinuation { continuation in lock.withLock { held.append(continuation) } }
    }

    /// Ends the oldest held wait.
    func release() {
        let next = lock.withLock { held.isEmpty ? nil : held.removeFirst() }
        next?.resume()
    }
}

/// Subscriptions through an environment and a scripted transport: events at the
/// subscription root, the stream's states, backoff, parking, release and refusal.
@Suite("Subscriptions")
@MainActor
struct SubscriptionTests {
    nonisolated static let start = ContinuousClock.now

    @MainActor
    struct Setup {
        let env: Environment
        let transport = ScriptedTransport()
        let sleeper: Sleeper

        init(random: Double = 1, holdsWaits: Bool = false, subscriptions: Bool = true) {
            sleeper = Sleeper(holds: holdsWaits)
            env = subscriptions ? Environment(transport: transport, subscriptions: transport)
                                : Environment(transport: transport)
            let sleeper = sleeper
            env.live.timing = SubscriptionTiming(now: { SubscriptionTests.start },
                                                 sleep: { try await sleeper.sleep($0) }, random: { random })
        }

        /// The handle of `operation`, retained.
        func retained(_ operation: LiveHeroChanged = LiveHeroChanged())
            -> (SubscriptionHandle<LiveHeroChanged>, Retention) {
            let handle = env.subscriptionHandle(for: operation)
            return (handle, handle.retain())
        }

        /// The open stream once the request is sent (the `n`th one).
        func stream(_ n: Int = 1) async throws -> ScriptedTransport.Driven {
            #expect(await eventually({ transport.requests(of: .subscription).count >= n && !transport.driven.isEmpty }),
                    "subscription request \(n) was not sent")
            return try #require(transport.driven.last)
        }
    }

    @Test func eventsAreCommittedAtTheSubscriptionRoot() async throws {
        let setup = Setup()
        let handle = setup.env.subscriptionHandle(for: LiveHeroChanged())
        #expect(handle.stream == .idle)
        let retention = handle.retain()
        defer { retention.end() }
        #expect(handle.stream == .connecting && handle.isActive)
        let stream = try await setup.stream()
        #expect(stream.request.kind == .subscription)
        #expect(stream.request.operationName == "LiveHeroChanged")

        // A query over the same record sees what the event writes.
        let query = setup.env.handle(for: LiveHeroDeferred(), fetchPolicy: .storeOnly)
        stream.send(LiveHeroChanged.event("A", power: 3))
        #expect(await eventually({ handle.events == 1 }))
        #expect(handle.stream == .open)
        #expect(handle.latest?.heroChanged?.name == "A")
        #expect(handle.latest?.heroChanged?.power == 3)
        let root = setup.env.store.root(.subscription)
        // The key is rendered from a variable: the store numbered it.
        let slot = try #require(setup.env.store.existingSlot(#"heroChanged(topic:"all")"#, on: .subscription))
        #expect(root.value(at: slot) == .link(setup.env.store.record("LiveHero:h1")!))
        stream.send(LiveHeroChanged.event("B", power: 4))
        #expect(await eventually({ handle.events == 2 }))
        #expect(handle.latest?.heroChanged?.name == "B")
        let hero = LiveHeroDeferred.Data.Hero(anchor: Anchor(record: setup.env.store.record("LiveHero:h1")!,
                                                              owner: Owner(store: setup.env.store)))
        #expect(hero.name == "B")
        _ = query
    }

    @Test func edgeDirectivesApplyToEvents() async throws {
        let setup = Setup()
        let resolution = Resolution(TestNotesQueryPlan.operation, variables: ["id": "1"], store: setup.env.store)
        let notes = try Ingest.response(try Fixtures.bytes("tests/notes-page-1.json"), resolution: resolution)
        setup.env.store.commit(notes.changes, kind: .server)
        // A query holds the connection, so no collection sweeps it.
        let notesRoot = setup.env.store.roots.root("TestNotesQuery", resolution: resolution)
        setup.env.store.roots.retain(notesRoot, allowsNetwork: false)
        let connection = "Character:1:__TestNotes_notes_connection"
        let handle = setup.env.subscriptionHandle(for: LiveNoteAdded(connections: [connection]))
        let retention = handle.retain()
        defer { retention.end() }
        let stream = try await setup.stream()
        stream.send(Data(#"{"data":{"noteAdded":{"noteEdge":{"cursor":"c9","node":{"id":"n9","text":"new"}}}}}"#.utf8))
        #expect(await eventually({ handle.events == 1 }))
        let edges = SlotRegistry.shared.slot(ConnectionTypes.NoteConnection, "edges")
        guard case .links(let list)? = setup.env.store.record(connection)?.value(at: edges) else {
            Issue.record("the connection has no edges")
            return
        }
        #expect(list.last??.key == connection + ":edges:0")
        let node = SlotRegistry.shared.slot(MoreTypes.NoteEdge, "node")
        #expect(list.last??.value(at: node) == .link(setup.env.store.record("Note:n9")!))
    }

    @Test func aLostStreamWaitsWithADoublingJitteredBackoffResetByAnEvent() async throws {
        let setup = Setup(random: 1)
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        for attempt in 1...7 {
            let stream = try await setup.stream(attempt)
            stream.fail(TransportError(statusCode: 0, body: "lost"))
            #expect(await eventually({ handle.resumptions == attempt }))
        }
        #expect(setup.sleeper.waits == [1, 2, 4, 8, 16, 30, 30].map { Duration.seconds($0) })
        #expect(handle.error as? TransportError == TransportError(statusCode: 0, body: "lost"))
        let stream = try await setup.stream(8)
        stream.send(LiveHeroChanged.event("A"))
        #expect(await eventually({ handle.events == 1 }))
        #expect(handle.error == nil)
        stream.fail(TransportError(statusCode: 0, body: "lost again"))
        #expect(await eventually({ handle.resumptions == 8 }))
        #expect(setup.sleeper.waits.last == .seconds(1), "an event resets the backoff")
    }

    @Test func eachWaitIsJitteredBetweenHalfAndAllOfItsStep() async throws {
        let setup = Setup(random: 0)
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        for attempt in 1...3 {
            try await setup.stream(attempt).fail(URLError(.networkConnectionLost))
            #expect(await eventually({ handle.resumptions == attempt }))
        }
        #expect(setup.sleeper.waits == [.milliseconds(500), .seconds(1), .seconds(2)])
    }

    @Test func theStreamReadsWaitingUntilItsInstantAndRetryReopensAtOnce() async throws {
        let setup = Setup(random: 1, holdsWaits: true)
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        try await setup.stream().fail(TransportError(statusCode: 0, body: "lost"))
        #expect(await eventually({ setup.sleeper.waiting == 1 }))
        #expect(handle.stream == .waiting(until: Self.start + .seconds(1)))
        #expect(!handle.isActive)
        handle.retry()
        #expect(handle.stream == .connecting)
        #expect(handle.resumptions == 1)
        _ = try await setup.stream(2)
        // The abandoned wait, when it ends, opens nothing more.
        setup.sleeper.release()
        for _ in 0..<20 { await Task.yield() }
        #expect(setup.transport.requests(of: .subscription).count == 2)
        #expect(handle.resumptions == 1)
    }

    @Test func theServersCompletionEndsTheStreamWithoutRetry() async throws {
        let setup = Setup()
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        let stream = try await setup.stream()
        stream.send(LiveHeroChanged.event("A"))
        stream.complete()
        #expect(await eventually({ handle.stream == .ended(.completed) }))
        #expect(handle.events == 1)
        for _ in 0..<20 { await Task.yield() }
        #expect(setup.transport.requests(of: .subscription).count == 1)
        handle.retry()
        _ = try await setup.stream(2)
        #expect(handle.resumptions == 1)
    }

    @Test func aRefusalEndsTheStreamAsARequestError() async throws {
        let setup = Setup()
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        let stream = try await setup.stream()
        stream.send(Data(#"{"errors":[{"message":"unknown topic"}]}"#.utf8))
        stream.complete()
        #expect(await eventually({ handle.stream == .ended(.request) }))
        #expect((handle.error as? GraphQLErrors)?.errors.map(\.message) == ["unknown topic"])
        #expect(handle.events == 0)

        handle.retry()
        try await setup.stream(2).fail(GraphQLErrors([FieldError(message: "refused", path: "")]))
        #expect(await eventually({ handle.stream == .ended(.request) }))
        #expect(setup.sleeper.waits.isEmpty, "a refusal is never retried")
    }

    @Test func aBadEventIsOneBadEventAndTheStreamGoesOn() async throws {
        let setup = Setup()
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        let stream = try await setup.stream()
        stream.send(LiveHeroChanged.event("A"))
        stream.send(Data(#"{"errors":[{"message":"tick failed"}],"data":null}"#.utf8))
        #expect(await eventually({ handle.error is GraphQLErrors }))
        #expect(handle.stream == .open)
        stream.send(Data(#"{"data":{"heroChanged":{"name":"no id"}}}"#.utf8))
        #expect(await eventually({ if case .malformed? = handle.error as? Failure { true } else { false } }))
        stream.send(LiveHeroChanged.event("B"))
        #expect(await eventually({ handle.events == 2 }))
        #expect(handle.error == nil)
        #expect(handle.latest?.heroChanged?.name == "B")
        stream.complete()
        #expect(await eventually({ handle.stream == .ended(.completed) }))
    }

    @Test func inactiveParksTheStreamAndActiveResumesItCountingAResumption() async throws {
        let setup = Setup()
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        try await setup.stream().send(LiveHeroChanged.event("A"))
        #expect(await eventually({ handle.stream == .open }))
        setup.env.isActive = false
        #expect(handle.stream == .parked)
        #expect(await eventually({ setup.transport.driven.isEmpty }), "the parked stream was not closed")
        setup.env.isActive = true
        #expect(handle.stream == .connecting)
        #expect(handle.resumptions == 1)
        try await setup.stream(2).send(LiveHeroChanged.event("B"))
        #expect(await eventually({ handle.events == 2 }))
        // A handle retained while inactive parks at once and opens (no resumption) later.
        setup.env.isActive = false
        let other = setup.env.subscriptionHandle(for: LiveHeroChanged(topic: "other"))
        let otherRetention = other.retain()
        defer { otherRetention.end() }
        #expect(other.stream == .parked)
        setup.env.isActive = true
        #expect(other.stream == .connecting)
        #expect(other.resumptions == 0)
        #expect(handle.resumptions == 2)
    }

    @Test func releasedToZeroHoldersTheStreamClosesAndTheRootLeavesAtOnce() async throws {
        let setup = Setup()
        let handle = setup.env.subscriptionHandle(for: LiveHeroChanged())
        let first = handle.retain()
        let second = handle.retain()
        try await setup.stream().send(LiveHeroChanged.event("A"))
        #expect(await eventually({ handle.events == 1 }))
        #expect(setup.env.store.roots.byKey[handle.root.key] != nil)
        first.end()
        #expect(handle.stream == .open, "one holder is left")
        second.end()
        #expect(handle.stream == .idle)
        #expect(setup.env.store.roots.byKey[handle.root.key] == nil)
        #expect(await eventually({ setup.transport.driven.isEmpty }))
        // Nothing holds the event's records now: the collector sweeps them.
        #expect(await eventually({ setup.env.store.record("LiveHero:h1") == nil }))
        // Retained again, it opens afresh (not a resumption).
        let again = handle.retain()
        defer { again.end() }
        _ = try await setup.stream(2)
        #expect(handle.resumptions == 0)
    }

    @Test func equalValuesShareOneHandle() {
        let setup = Setup()
        #expect(setup.env.subscriptionHandle(for: LiveHeroChanged()) === setup.env.subscriptionHandle(for: LiveHeroChanged()))
        #expect(setup.env.subscriptionHandle(for: LiveHeroChanged(topic: "x"))
            !== setup.env.subscriptionHandle(for: LiveHeroChanged()))
    }

    @Test func withoutASubscriptionsTransportTheHandleFails() {
        let setup = Setup(subscriptions: false)
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        #expect(handle.stream == .ended(.environment))
        #expect(handle.error as? EnvironmentError == .noSubscriptionTransport)
        #expect(setup.transport.requestCount == 0)
    }

    @Test func theEnvironmentsEndEndsTheStream() async throws {
        let setup = Setup()
        let (handle, retention) = setup.retained()
        defer { retention.end() }
        let stream = try await setup.stream()
        await setup.env.end()
        #expect(handle.stream == .ended(.environment))
        #expect(await eventually({ setup.transport.driven.isEmpty }))
        stream.send(LiveHeroChanged.event("late"))
        for _ in 0..<20 { await Task.yield() }
        #expect(handle.events == 0)
        handle.retry()
        #expect(handle.stream == .ended(.environment))
        #expect(setup.env.subscriptionHandle(for: LiveHeroChanged()).stream == .ended(.environment))
    }

    @Test func anEnvironmentLetGoEndsItsStreams() async throws {
        let transport = ScriptedTransport()
        var env: Environment? = Environment(transport: transport, subscriptions: transport)
        let handle = env!.subscriptionHandle(for: LiveHeroChanged())
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await eventually({ !transport.driven.isEmpty }))
        env = nil
        #expect(handle.stream == .ended(.environment))
        #expect(await eventually({ transport.driven.isEmpty }), "the stream was left open")
    }

    @Test func theURLConvenienceTakesASubscriptionsTransport() {
        let transport = ScriptedTransport()
        let env = Environment(url: URL(string: "http://127.0.0.1:1/graphql")!, subscriptions: transport)
        #expect(env.subscriptions is ScriptedTransport)
        #expect(Environment(url: URL(string: "http://127.0.0.1:1/graphql")!).subscriptions == nil)
    }
}
