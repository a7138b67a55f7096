@_spi(Generated) import Baton
import Foundation
import Observation
import Testing
@testable import RickAndMorty

/// Paging, refetching and optimistic renames against the live test server through
/// `URLSessionTransport` (SPEC §5.6, §5.7, §4.8 `@refetchable`), with the example's views.
/// The renames write characters 640–659, which no other test reads.
@Suite("End to end: lists and writes on the live server")
@MainActor
struct ListsEndToEndTests {
    /// The cast of `episode` as the server lists it: ids in order.
    func serverCast(_ episode: String) async throws -> [String] {
        let raw = try await LiveServer.rawData(
            operationName: "Cast", text: "query Cast($id:ID!){episode(id:$id){cast(first:1000){edges{node{id}}}}}",
            variables: ["id": episode])
        guard case .list(let edges) = raw["episode"]["cast"]["edges"] else { return [] }
        return edges.compactMap { if case .string(let id) = $0["node"]["id"] { id } else { nil } }
    }

    @Test func loadNextPagesThroughAWholeCastUntilHasNextIsFalse() async throws {
        let environment = try Live.environment()
        let screen = await Screens(environment: environment).episode(id: "3")
        let cast = try #require(screen.cast)
        #expect(cast.nodes.count == 10)
        var loads = 0
        while cast.hasNext, loads < 20 {
            try await cast.loadNext(10)
            loads += 1
        }
        let expected = try await serverCast("3")
        #expect(!cast.hasNext && !cast.isLoadingNext)
        #expect(cast.nodes.map { $0.characterRow.id } == expected)
        #expect(cast.totalCount == expected.count)
        #expect(loads == (expected.count - 1) / 10)
    }

    @Test func refetchRunsTheGeneratedQueryWithNewArguments() async throws {
        let environment = try Live.environment()
        let screen = await Screens(environment: environment).episode(id: "4")
        let episode = try #require(screen.query.phase.data?.episode?.episodeCast)
        try await episode.cast.loadNext(10)
        #expect(episode.cast.nodes.count == 20)
        let refetched = try await episode.refetch(count: 3)
        let expected = try await serverCast("4")
        // The cast started over with three; the records are the ones the parent reads too.
        #expect(refetched.cast.nodes.map { $0.characterRow.id } == Array(expected.prefix(3)))
        #expect(refetched.cast.hasNext)
        #expect(refetched.anchor.record === episode.anchor.record)
        #expect(refetched.name == episode.name)
    }

    @Test func anOptimisticRenameShowsAtOnceAndTheServerConfirmsIt() async throws {
        // A slow server: the answer comes long after the optimistic name shows.
        let environment = try Live.environment(faults: [("delay_ms", "300")])
        let screens = Screens(environment: environment)
        let screen = await screens.character(id: "641")  // held: the screen keeps its data
        let detail = try #require(screen.query.phase.data?.character?.characterDetail)
        let name = "Renamed \(UInt32.random(in: 0...UInt32.max))"
        let rows = Counter()
        withObservationTracking { _ = detail.name } onChange: { rows.bump() }
        let saving = await screens.rename(id: "641", name: name)
        #expect(detail.name == name)
        #expect(rows.value == 1)
        try await saving.value
        #expect(detail.name == name)
        let raw = try await LiveServer.rawData(operationName: "Name", text: #"query Name{character(id:"641"){name}}"#,
                                               variables: [:])
        #expect(raw["character"]["name"] == .string(name))
    }

    @Test func aRefusedRenameIsRevertedAndItsFailureThrown() async throws {
        let environment = try Live.environment()
        let screens = Screens(environment: environment)
        let screen = await screens.character(id: "642")  // held: the screen keeps its data
        let detail = try #require(screen.query.phase.data?.character?.characterDetail)
        let before = detail.name
        let saving = await screens.rename(id: "642", name: "")
        #expect(detail.name == "")
        do {
            try await saving.value
            Issue.record("the server accepted an empty name")
        } catch let failure as Failure {
            guard case .request(let errors) = failure else { throw failure }
            #expect(errors.errors.first?.message == "A character's name must not be empty.")
        }
        #expect(detail.name == before)
    }
}

/// Counts invalidations from `onChange` closures (which are `@Sendable`).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func bump() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

extension ResponseTree {
    /// A member of an object (null for anything else).
    fileprivate subscript(key: String) -> ResponseTree {
        if case .object(let members) = self { return members[key] ?? .null }
        return .null
    }
}
