@_spi(Generated) import Baton
import Foundation
import Observation
import Testing

/// `@defer` against the live test server: the first part renders, the deferred fragment
/// arrives later through the same door, in both incremental shapes.
@Suite("End to end: @defer on the live server")
@MainActor
struct DeferEndToEndTests {
    /// Counts how often a body reading the phase, the name and the deferred fragment is
    /// invalidated; it tracks again after each.
    final class Body: @unchecked Sendable {
        private(set) var invalidations = 0
        private(set) var runs = 0
        let handle: OperationHandle<LiveCharacterQuery>

        @MainActor init(_ handle: OperationHandle<LiveCharacterQuery>) {
            self.handle = handle
            track()
        }

        @MainActor func track() {
            runs += 1
            withObservationTracking {
                let character = handle.phase.data?.character
                _ = (character?.name, character?.liveCharacterEpisodes?.status,
                     character?.liveCharacterEpisodes.map { Array($0.episode).count })
            } onChange: { [self] in
                invalidations += 1
                Task { @MainActor in self.track() }
            }
        }
    }

    @Test(arguments: ["2023", "2024"])
    func aDeferredFragmentArrivesAfterTheRestRendersWithOneNotificationPerPart(_ format: String) async throws {
        let gate = LiveRoutes.tag()
        let env = Environment(transport: URLSessionTransport(url: try LiveRoutes.graphql([
            ("defer_format", format), ("defer_gate", gate),
        ])))
        let events = LiveEvents(env)
        let handle = env.handle(for: LiveCharacterQuery(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        let body = Body(handle)

        #expect(await Live.wait { handle.phase.data?.character?.name != nil }, "the first part did not render")
        let character = try #require(handle.phase.data?.character)
        #expect(character.name == "Rick Sanchez")
        #expect(character.liveCharacterEpisodes == nil, "the deferred fragment is not there yet")
        #expect(handle.isRefreshing, "the fetch waits for its later part")
        #expect(await Live.wait { body.runs == 2 })
        #expect(events.commits == 1)

        try await LiveRoutes.command("release", [("gate", gate)])
        #expect(await Live.wait { character.liveCharacterEpisodes != nil }, "the deferred part did not arrive")
        #expect(await Live.wait { !handle.fetch.isInFlight && body.runs == 3 })
        #expect(body.invalidations == 2, "one notification per part")
        #expect(events.commits == 2)
        #expect(handle.fetch.failure == nil)

        // The response is the oracle: the fragment reads what the server sends for its fields.
        let raw = try await LiveServer.rawData(
            operationName: "Raw", text: "query Raw{character(id:\"1\"){status,episode{id,name}}}", variables: [:])
        let fragment = try #require(character.liveCharacterEpisodes)
        let read = ResponseTree.object(["character": .object([
            "status": .of(fragment.status),
            "episode": .list(fragment.episode.map { .object(["id": .of($0.id), "name": .of($0.name)]) }),
        ])])
        #expect(read == raw)
    }

    @Test func fetchWithFirstPartReturnsBeforeTheDeferredFragment() async throws {
        let gate = LiveRoutes.tag()
        let env = Environment(transport: URLSessionTransport(url: try LiveRoutes.graphql([("defer_gate", gate)])))
        let data = try await env.fetch(LiveCharacterQuery(id: "2"), firstPart: true)
        #expect(data.character?.name == "Morty Smith")
        #expect(data.character?.liveCharacterEpisodes == nil)
        try await LiveRoutes.command("release", [("gate", gate)])
        #expect(await Live.wait { data.character?.liveCharacterEpisodes?.episode.isEmpty == false })
    }

    @Test func aMultipartResponseWithoutABoundaryFailsClearlyAndCommitsNothing() async throws {
        let env = Environment(transport: URLSessionTransport(url: try LiveRoutes.graphql([
            ("multipart_fault", "no_boundary"),
        ])))
        let events = LiveEvents(env)
        do {
            _ = try await env.fetch(LiveCharacterQuery(id: "4"))
            Issue.record("the fetch did not fail")
        } catch let failure as Failure {
            guard case .transport(let error as FramingError) = failure else {
                Issue.record("expected a framing failure, got \(failure)")
                return
            }
            #expect(error.message == "multipart boundary is empty")
        }
        #expect(events.commits == 0)
        #expect(env.store.record("Character:4") == nil)
    }
}
