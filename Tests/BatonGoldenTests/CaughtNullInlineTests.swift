import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// Aliased inline fragments under `@catch(to: NULL)` (`CaughtNullInlineQuery`), read through an
/// environment: nil when the fragment's own selection carries an error, the lens when it is
/// clean (its `@semanticNonNull` fields non-optional, as inside any catch). The deferred one is
/// nil until its part lands, then nil or the lens by the part's errors.
@Suite("Generated lenses: @catch(to: NULL) on an aliased inline fragment")
@MainActor
struct CaughtNullInlineTests {
    static let label = "CaughtNullInlineQuery$defer$later"

    static func first(nickname: String, errors: String = "") -> Data {
        Data(#"{"data":{"character":{"name":"Rick","nickname":\#(nickname),"height":1.8,"id":"1"},"node":{"__typename":"Character","nickname":\#(nickname),"id":"1"}}\#(errors),"hasNext":true}"#.utf8)
    }

    static let cleanFirst = first(nickname: #""Pickle""#)
    static let failedFirst = first(nickname: "null", errors: #","errors":[{"message":"no nickname","path":["character","nickname"]},{"message":"no nickname","path":["node","nickname"]}]"#)
    static let cleanPart = Data(#"{"incremental":[{"data":{"string":"s","aliases":["Rick C-137"]},"path":["character"],"label":"\#(label)"}],"hasNext":false}"#.utf8)
    static let failedPart = Data(#"{"incremental":[{"data":{"string":null,"aliases":["Rick C-137"]},"errors":[{"message":"no string","path":["character","string"]}],"path":["character"],"label":"\#(label)"}],"hasNext":false}"#.utf8)

    /// Streams `first`, runs `beforePart` on the character and the node, then streams `part`.
    func stream(_ first: Data, _ part: Data,
                beforePart: (CaughtNullInlineQuery.Data) throws -> Void) async throws
        -> (Environment, OperationHandle<CaughtNullInlineQuery>, Retention) {
        let transport = ScriptedTransport()
        transport.drive(CaughtNullInlineQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: CaughtNullInlineQuery(id: "1"))
        let retention = handle.retain()
        #expect(await wait(until: { !transport.driven.isEmpty }))
        let stream = try #require(transport.driven.first)
        stream.send(first)
        #expect(await wait(until: { handle.phase.data?.character?.name == "Rick" }))
        let data = try #require(handle.phase.data)
        #expect(data.character?.later == nil, "nil until the part lands")
        try beforePart(data)
        stream.send(part)
        #expect(await wait(until: { !handle.fetch.isInFlight }))
        return (env, handle, retention)
    }

    @Test func anErrorInTheFragmentsSelectionReadsNil() async throws {
        let (env, handle, retention) = try await stream(Self.failedFirst, Self.failedPart) { data in
            #expect(data.character?.named == nil, "the nickname's error reads nil")
            #expect(data.node?.person == nil, "the nickname's error reads nil through the type condition")
        }
        // The environment owns the store the lenses read: it lives to the end.
        defer { withExtendedLifetime(env) { retention.end() } }
        let character = try #require(handle.phase.data?.character)
        #expect(character.name == "Rick")
        #expect(character.later == nil, "the part's error reads nil")
    }

    @Test func aCleanSelectionReadsTheLens() async throws {
        let (env, handle, retention) = try await stream(Self.cleanFirst, Self.cleanPart) { data in
            // The types are the point: a lens, not a Result, and inside the catch the
            // @semanticNonNull nickname reads non-optional.
            let named: CaughtNullInlineQuery.Data.CharacterLens.Named? = data.character?.named
            let nickname: String? = named?.nickname
            #expect(nickname == "Pickle")
            #expect(named?.height == 1.8)
            let person: String? = data.node?.person?.nickname
            #expect(person == "Pickle")
        }
        defer { withExtendedLifetime(env) { retention.end() } }
        let later = try #require(handle.phase.data?.character?.later)
        #expect(later.string == "s")
        let aliases: [String] = later.aliases
        #expect(aliases == ["Rick C-137"])
    }
}
