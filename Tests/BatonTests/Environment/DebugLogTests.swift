import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Debug builds print the missing-data events until `log` is set; the field-error event
/// carries the server's message beside the path.
@Suite("Log: debug printing and field-error messages")
@MainActor
struct DebugLogTests {
    @Test func debugBuildsPrintMissingDataUntilTheLogIsSetEvenToNil() throws {
        #if DEBUG
        let env = Environment(transport: ScriptedTransport())
        var printed: [String] = []
        env.store.debugPrinter = { printed.append($0) }
        try env.commitPayload(EnvHeroQuery(), Payload(json: #"{"data":{"hero":{"name":"A","id":"h1"}}}"#))
        let hero = try #require(env.lens(EnvHeroQuery()).hero)
        #expect(hero.power == nil)  // never fetched
        try #require(env.store.record("EnvHero:h1")).write(.null, at: EnvSlots.name.index)
        #expect(hero.name == "")  // a null in a non-null field
        #expect(printed == [
            "Baton: EnvHero.power was read but never fetched (set Environment.log to handle this)",
            "Baton: EnvHero.name holds a value its reader cannot hold (set Environment.log to handle this)",
        ])
        env.log = nil
        _ = hero.power
        _ = hero.name
        #expect(printed.count == 2)
        #endif
    }

    @Test func aSetLogReceivesTheEventsAndNothingIsPrinted() throws {
        let env = Environment(transport: ScriptedTransport())
        var printed: [String] = []
        var events: [LogEvent] = []
        env.store.debugPrinter = { printed.append($0) }
        env.log = { events.append($0) }
        try env.commitPayload(EnvHeroQuery(), Payload(json: #"{"data":{"hero":{"name":"A","id":"h1"}}}"#))
        _ = env.lens(EnvHeroQuery()).hero?.power
        #expect(printed.isEmpty)
        #expect(events.contains(.missing(type: "EnvHero", field: "power")))
    }

    @Test func theFieldErrorEventCarriesTheMessage() async throws {
        let env = Environment(transport: ScriptedTransport([EnvHeroQuery.name: VerdictTests.withError]))
        var events: [LogEvent] = []
        env.log = { events.append($0) }
        _ = try await env.fetch(EnvHeroQuery())
        #expect(events.contains(.fieldError(operation: "EnvHeroQuery", path: "hero.power", message: "bad")))
    }
}
