import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// `@Query` in a view: resolved in the view's environment, retained for the view's life,
/// resolved again when the value or the environment changes; never a trap.
@Suite("Markers: @Query")
@MainActor
struct QueryMarkerTests {
    private func isHeld(_ operation: some Query, in env: Environment) -> Bool {
        env.store.roots.byKey[operation.rootKey]?.isHeld ?? false
    }

    @Test func aValueMadeByHandIsUnresolvedAndReadsLoading() async {
        let value = EnvHeroByID(id: "1")
        #expect(value.phase.isLoading)
        #expect(!value.fetch.isInFlight && value.fetch.failure == nil)
        #expect(!value.isRefreshing && !value.isStale && value.fetchTime == nil)
        value.retry()
        await #expect(throws: EnvironmentError.outsideEnvironment) { try await value.refetch() }
    }

    @Test func aViewOutsideEveryEnvironmentReadsNotInjected() async {
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        #expect(screen.query.phase.error as? EnvironmentError == .notInjected)
        #expect(!screen.query.fetch.isInFlight && screen.query.fetch.failure == nil)
        #expect(screen.title == "failed: no environment: the view is outside every environment")
        screen.query.retry()
        await #expect(throws: EnvironmentError.notInjected) { try await screen.query.refetch() }
    }

    @Test func theMemberwiseInitTakesTheValueAndTheGetterReturnsIt() {
        let screen = HeroScreen(query: EnvHeroByID(id: "7", first: 2))
        #expect(screen.query == EnvHeroByID(id: "7", first: 2))
        #expect(screen.query.id == "7" && screen.query.first == 2)
        #expect(screen.query.holder != nil)
        #expect(EnvHeroByID(id: "7").holder == nil)
    }

