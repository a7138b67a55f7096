import Foundation
import Observation
import Testing
@_spi(Generated) import Baton
import BatonTesting

/// The generated `isPresent` of a deferred fragment (`Friends_character`, spread under
/// `@defer` in `NodeQuery`), read through an environment while the part arrives: a body that
/// reads it renders again once when the part lands, and not for later changes inside it.
@Suite("Generated lenses: isPresent of a deferred fragment")
@MainActor
struct DeferredPresenceTests {
    nonisolated static let label = "NodeQuery$defer$Friends_character"
    nonisolated static let first = #"{"node":{"__typename":"Character","id":"1","name":"Rick"},"location":{"name":"Earth","id":"l1"}}"#
    nonisolated static let part = #"{"friends":[{"name":"Morty","id":"2"},{"name":"Summer","id":"3"}]}"#

    enum Shape: String, CaseIterable, Sendable {
        case june2023, pending2024

        var first: Data {
            switch self {
            case .june2023: Data(#"{"data":\#(DeferredPresenceTests.first),"hasNext":true}"#.utf8)
            case .pending2024:
                Data(#"{"data":\#(DeferredPresenceTests.first),"pending":[{"id":"0","path":["node"],"label":"\#(DeferredPresenceTests.label)"}],"hasNext":true}"#.utf8)
            }
        }

        var part: Data {
            switch self {
            case .june2023:
                Data(#"{"incremental":[{"data":\#(DeferredPresenceTests.part),"path":["node"],"label":"\#(DeferredPresenceTests.label)"}],"hasNext":false}"#.utf8)
            case .pending2024:
                Data(#"{"incremental":[{"id":"0","data":\#(DeferredPresenceTests.part)}],"completed":[{"id":"0"}],"hasNext":false}"#.utf8)
            }
        }
    }

    /// Counts invalidations of a body that reads only what `read` reads; re-tracks after each.
    nonisolated final class Body: @unchecked Sendable {
        private(set) var runs = 0
        private(set) var invalidations = 0
        private(set) var seen: [Bool] = []
        let read: @MainActor () -> Bool

        @MainActor init(_ read: @escaping @MainActor () -> Bool) {
            self.read = read
            track()
        }

        @MainActor func track() {
            runs += 1
            withObservationTracking {
                seen.append(read())
            } onChange: { [self] in
                invalidations += 1
                Task { @MainActor in self.track() }
            }
        }
    }

    @Test(arguments: Shape.allCases)
    func aBodyReadingIsPresentRendersAgainOnceWhenThePartLands(_ shape: Shape) async throws {
        let transport = ScriptedTransport()
        transport.drive(NodeQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: NodeQuery(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        let body = Body { handle.phase.data?.node?.asCharacter?.later?.isPresent ?? false }
        #expect(await wait(until: { !transport.driven.isEmpty }))
        let stream = try #require(transport.driven.first)

        stream.send(shape.first)
        #expect(await wait(until: { body.runs == 2 }))
        #expect(handle.phase.data?.node?.asCharacter?.name == "Rick")
        #expect(handle.phase.data?.node?.asCharacter?.later == nil, "nil until the part arrives")
        #expect(body.invalidations == 1 && body.seen == [false, false])

        stream.send(shape.part)
        #expect(await wait(until: { body.runs == 3 && !handle.fetch.isInFlight }))
        #expect(body.invalidations == 2)
        #expect(body.seen == [false, false, true])
        let later = try #require(handle.phase.data?.node?.asCharacter?.later)
        #expect(later.isPresent)
        #expect(later.friends.map(\.name) == ["Morty", "Summer"])

        // A change inside the part (a friend's name) does not touch its presence.
        try env.commitPayload(NodeQuery(id: "1"), Payload(Data(
            #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick","friends":[{"name":"Morty S.","id":"2"},{"name":"Summer","id":"3"}]},"location":{"name":"Earth","id":"l1"}}}"#.utf8)))
        #expect(later.friends.first?.name == "Morty S.")
        for _ in 0..<5 { await Task.yield() }
        #expect(body.invalidations == 2 && body.runs == 3)
    }

    /// A lens kept by a child view says on its own whether its part is there: the same
    /// record's part, read through a lens made before it arrived.
    @Test func aKeptLensTurnsPresentWhenItsPartIsWritten() throws {
        let env = Environment(transport: ScriptedTransport())
        try env.commitPayload(NodeQuery(id: "1"), Payload(Data(#"{"data":\#(Self.first)}"#.utf8)))
        let handle = env.handle(for: NodeQuery(id: "1"), fetchPolicy: .storeOnly)
        let node = try #require(handle.phase.data?.node?.asCharacter)
        #expect(node.later == nil)
        let kept = Friends_character(anchor: node.anchor.spread())
        #expect(!kept.isPresent)
        let body = Body { kept.isPresent }
        try env.commitPayload(NodeQuery(id: "1"), Payload(Data(
            #"{"data":{"node":{"__typename":"Character","id":"1","name":"Rick","friends":[]},"location":{"name":"Earth","id":"l1"}}}"#.utf8)))
        #expect(body.invalidations == 1)
        #expect(kept.isPresent && kept.friends.isEmpty, "an empty list is a part that arrived")
        #expect(node.later != nil)
    }

    /// An aliased inline fragment under `@defer` (`DeferredInlineQuery`) waits the same way.
    @Test func anAliasedDeferredInlineFragmentIsNilUntilItsPartLands() async throws {
        let transport = ScriptedTransport()
        transport.drive(DeferredInlineQuery.name)
        let env = Environment(transport: transport)
        let handle = env.handle(for: DeferredInlineQuery(id: "1"))
        let retention = handle.retain()
        defer { retention.end() }
        let body = Body { handle.phase.data?.character?.extra?.isPresent ?? false }
        #expect(await wait(until: { !transport.driven.isEmpty }))
        let stream = try #require(transport.driven.first)
        stream.send(Data(#"{"data":{"character":{"name":"Rick","id":"1"}},"hasNext":true}"#.utf8))
        #expect(await wait(until: { body.runs == 2 }))
        #expect(handle.phase.data?.character?.name == "Rick")
        #expect(handle.phase.data?.character?.extra == nil)
        stream.send(Data(#"{"incremental":[{"data":{"height":1.8,"nicknames":["Pickle"]},"path":["character"],"label":"DeferredInlineQuery$defer$extra"}],"hasNext":false}"#.utf8))
        #expect(await wait(until: { body.runs == 3 && !handle.fetch.isInFlight }))
        #expect(body.invalidations == 2 && body.seen == [false, false, true])
        #expect(handle.phase.data?.character?.extra?.height == 1.8)
        #expect(handle.phase.data?.character?.extra?.nicknames == ["Pickle"])
    }
}
