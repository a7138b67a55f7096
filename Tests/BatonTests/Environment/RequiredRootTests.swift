import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A `@required` field that bubbles to the root fails the phase with a `RequiredFieldError`
/// naming the operation and the path of the first null; the data stays, and the phase heals
/// when the data changes (checklist J 85).
@Suite("Handles: @required at the root")
@MainActor
struct RequiredRootTests {
    static let nullHero = Data(#"{"data":{"hero":null}}"#.utf8)
    static let nullPower = Data(#"{"data":{"hero":{"name":"A","power":null,"id":"h1"}}}"#.utf8)

    @Test func aNullRootFieldFailsThePhaseFromTheNetwork() async throws {
        let transport = ScriptedTransport([EnvRequiredHero.name: Self.nullHero])
        let env = Environment(transport: transport)
        let handle = env.handle(for: EnvRequiredHero())
        #expect(await wait(until: { handle.phase.error != nil }, timeout: .seconds(120)))
        #expect((handle.phase.error as? RequiredFieldError) == RequiredFieldError(path: "hero", operationName: "EnvRequiredHero"))
    }

    @Test func theFirstNullBelowNamesItsPathAndTheDataStays() throws {
        let transport = ScriptedTransport()
        let env = Environment(transport: transport)
        try env.commitPayload(EnvHeroQuery(), Payload(Self.nullPower))
        let handle = env.handle(for: EnvRequiredHero())
        #expect((handle.phase.error as? RequiredFieldError) == RequiredFieldError(path: "hero.power", operationName: "EnvRequiredHero"))
        #expect(transport.requestCount == 0)  // the data is present: a failure, not a miss
        #expect(env.store.record("EnvHero:h1") != nil)
        #expect(env.handle(for: EnvHeroQuery()).phase.data?.hero?.name == "A")
    }

    @Test func thePhaseHealsWhenTheDataChangesAndAnEqualVerdictWakesNoOne() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(Self.nullPower))
        let handle = env.handle(for: EnvRequiredHero(), fetchPolicy: .storeOnly)
        let retention = handle.retain()
        #expect(handle.phase.error is RequiredFieldError)
        let same = Counter()
        withObservationTracking { _ = handle.phase } onChange: { same.bump() }
        try env.commitPayload(EnvHeroQuery(), Payload(Data(#"{"data":{"hero":{"name":"B","power":null,"id":"h1"}}}"#.utf8)))
        #expect(same.value == 0)
        let healed = Counter()
        withObservationTracking { _ = handle.phase } onChange: { healed.bump() }
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("B", power: 4)))
        #expect(healed.value == 1)
        #expect(handle.phase.data?.hero.power == 4)
        let bubbledAgain = Counter()
        withObservationTracking { _ = handle.phase } onChange: { bubbledAgain.bump() }
        try env.commitPayload(EnvHeroQuery(), Payload(Self.nullHero))
        #expect(bubbledAgain.value == 1)
        #expect((handle.phase.error as? RequiredFieldError)?.path == "hero")
        retention.end()
    }

    @Test func aDeletedTargetBubbles() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let handle = env.handle(for: EnvRequiredHero(), fetchPolicy: .storeOnly)
        let retention = handle.retain()
        #expect(handle.phase.isReady)
        var deletion = ChangeSet()
        deletion.edits = [.deleteRecord(id: "h1")]
        env.store.commit(deletion, kind: .server)
        #expect((handle.phase.error as? RequiredFieldError)?.path == "hero")
        retention.end()
    }
}

/// Settling verdicts costs nothing for batches that change only scalars without errors.
@Suite("Verdicts: settling is cheap")
@MainActor
struct VerdictCostTests {
    @Test func aBatchOfPlainScalarsSettlesNoVerdict() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero()))
        let strict = env.handle(for: EnvStrictHero(), fetchPolicy: .storeOnly)
        let retention = strict.retain()
        #expect(strict.phase.isReady)
        let before = env.store.verdictSettlements
        try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Renamed", power: 9)))
        #expect(env.store.verdictSettlements == before)
        try env.commitPayload(EnvHeroQuery(), Payload(VerdictTests.withError))  // a null and an error
        #expect(env.store.verdictSettlements == before + 1)
        #expect(strict.phase.error is FieldErrors)
        retention.end()
    }
}
