import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The availability check and deferred parts: not waited for; held only in part, cleared
/// and fetched while the rest renders.
@Suite("Deferred parts in the availability check")
@MainActor
struct DeferredAvailabilityTests {
    /// An environment whose store holds `hero` (the `data.hero` object, partial allowed).
    func environment(hero: String) throws -> (Environment, ScriptedTransport) {
        let transport = ScriptedTransport()
        transport.drive(LiveHeroDeferred.name)
        let env = Environment(transport: transport)
        let seed = try Ingest.response(Array(#"{"data":{"hero":\#(hero)}}"#.utf8),
                                       resolution: env.resolution(LiveHeroDeferred()), options: .partial)
        env.store.commit(seed.changes, kind: .server)
        return (env, transport)
    }

    @Test func aPartHeldOnlyInPartIsClearedAndFetchedWhileTheRestRenders() async throws {
        let (env, transport) = try environment(hero: #"{"name":"A","id":"h1","power":7,"sidekick":{"id":"s1"}}"#)
        let hero = try #require(env.store.record("LiveHero:h1"))
        let told = Counter()
        withObservationTracking { _ = hero[slot: LiveSlots.power.index(on: LiveTypes.Hero)] } onChange: { told.bump() }

        let handle = env.handle(for: LiveHeroDeferred())
        let retention = handle.retain()
        defer { retention.end() }
        #expect(handle.phase.data?.hero?.name == "A", "the rest renders at once")
        #expect(handle.phase.data?.hero?.powers == nil, "the part reads absent, not empty")
        #expect(hero.value(at: LiveSlots.sidekick.index(on: LiveTypes.Hero)) == .missing)
        #expect(told.value == 1)
        #expect(await eventually({ transport.requestCount == 1 }), "the part is fetched")
        #expect(handle.isRefreshing)
    }

    @Test func anAbsentPartIsFetchedAndNothingIsCleared() async throws {
        let (env, transport) = try environment(hero: #"{"name":"A","id":"h1"}"#)
        #expect(Availability.clearPartlyHeldParts(env.resolution(LiveHeroDeferred()), in: env.store) == 0)
        let handle = env.handle(for: LiveHeroDeferred())
        let retention = handle.retain()
        defer { retention.end() }
        #expect(handle.phase.data?.hero?.name == "A")
        #expect(await eventually({ transport.requestCount == 1 }))
    }

    @Test func aWhollyHeldPartNeedsNoFetch() async throws {
        let (env, transport) = try environment(hero: #"{"name":"A","id":"h1","power":7,"sidekick":{"name":"S","id":"s1"}}"#)
        let handle = env.handle(for: LiveHeroDeferred())
        let retention = handle.retain()
        defer { retention.end() }
        #expect(handle.phase.data?.hero?.powers?.sidekick?.name == "S")
        for _ in 0..<20 { await Task.yield() }
        #expect(transport.requestCount == 0)
        #expect(!handle.fetch.isInFlight)
    }

    @Test func aNullLinkInsideAPartCountsAsHeld() throws {
        let (env, _) = try environment(hero: #"{"name":"A","id":"h1","power":7,"sidekick":null}"#)
        let resolution = env.resolution(LiveHeroDeferred())
        #expect(Availability.clearPartlyHeldParts(resolution, in: env.store) == 0)
        #expect(Availability.check(resolution, in: env.store).deferredHeld)
    }
}
