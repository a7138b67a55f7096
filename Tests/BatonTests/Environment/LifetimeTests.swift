import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Roots, the release buffer, collection and the end of a session (SPEC §5.12, §5.15;
/// checklist L 100–107, P 136).
@Suite("Lifetime: roots, buffer, collector, end")
@MainActor
struct LifetimeTests {
    @Test func theEleventhReleasedRootEvictsTheOldest() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 10))
        var handles: [OperationHandle<EnvHeroByID>] = []
        for i in 0..<11 {
            let handle = env.handle(for: EnvHeroByID(id: "\(i)"))
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
            handles.append(handle)
            retention.end()
            #expect(handles[0].phase.isReady == (i < 10))
        }
        #expect((handles[0].phase.error as? EnvironmentError) == .gone)
        #expect(handles[1...].allSatisfy { $0.phase.isReady })
        #expect(env.store.roots.byKey.count == 10)
        // The evicted value gets a new handle, which fetches again.
        let again = env.handle(for: EnvHeroByID(id: "0"))
        #expect(again.shared !== handles[0].shared)
        #expect(await wait(until: { again.phase.isReady }, timeout: .seconds(120)))
        #expect(transport.requestCount == 12)
    }

    @Test func anEvictedRootCancelsItsFetch() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 1))
        let log = EventLog(env)
        let held = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        _ = env.handle(for: EnvHeroByID(id: "1"))  // parked: pushes the held query's root out
        #expect((held.phase.error as? EnvironmentError) == .gone)
        #expect(await wait(until: { log.names.contains("fetchFailed(EnvHeroQuery, cancelled)") }, timeout: .seconds(120)))
        transport.held.first?.respond(EnvJSON.hero())
        for _ in 0..<20 { await Task.yield() }
        #expect(env.store.record("EnvHero:h1") == nil)
    }

    @Test func aRetainedRootIsNeverEvicted() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 2))
        let kept = env.handle(for: EnvHeroByID(id: "kept"))
        let retention = kept.retain()
        for i in 0..<5 { _ = env.handle(for: EnvHeroByID(id: "\(i)")) }
        #expect(await wait(until: { kept.phase.isReady }, timeout: .seconds(120)))
        #expect(env.store.roots.byKey.count == 3)
        retention.end()
        #expect(env.store.roots.released.count == 2)
        #expect(env.store.roots.released.last === kept.root)
    }

    @Test func collectionRemovesOnlyUnreachableRecords() async throws {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 1))
        let store = env.store
        let kept = env.handle(for: EnvHeroByID(id: "1"))
        let retention = kept.retain()
        _ = try await env.fetch(EnvHeroByID(id: "2"))
        #expect(await wait(until: { kept.phase.isReady }, timeout: .seconds(120)))
        #expect(store.record("EnvHero:2") != nil)
        _ = try await env.fetch(EnvHeroByID(id: "3"))  // the buffer holds one: root 2 leaves
        #expect(await wait(until: { store.record("EnvHero:2") == nil }, timeout: .seconds(120)))
        #expect(store.record("EnvHero:1") != nil)
        #expect(store.record("EnvHero:3") != nil)
        #expect(store.root(.query).value(at: SlotID(.query, #"heroByID(id:"2")"#).index) == .missing)
        #expect(kept.phase.data?.heroByID?.name == "A")
        retention.end()
    }

    @Test func aDroppedLinkSchedulesACollection() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero(id: "h1")])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        let old = try #require(env.store.record("EnvHero:h1"))
        transport.answer(EnvHeroQuery.name, with: EnvJSON.hero("B", id: "h2"))
        try await handle.refetch()
        #expect(await wait(until: { env.store.record("EnvHero:h1") == nil }, timeout: .seconds(120)))
        #expect(old.value(at: EnvSlots.name.index) == .missing)  // cleared to break cycles
        #expect(handle.phase.data?.hero?.name == "B")
        retention.end()
    }

    @Test func collectionSweepsNothingReachable() async throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let before = Set(env.store.keys)
        #expect(env.store.collect() == 0)
        #expect(Set(env.store.keys) == before)
    }

    @Test func endFailsHandlesAndDropsLaterCommits() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        let lens = try #require(handle.phase.data?.hero)
        transport.hold(EnvHeroByID.name)
        let late = env.handle(for: EnvHeroByID(id: "5"))
        // A mutation's request is never cancelled: its response arrives after the end.
        let mutation = Task { try await env.mutate(EnvRename(newName: "Late")) }
        #expect(await wait(until: { transport.held.count == 2 }, timeout: .seconds(120)))
        let phaseWoken = Counter(), fieldWoken = Counter()
        withObservationTracking { _ = handle.phase } onChange: { phaseWoken.bump() }
        withObservationTracking { _ = lens.name } onChange: { fieldWoken.bump() }
        let eventsBefore = log.events.count
        await env.end()
        #expect(phaseWoken.value == 1)
        #expect(fieldWoken.value == 1)
        #expect((handle.phase.error as? EnvironmentError) == .gone)
        #expect((late.phase.error as? EnvironmentError) == .gone)
        #expect(env.store.record("EnvHero:h1") == nil)
        #expect(transport.held.count == 1)  // end() cancelled the query's fetch
        transport.held.first?.respond(Data(#"{"data":{"rename":{"hero":{"name":"Late","power":2,"id":"h1"}}}}"#.utf8))
        await #expect(throws: Failure.self) { _ = try await mutation.value }
        #expect(env.store.record("EnvHero:h1") == nil)
        #expect(log.events.count == eventsBefore)
        await #expect(throws: EnvironmentError.gone) { _ = try await env.fetch(EnvHeroQuery()) }
        #expect(throws: EnvironmentError.gone) { try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero())) }
        #expect((env.handle(for: EnvHeroQuery()).phase.error as? EnvironmentError) == .gone)
        #expect(env.store.commit(ChangeSet(), kind: .server) == CommitSummary(changed: 0, created: 0))
        retention.end()
    }

    @Test func everyServerWriteDatesItsRoot() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let store = Store()
        let start = ContinuousClock.now
        store.now = { start }
        let env = Environment(transport: transport, store: store)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        #expect(handle.fetchTime == start)
        store.now = { start + .seconds(5) }
        _ = try await env.fetch(EnvHeroQuery())
        #expect(handle.fetchTime == start + .seconds(5))
    }

    @Test func invalidateMarksStaleAndRefetchesNetworkHolders() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()], holdsMutations: true)
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        try env.commitPayload(EnvHeroByID(id: "1"), Payload(EnvJSON.heroByID("1")))
        let network = env.handle(for: EnvHeroQuery())
        let storeOnly = env.handle(for: EnvHeroByID(id: "1"), fetchPolicy: .storeOnly)
        let r1 = network.retain(), r2 = storeOnly.retain()
        #expect(!network.isStale && !storeOnly.isStale)
        env.invalidate()
        #expect(storeOnly.isStale)
        #expect(network.fetch.isInFlight)
        #expect(!storeOnly.fetch.isInFlight)
        #expect(network.phase.isReady)  // data stays readable
        #expect(await wait(until: { !network.fetch.isInFlight }, timeout: .seconds(120)))
        #expect(!network.isStale)
        #expect(transport.requestCount == 1)
        r1.end(); r2.end()
    }

    @Test func revalidateRefetchesOnlyStaleOrFailedRetainedRoots() async throws {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let store = Store()
        var now = ContinuousClock.now
        store.now = { now }
        let env = Environment(transport: transport, store: store)
        let fresh = env.handle(for: EnvHeroByID(id: "fresh"))
        let stale = env.handle(for: EnvHeroByID(id: "stale"))
        let r1 = fresh.retain(), r2 = stale.retain()
        #expect(await wait(until: { fresh.phase.isReady && stale.phase.isReady }, timeout: .seconds(120)))
        #expect(transport.requestCount == 2)
        env.revalidate()
        #expect(!fresh.fetch.isInFlight && !stale.fetch.isInFlight)
        now = now.advanced(by: .seconds(61))
        try env.commitPayload(EnvHeroByID(id: "fresh"), Payload(EnvJSON.heroByID("fresh")))
        env.revalidate()
        #expect(!fresh.fetch.isInFlight)
        #expect(stale.fetch.isInFlight)
        env.revalidate()  // no duplicate while in flight
        #expect(await wait(until: { !stale.fetch.isInFlight }, timeout: .seconds(120)))
        #expect(transport.requestCount == 3)
        r1.end(); r2.end()
    }
}
