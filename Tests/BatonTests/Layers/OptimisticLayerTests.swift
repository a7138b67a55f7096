import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Optimistic layers through an environment and its transport (SPEC §5.6; checklist H
/// 68–72): shown in the call's turn, rebased under server batches with netted notifications,
/// replaced by the mutation's own answer, reverted on failure with later layers kept.
@Suite("Optimistic layers")
@MainActor
struct OptimisticLayerTests {
    /// An environment holding hero `h1` named "A" (power 1), mutations held until answered.
    func environment() throws -> (Environment, ScriptedTransport) {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("A")))
        return (env, transport)
    }

    var hero: (Environment) -> Record { { $0.store.record("EnvHero:h1")! } }

    func name(_ env: Environment) -> String? {
        if case .string(let name) = hero(env).value(at: EnvSlots.name.index) { return name }
        return nil
    }

    static func rename(_ name: String, power: Int? = nil) -> Payload {
        let power = power.map { #","power":\#($0)"# } ?? ""
        return Payload(json: #"{"rename":{"hero":{"id":"h1","name":"\#(name)"\#(power)}}}"#)
    }

    static func answer(_ name: String, power: Int = 1) -> Data {
        Data(#"{"data":{"rename":{"hero":{"name":"\#(name)","power":\#(power),"id":"h1"}}}}"#.utf8)
    }

    /// Counts the notifications of one slot until the next one (tracking ends at the first).
    func watch(_ record: Record, _ slot: SlotID) -> Counter {
        let counter = Counter()
        withObservationTracking { _ = record[slot: slot.index] } onChange: { counter.bump() }
        return counter
    }

    /// Starts a mutation with `optimistic`, returning once its request is held.
    func start(_ env: Environment, _ transport: ScriptedTransport, _ name: String, _ optimistic: Payload?,
               held: Int = 1) async throws -> Task<EnvRename.Data, any Error> {
        let task = Task { try await env.mutate(EnvRename(newName: name), optimistic: optimistic) }
        try #require(await wait(until: { transport.held.count == held }, timeout: .seconds(120)))
        return task
    }

    @Test func anOptimisticResponseShowsBeforeTheRequestIsSentAndNotifiesOnce() async throws {
        let (env, transport) = try environment()
        let log = EventLog(env)
        let counter = Counter()
        let sentAtNotification = Counter()
        withObservationTracking { _ = hero(env)[slot: EnvSlots.name.index] } onChange: {
            counter.bump()
            if transport.requestCount > 0 { sentAtNotification.bump() }
        }
        let task = try await start(env, transport, "B", Self.rename("B"))
        #expect(name(env) == "B")
        #expect(counter.value == 1)
        // The layer landed in the call's own turn: before its request existed.
        #expect(sentAtNotification.value == 0)
        // The hero's name and the mutation root's link changed: both records existed.
        #expect(log.names.contains("committed(optimistic, 2)"))
        transport.held[0].respond(Self.answer("B"))
        _ = try await task.value
    }

    @Test func anAnswerThatAgreesNotifiesNoOne() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        let counter = watch(hero(env), EnvSlots.name)
        transport.held[0].respond(Self.answer("B"))
        let data = try await task.value
        #expect(counter.value == 0)
        #expect(name(env) == "B")
        #expect(env.store.layers.isEmpty)
        withExtendedLifetime(data) {}
    }

    @Test func theOwnAnswerReplacesTheLayerInOneBatch() async throws {
        let (env, transport) = try environment()
        let log = EventLog(env)
        let task = try await start(env, transport, "B", Self.rename("B"))
        let counter = watch(hero(env), EnvSlots.name)
        transport.held[0].respond(Self.answer("B (server)", power: 2))
        _ = try await task.value
        #expect(counter.value == 1)
        #expect(name(env) == "B (server)")
        // One server batch: the layer's slot changed once (B → B (server)), power once (1 → 2).
        #expect(log.names.filter { $0.hasPrefix("committed(server") } == ["committed(server, 2)"])
    }

    @Test func aFailureRevertsTheLayerNotifiesOnceAndIsThrownToTheCaller() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        let counter = watch(hero(env), EnvSlots.name)
        transport.held[0].refuse(TransportError(statusCode: 500, body: "refused"))
        await #expect(throws: Failure.self) { _ = try await task.value }
        #expect(name(env) == "A")
        #expect(counter.value == 1)
        #expect(env.store.layers.isEmpty)
        // Never sent again.
        #expect(transport.requestCount == 1)
    }

    @Test func anUnrelatedServerBatchRebasesTheLayerWithoutNotifyingIt() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        let counter = watch(hero(env), EnvSlots.name)
        try env.commitPayload(EnvHeroByID(id: "h2"), Payload(EnvJSON.heroByID("h2", name: "Other")))
        #expect(counter.value == 0)
        #expect(name(env) == "B")
        transport.held[0].respond(Self.answer("B"))
        _ = try await task.value
    }

    @Test func aServerValueUnderTheLayerShowsOnlyWhenTheLayerGoes() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        let counter = watch(hero(env), EnvSlots.name)
        // A refetch says the name is "Z" (power 5) while the layer says "B": the layer stays
        // on top, so the name's readers hear nothing.
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Z", power: 5)))
        #expect(counter.value == 0)
        #expect(name(env) == "B")
        #expect(hero(env).value(at: EnvSlots.power.index) == .int(5))
        transport.held[0].refuse(TransportError(statusCode: 500, body: "refused"))
        _ = try? await task.value
        #expect(counter.value == 1)
        #expect(name(env) == "Z")
    }

    @Test func whenTheFirstOfTwoOverlappingLayersFailsTheSecondStays() async throws {
        let (env, transport) = try environment()
        let first = try await start(env, transport, "B", Self.rename("B", power: 7))
        let second = try await start(env, transport, "C", Self.rename("C"), held: 2)
        #expect(name(env) == "C")
        #expect(hero(env).value(at: EnvSlots.power.index) == .int(7))
        let nameCounter = watch(hero(env), EnvSlots.name)
        let powerCounter = watch(hero(env), EnvSlots.power)
        transport.held[0].refuse(TransportError(statusCode: 500, body: "refused"))
        _ = try? await first.value
        // The second layer is put back over the gap: the name it sets is unchanged.
        #expect(name(env) == "C")
        #expect(nameCounter.value == 0)
        // The power only the first layer set goes back to the server's.
        #expect(hero(env).value(at: EnvSlots.power.index) == .int(1))
        #expect(powerCounter.value == 1)
        #expect(env.store.layers.count == 1)
        transport.held[0].respond(Self.answer("C"))
        _ = try await second.value
        #expect(name(env) == "C")
        #expect(env.store.layers.isEmpty)
    }

    @Test func aCancelledCallerStillGetsTheAnswerCommittedOverItsLayer() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        task.cancel()
        transport.held[0].respond(Self.answer("B (server)"))
        _ = try? await task.value
        #expect(await wait(until: { self.name(env) == "B (server)" }, timeout: .seconds(120)))
        #expect(env.store.layers.isEmpty)
        #expect(transport.requestCount == 1)
    }

    @Test func anOptimisticResponseTheMutationCannotReadSendsNothing() async throws {
        let (env, transport) = try environment()
        await #expect(throws: Failure.self) {
            _ = try await env.mutate(EnvRename(newName: "B"), optimistic: Payload(json: #"{"rename":"#))
        }
        #expect(transport.requestCount == 0)
        #expect(name(env) == "A")
        #expect(env.store.layers.isEmpty)
    }

    @Test func theImageSnapshotPointSeesServerValuesWithTheLayerLifted() async throws {
        let (env, transport) = try environment()
        let task = try await start(env, transport, "B", Self.rename("B"))
        var seen: [String?] = []
        env.store.onServerValues = { values in
            if values.records.contains(where: { $0.key == "EnvHero:h1" }) { seen.append(self.name(env)) }
        }
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Z")))
        #expect(seen == ["Z"])
        #expect(name(env) == "B")
        transport.held[0].respond(Self.answer("B"))
        _ = try await task.value
    }

    @Test func recordsALayerMadeSurviveCollectionUntilItGoes() async throws {
        // The hero query's root (kept since commitPayload dated it) is the only other root.
        let (env, transport) = try environment()
        let task = try await start(env, transport, "N", Payload(json: #"{"rename":{"hero":{"id":"h9","name":"New"}}}"#))
        env.store.collect()
        #expect(env.store.record("EnvHero:h9") != nil)
        #expect(env.store.root(.mutation).writtenSlots.count == 1)
        transport.held[0].refuse(TransportError(statusCode: 500, body: "refused"))
        _ = try? await task.value
        // Reverted: the record the layer made is gone, without waiting for a collection.
        #expect(env.store.record("EnvHero:h9") == nil)
        #expect(env.store.root(.mutation).writtenSlots.isEmpty)
        #expect(name(env) == "A")
    }
}
