import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// `@Fragment`, `@Mutation` and `@Subscription` in a view.
@Suite("Markers: @Fragment, @Mutation, @Subscription")
@MainActor
struct OtherMarkerTests {
    @Test func aFragmentStaysAStoredPropertyTheMemberwiseInitTakes() throws {
        let store = Store()
        let owner = Owner(store: store)
        let lens = EnvHeroLens(anchor: Anchor(record: Record(key: "EnvHero:1", type: EnvTypes.Hero), owner: owner))
        var row = HeroRow(hero: lens)
        #expect(row.hero == lens)
        #expect(HeroRow(hero: lens, note: "other").note == "other")
        row.hero = lens
        #expect(MemoryLayout<HeroRow>.size == MemoryLayout<EnvHeroLens>.size + MemoryLayout<String>.size)
    }

    @Test func aViewsMutationSendsThroughTheViewsEnvironmentAndIsInFlightMeanwhile() async throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        let changes = Counter()
        withObservationTracking { _ = screen.rename.isInFlight } onChange: { changes.bump() }
        #expect(!screen.rename.isInFlight)
        let call = Task { try await env.withCurrent { try await screen.rename(name: "X") } }
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(screen.rename.isInFlight)
        #expect(changes.value == 1)
        withObservationTracking { _ = screen.rename.isInFlight } onChange: { changes.bump() }
        transport.held[0].respond(Data(#"{"data":{"rename":{"hero":{"name":"X","power":1,"id":"h1"}}}}"#.utf8))
        _ = try await call.value
        #expect(!screen.rename.isInFlight)
        #expect(changes.value == 2)
        #expect(screen.rename.environment === env)
        #expect(env.store.record("EnvHero:h1")?.value(at: EnvSlots.name.index) == .string("X"))
    }

    @Test func aViewsMutationOutsideEveryEnvironmentThrowsNotInjected() async {
        let screen = HeroScreen(query: EnvHeroByID(id: "1"))
        await #expect(throws: EnvironmentError.notInjected) { _ = try await screen.rename(name: "X") }
        #expect(!screen.rename.isInFlight)
        #expect(screen.rename.environment == nil)
    }

    @Test func anActionMadeByHandKeepsItsEnvironmentOrThrowsOutsideEnvironment() async {
        let env = Environment(transport: SilentTransport())
        #expect(PublicShapeRename.Action(environment: env).environment === env)
        await #expect(throws: EnvironmentError.outsideEnvironment) {
            _ = try await env.withCurrent { try await PublicShapeRename.Action()(name: "X") }
        }
    }

    @Test func aSubscriptionMadeByHandOrOutsideEveryEnvironment() {
        #expect(LiveHeroChanged().phase.isLoading, "made by hand: unresolved")
        let view = HeroTicker(hero: LiveHeroChanged())
        #expect(view.hero.phase.error as? EnvironmentError == .notInjected)
    }

    @Test func aViewFollowsItsSubscriptionWhileItLives() async throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: SilentTransport(), subscriptions: transport)
        var view: HeroTicker? = HeroTicker(hero: LiveHeroChanged())
        #expect(env.withCurrent { view?.hero.phase.isLoading } == true)
        #expect(await wait(until: { transport.driven.count == 1 }, timeout: .seconds(120)))
        transport.driven[0].send(LiveHeroChanged.event("A", power: 3))
        #expect(await wait(until: { view?.hero.phase.data != nil }, timeout: .seconds(120)))
        #expect(view?.hero.phase.data?.heroChanged?.name == "A")
        #expect(view?.title == "A")
        view = nil
        #expect(await wait(until: { transport.driven.isEmpty }, timeout: .seconds(120)), "the stream closes with the view")
    }

    @Test func anEnvironmentWithoutSubscriptionsSaysSo() async {
        let env = Environment(transport: SilentTransport())
        let view = HeroTicker(hero: LiveHeroChanged())
        _ = env.withCurrent { view.hero.phase }
        #expect(await wait(until: { view.hero.phase.error != nil }, timeout: .seconds(120)))
        #expect(view.hero.phase.error as? EnvironmentError == .noSubscriptionTransport)
    }
}
