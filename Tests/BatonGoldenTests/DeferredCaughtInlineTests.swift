import Foundation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// An aliased inline fragment under `@defer` and `@catch` (`DeferredCaughtInlineQuery`), read
/// through an environment as its part arrives: the `Result`'s lens is nil before the part (it
/// neither reads the fields nor their errors early), then the `Result` holds the errors of the
/// fragment's own selection, or the lens when the part is clean.
@Suite("Generated lenses: @defer and @catch on an aliased inline fragment")
@MainActor
struct DeferredCaughtInlineTests {
    static let label = "DeferredCaughtInlineQuery$defer$extra"
    static let first = Data(#"{"data":{"character":{"name":"Rick","id":"1"}},"hasNext":true}"#.utf8)
    static let failedPart = Data(#"{"incremental":[{"data":{"height":1.8,"nickname":null},"errors":[{"message":"no nickname","path":["character","nickname"]}],"path":["character"],"label":"\#(label)"}],"hasNext":false}"#.utf8)
    static let cleanPart = Data(#"{"incremental":[{"data":{"height":1.8,"nickname":"Pickle"},"path":["character"],"label":"\#(label)"}],"hasNext":false}"#.utf8)

    /// Streams the first payload, checks the accessor waits, then streams `part`.
    func stream(_ part: Data) async throws -> (Environment, OperationHandle<DeferredCaughtInlineQuery>, Retention) {
        let transport = ScriptedTransport()
        transport.drive(DeferredCaughtInlineQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: DeferredCaughtInlineQuery(id: "1"))
        let retention = handle.retain()
        #expect(await wait(until: { !transport.driven.isEmpty }))
        let stream = try #require(transport.driven.first)
        stream.send(Self.first)
        #expect(await wait(until: { handle.phase.data?.character?.name == "Rick" }))
        let before = try #require(handle.phase.data?.character).extra
        if case .failure = before { Issue.record("no part yet, so no errors to read") }
        #expect((try? before.get()) == nil, "the lens is nil until the part lands")
        stream.send(part)
        #expect(await wait(until: { !handle.fetch.isInFlight }))
        return (env, handle, retention)
    }

    @Test func anErrorInThePartIsCaughtOnceThePartLands() async throws {
        let (env, handle, retention) = try await stream(Self.failedPart)
        // The environment owns the store the lenses read: it lives to the end.
        defer { withExtendedLifetime(env) { retention.end() } }
        let character = try #require(handle.phase.data?.character)
        switch character.extra {
        case .success: Issue.record("the error in the part was not caught")
        case .failure(let errors):
            #expect(errors.errors.map(\.path) == ["character.nickname"])
            #expect(errors.errors.map(\.message) == ["no nickname"])
        }
    }

    @Test func aCleanPartReadsTheLens() async throws {
        let (env, handle, retention) = try await stream(Self.cleanPart)
        // The environment owns the store the lenses read: it lives to the end.
        defer { withExtendedLifetime(env) { retention.end() } }
        let extra = try #require(try handle.phase.data?.character?.extra.get())
        #expect(extra.height == 1.8)
        let nickname: String = extra.nickname
        #expect(nickname == "Pickle")
    }
}
