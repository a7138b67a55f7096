import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// Aliased spreads under `@catch` (`CaughtSpreadQuery`), read through an environment: the
/// `Result` holds the errors of the fragment's own selection, `to: NULL` reads nil, neither
/// fails the `@throwOnFieldError` operation, and a strict fragment's `@semanticNonNull` fields
/// read non-optional through the catch.
@Suite("Generated lenses: @catch on an aliased spread")
@MainActor
struct CaughtSpreadTests {
    static func response(nickname: String = #""Pickle""#, errors: String = "") -> Data {
        Data(#"{"data":{"character":{"name":"Rick","nickname":\#(nickname),"aliases":["Rick C-137"],"id":"1"}}\#(errors)}"#.utf8)
    }

    static let failed = response(nickname: "null",
                                 errors: #","errors":[{"message":"no nickname","path":["character","nickname"]}]"#)

    @Test func anErrorInTheFragmentsSelectionIsCaughtNotThrown() async throws {
        let env = Environment(transport: ScriptedTransport([CaughtSpreadQuery.name: Self.failed]))
        let handle = env.handle(for: CaughtSpreadQuery(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        #expect(await wait(until: { handle.phase.data != nil || handle.phase.error != nil }))
        // Caught errors never fail `@throwOnFieldError`: the phase is ready.
        let character = try #require(handle.phase.data?.character)
        #expect(character.name == "Rick")
        switch character.strict {
        case .success: Issue.record("the error in the fragment's selection was not caught")
        case .failure(let errors):
            #expect(errors.errors.map(\.path) == ["character.nickname"])
            #expect(errors.errors.map(\.message) == ["no nickname"])
        }
        #expect(character.loose == nil, "to: NULL reads nil on an error")
    }

    @Test func cleanDataReadsTheLensWithTheStrictFragmentsFieldsNonOptional() async throws {
        let env = Environment(transport: ScriptedTransport([CaughtSpreadQuery.name: Self.response()]))
        let data = try await env.fetch(CaughtSpreadQuery(id: "1"))
        let strict = try #require(try data.character?.strict.get())
        // The types are the point: a @semanticNonNull field of a @throwOnFieldError fragment
        // reads non-optional through the catch; the loose fragment keeps the schema's optional.
        let nickname: String = strict.nickname
        let aliases: [String] = strict.aliases
        #expect(nickname == "Pickle" && aliases == ["Rick C-137"])
        let loose: String? = data.character?.loose?.nickname
        #expect(loose == "Pickle")
    }
}