    @Test func aViewResolvesInTheCurrentEnvironmentAndHoldsItsRootForItsLife() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport)
        var screen: HeroScreen? = HeroScreen(query: EnvHeroByID(id: "1"))
        #expect(!isHeld(EnvHeroByID(id: "1"), in: env))
        env.withCurrent { _ = screen?.title }
        #expect(isHeld(EnvHeroByID(id: "1"), in: env))
        #expect(await wait(until: { screen?.title == "A" }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
        #expect(screen?.query.fetchTime != nil)
        screen = nil
        #expect(!isHeld(EnvHeroByID(id: "1"), in: env))
    }

    @Test func copiesOfAViewShareOneHolderAndEqualValuesOneHandle() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport)
        let first = HeroScreen(query: EnvHeroByID(id: "1"))
        let copy = first
        let other = HeroScreen(query: EnvHeroByID(id: "1"))
        env.withCurrent {
            _ = first.title
            _ = copy.title
            _ = other.title
        }
        #expect(first.query.holder === copy.query.holder)
        #expect(first.query.holder !== other.query.holder)
        #expect(await wait(until: { first.title == "A" && other.title == "A" }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
        #expect(env.store.roots.byKey[EnvHeroByID(id: "1").rootKey]?.holders == 2)
    }

    @Test func anotherValueResolvesAnewAndLetsTheFirstGo() async {
        let transport = ScriptedTransport(responder: EnvJSON.byIDResponder)
        let env = Environment(transport: transport)
        var screen = HeroScreen(query: EnvHeroByID(id: "1"))
        env.withCurrent { _ = screen.title }
        #expect(await wait(until: { screen.title == "A" }, timeout: .seconds(120)))
        let firstHolder = screen.query.holder.map(ObjectIdentifier.init)
        screen.query = EnvHeroByID(id: "1")
        #expect(screen.query.holder.map(ObjectIdentifier.init) == firstHolder, "an equal value keeps the holder")
        screen.query = EnvHeroByID(id: "2")
        env.withCurrent { _ = screen.title }
        #expect(await wait(until: { screen.title == "A" && transport.requestCount == 2 }, timeout: .seconds(120)))
        #expect(transport.requests.last?.variables["id"] == "2")
        #expect(isHeld(EnvHeroByID(id: "2"), in: env))
        #expect(!isHeld(EnvHeroByID(id: "1"), in: env))
    }

    @Test func anotherEnvironmentResolvesAnewAndLetsTheFirstGo() async {
        let first = Environment(transport: ScriptedTransport(responder: EnvJSON.byIDResponder))
        let transport = ScriptedTransport(responder: { request in
            request.operationName == EnvHeroByID.name ? EnvJSON.heroByID("1", name: "B") : nil
        })
        let second = Environment(transport: transport)
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        first.withCurrent { _ = screen.title }
        #expect(await wait(until: { screen.title == "A" }, timeout: .seconds(120)))
        #expect(screen.title == "A", "read outside every environment, the view keeps the one it was shown in")
        second.withCurrent { _ = screen.title }
        #expect(await wait(until: { screen.title == "B" }, timeout: .seconds(120)))
        #expect(transport.requestCount == 1)
        #expect(isHeld(EnvHeroByID(id: "1"), in: second))
        #expect(!isHeld(EnvHeroByID(id: "1"), in: first))
    }

    @Test func laterReadsLookUpNoEnvironment() {
        let env = Environment(transport: ScriptedTransport(responder: EnvJSON.byIDResponder))
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        let lookups = env.withCurrent { () -> Int in
            _ = screen.title
            let before = MarkerLookups.count
            for _ in 0..<100 { _ = screen.query.phase; _ = screen.query.fetch; _ = screen.query.isStale }
            return MarkerLookups.count - before
        }
        #expect(lookups == 0)
        let outside = MarkerLookups.count
        for _ in 0..<100 { _ = screen.title }
        #expect(MarkerLookups.count - outside == 1, "one look after the binding ended, then none")
    }

    @Test func theMarkersPolicyIsTheHolders() {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        let screen = StoredHeroScreen(query: EnvHeroQuery())
        let phase = env.withCurrent { screen.query.phase }
        #expect(phase.error is MissingDataError)
        #expect(transport.requestCount == 0)
        #expect(env.store.roots.byKey[EnvHeroQuery().rootKey]?.allowsNetwork == false)
    }

    @Test func refetchAndRetryGoThroughTheViewsHandle() async throws {
        let transport = ScriptedTransport()
        transport.hold(EnvHeroByID.name)
        let env = Environment(transport: transport)
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        env.withCurrent { _ = screen.title }
        #expect(screen.query.fetch.isInFlight)
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        transport.held[0].refuse(TransportError(statusCode: 503, body: "down"))
        #expect(await wait(until: { screen.query.phase.error is TransportError }, timeout: .seconds(120)))
        transport.answer(EnvHeroByID.name, with: EnvJSON.heroByID("1", name: "C"))
        screen.query.retry()
        #expect(screen.query.phase.isLoading)
        #expect(await wait(until: { screen.title == "C" }, timeout: .seconds(120)))
        transport.answer(EnvHeroByID.name, with: EnvJSON.heroByID("1", name: "D"))
        try await screen.query.refetch()
        #expect(screen.title == "D")
        #expect(transport.requestCount == 3)

        // Invalidated while a refetch is held: stale and refreshing, the data still shown.
        transport.hold(EnvHeroByID.name)
        #expect(!screen.query.isStale && !screen.query.isRefreshing)
        env.invalidate()
        #expect(screen.query.isStale)
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(screen.query.isRefreshing)
        #expect(screen.title == "D")
        transport.held[0].respond(EnvJSON.heroByID("1", name: "E"))
        #expect(await wait(until: { screen.title == "E" }, timeout: .seconds(120)))
        #expect(!screen.query.isStale && !screen.query.isRefreshing)
    }

    @Test func theCurrentEnvironmentIsBoundSyncAndAsyncAndRestored() async {
        let outer = Environment(transport: SilentTransport())
        let inner = Environment(transport: SilentTransport())
        #expect(Environment.current == nil)
        outer.withCurrent {
            #expect(Environment.current === outer)
            inner.withCurrent { #expect(Environment.current === inner) }
            #expect(Environment.current === outer)
        }
        await outer.withCurrent {
            await Task.yield()
            #expect(Environment.current === outer)
        }
        #expect(Environment.current == nil)
    }
}
