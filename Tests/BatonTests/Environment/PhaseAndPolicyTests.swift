import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Phase, fetch and the four policies (SPEC §5.13; checklist M 108–115).
@Suite("Handles: phase and policies")
@MainActor
struct PhaseAndPolicyTests {
    @Test func loadingThenReady() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        #expect(handle.phase.isLoading)
        #expect(handle.fetch.isInFlight)
        #expect(!handle.isRefreshing)
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        transport.held[0].respond(EnvJSON.hero("Ann"))
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        #expect(handle.phase.data?.hero?.name == "Ann")
        #expect(!handle.fetch.isInFlight)
        #expect(handle.fetchTime != nil)
        retention.end()
    }

    @Test func failureWithoutDataThenRetry() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        transport.held[0].refuse(TransportError(statusCode: 503, body: "down"))
        #expect(await wait(until: { handle.phase.error != nil }, timeout: .seconds(120)))
        #expect((handle.phase.error as? TransportError)?.statusCode == 503)
        guard case .transport? = handle.fetch.failure else { Issue.record("not a transport failure"); return }
        transport.answer(EnvHeroQuery.name, with: EnvJSON.hero())
        handle.retry()
        #expect(handle.phase.isLoading)
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        #expect(transport.requestCount == 2)
        retention.end()
    }

    @Test func failureBehindDataKeepsReadyAndRefetchThrows() async throws {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        transport.hold(EnvHeroQuery.name)
        let refetch = Task { try await handle.refetch() }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(handle.isRefreshing)
        transport.held[0].refuse(TransportError(statusCode: 500, body: "oops"))
        await #expect(throws: Failure.self) { try await refetch.value }
        #expect(handle.phase.isReady)
        #expect(!handle.isRefreshing)
        guard case .failed(.transport, _) = handle.fetch else { Issue.record("fetch should read failed"); return }
        retention.end()
    }

    @Test func storeOnlyWithMissingDataFailsWithoutARequest() {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        #expect((handle.phase.error as? MissingDataError) == MissingDataError(operationName: "EnvHeroQuery"))
        #expect(!handle.fetch.isInFlight)
        #expect(transport.requestCount == 0)
    }

    @Test func storeOnlyWithDataIsReady() throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero?.name == "A")
        #expect(transport.requestCount == 0)
    }

    @Test func storeOrNetworkWithFreshDataMakesNoRequest() throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Cached")))
        let handle = env.handle(for: EnvHeroQuery())
        #expect(handle.phase.data?.hero?.name == "Cached")
        #expect(!handle.isStale)
        #expect(transport.requestCount == 0)
    }

    @Test func storeOrNetworkFetchesMissingOrExpiredData() async throws {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let store = Store()
        var now = ContinuousClock.now
        store.now = { now }
        let env = Environment(transport: transport, store: store)
        // Partial data (no power) is a miss.
        try env.commitPayload(EnvHeroByID(id: "1"), Payload(json: #"{"data":{"heroByID":{"name":"A","id":"1"}}}"#))
        let partial = env.handle(for: EnvHeroByID(id: "1"))
        #expect(partial.fetch.isInFlight)
        #expect(await wait(until: { transport.requestCount == 1 && partial.phase.data?.heroByID?.power == 1 }, timeout: .seconds(120)))
        // Complete data past its 60 s `@cacheExpiration` is stale and fetched again.
        try env.commitPayload(EnvHeroByID(id: "2"), Payload(EnvJSON.heroByID("2")))
        now = now.advanced(by: .seconds(59))
        let fresh = env.handle(for: EnvHeroByID(id: "2"))
        #expect(!fresh.isStale)
        #expect(!fresh.fetch.isInFlight)
        now = now.advanced(by: .seconds(1))
        #expect(fresh.isStale)
        _ = env.handle(for: EnvHeroByID(id: "2"))
        #expect(fresh.fetch.isInFlight)
        #expect(await wait(until: { transport.requestCount == 2 && !fresh.fetch.isInFlight }, timeout: .seconds(120)))
        #expect(!fresh.isStale)
    }

    @Test func storeDefaultExpirationAndUnknownAge() throws {
        let transport = ScriptedTransport()
        let store = Store(cacheExpiration: .seconds(10))
        let env = Environment(transport: transport, store: store)
        // Data written by another operation: present, but its own age is unknown.
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly)
        #expect(!handle.isStale)
        store.now = { .now + .seconds(11) }
        #expect(handle.isStale)
    }

    @Test func storeAndNetworkRendersTheStoreAndFetches() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Old")))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeAndNetwork)
        #expect(handle.phase.data?.hero?.name == "Old")
        #expect(handle.isRefreshing)
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        transport.held[0].respond(EnvJSON.hero("New"))
        #expect(await wait(until: { !handle.isRefreshing }, timeout: .seconds(120)))
        #expect(handle.phase.data?.hero?.name == "New")
    }

    @Test func networkOnlyIgnoresTheStore() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroQuery.name)
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Old")))
        let other = EnvHeroByID(id: "9")
        try env.commitPayload(other, Payload(EnvJSON.heroByID("9")))
        let handle = env.handle(for: EnvHeroQuery(), fetchPolicy: .networkOnly)
        #expect(handle.phase.isReady)  // the root already showed data (committed above)
        let unseen = env.handle(for: EnvHeroByID(id: "8"), fetchPolicy: .networkOnly)
        #expect(unseen.phase.isLoading)
        #expect(await wait(until: { transport.requestCount == 2 }, timeout: .seconds(120)))
    }

    @Test func preloadThenAttachMakesOneRequest() async {
        let transport = ScriptedTransport([EnvHeroQuery.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        env.preload(EnvHeroQuery())
        let handle = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        _ = env.handle(for: EnvHeroQuery())
        #expect(transport.requestCount == 1)
    }

    @Test func equalValuesShareOneHandleAndOneFetch() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport)
        let first = env.handle(for: EnvHeroByID(id: "1"))
        let second = env.handle(for: EnvHeroByID(id: "1"))
        let other = env.handle(for: EnvHeroByID(id: "2"))
        #expect(first.shared === second.shared)  // one state, one fetch
        #expect(first.shared !== other.shared)
        #expect(await wait(until: { first.phase.isReady && other.phase.isReady }, timeout: .seconds(120)))
        #expect(transport.requestCount == 2)
        #expect(first.phase.data?.heroByID?.name == "A")
    }
}
