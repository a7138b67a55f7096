import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Field errors under `@throwOnFieldError` (SPEC §5.13 phase rule 3, §5.15 commitPayload).
@Suite("Handles: verdicts")
@MainActor
struct VerdictTests {
    static let withError = Data(#"{"data":{"hero":{"name":"A","power":null,"id":"h1"}},"errors":[{"message":"bad","path":["hero","power"]}]}"#.utf8)

    @Test func uncaughtErrorsFailThePhaseAndRetryRefreshesBehind() async throws {
        let transport = ScriptedTransport([EnvStrictHero.name: Self.withError])
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvStrictHero())
        #expect(await wait(until: { handle.phase.error != nil }, timeout: .seconds(120)))
        #expect((handle.phase.error as? FieldErrors)?.errors.map(\.path) == ["hero.power"])
        #expect(log.events.contains(.fieldError(operation: "EnvStrictHero", path: "hero.power", message: "bad")))
        transport.hold(EnvStrictHero.name)
        handle.retry()
        #expect(handle.phase.error is FieldErrors)  // refreshes behind the failure
        #expect(handle.isRefreshing)
        try #require(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)), "the request was held")
        transport.held[0].respond(EnvJSON.hero())
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
    }

    @Test func withoutThrowOnFieldErrorTheErrorIsLoggedAndDataShown() async {
        let transport = ScriptedTransport([EnvHeroQuery.name: Self.withError])
        let env = Environment(transport: transport)
        let log = EventLog(env)
        let handle = env.handle(for: EnvHeroQuery())
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        #expect(log.events.contains(.fieldError(operation: "EnvHeroQuery", path: "hero.power", message: "bad")))
    }

    @Test func commitPayloadThrowsTheUncaughtErrors() {
        let env = Environment(transport: ScriptedTransport())
        #expect(throws: FieldErrors.self) { try env.commitPayload(EnvStrictHero(), Payload(Self.withError)) }
        #expect(env.store.record("EnvHero:h1") != nil)  // written all the same
    }

    @Test func anotherWritersErrorSettlesTheVerdict() async throws {
        let transport = ScriptedTransport([EnvStrictHero.name: EnvJSON.hero()])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvStrictHero())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        let woken = Counter()
        withObservationTracking { _ = handle.phase } onChange: { woken.bump() }
        try env.commitPayload(EnvHeroQuery(), Payload(Self.withError))  // another operation's write
        #expect(woken.value == 1)
        #expect((handle.phase.error as? FieldErrors)?.errors.map(\.message) == ["bad"])
        let again = Counter()
        withObservationTracking { _ = handle.phase } onChange: { again.bump() }
        try env.commitPayload(EnvHeroQuery(), Payload(Self.withError))  // the same verdict
        #expect(again.value == 0)
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        #expect(again.value == 1)
        #expect(handle.phase.isReady)
        retention.end()
    }
}

/// An unplaced error (no field holds it) fails a `@throwOnFieldError` operation until the
/// next fetch (checklist J 88).
@Suite("Handles: unplaced errors")
@MainActor
struct UnplacedErrorTests {
    static let unplaced = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1"}},"errors":[{"message":"rate limited"}]}"#.utf8)

    @Test func anUnplacedErrorFailsTheOperationUntilTheNextFetch() async throws {
        let transport = ScriptedTransport([EnvStrictHero.name: Self.unplaced])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvStrictHero())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.error != nil }, timeout: .seconds(120)))
        #expect((handle.phase.error as? FieldErrors)?.errors.map(\.message) == ["rate limited"])
        // Another writer's clean data does not lift it: no field held it.
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("B")))
        #expect(handle.phase.error is FieldErrors)
        // A second holder under storeOrNetwork fetches because of it.
        transport.hold(EnvStrictHero.name)
        _ = env.handle(for: EnvStrictHero())
        #expect(await wait(until: { transport.held.count == 1 }, timeout: .seconds(120)))
        #expect(handle.phase.error is FieldErrors)  // until the fetch lands
        transport.held[0].respond(EnvJSON.hero("C"))
        #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
        #expect(handle.phase.data?.hero?.name == "C")
        retention.end()
    }
}
