import Foundation
import Observation
@_spi(Generated) import Baton

/// The runtime on the Rick and Morty page: bytes to change set, commits, reads. Each is
/// paired with what an app would otherwise pay in the same run (Foundation's JSON parse,
/// a plain `@Observable` read).
@MainActor
enum RuntimeBenchmarks {
    static var benchmarks: [Benchmark] { ingestAndCommits + reads }
    static var ingestAndCommits: [Benchmark] {
        [ingest, ingestDistinct, commitEmpty, bytesIntoStore, commitSame, commitOneField]
    }
    static var reads: [Benchmark] { [readUntracked, readTracked, check] }

    /// Bytes to change set, off the main actor in an app (timed here on one thread).
    static let ingest = Benchmark.repeated(
        "ingest", unit: .milliseconds, baseline: .local(JSONBaselines.serializationName),
        setup: { (CharactersPage.standard, CharactersPagePlan.resolution(Store())) },
        body: { bytes, resolution in try Ingest.response(bytes, resolution: resolution) })

    /// Bytes to change set on the page whose objects each name a record of their own
    /// (`CharactersPage.distinctCast`): no object repeats an earlier one, so none is skipped
    /// and every member is read; against Foundation's parse of the same bytes.
    static let ingestDistinct = Benchmark.repeated(
        "ingest-distinct", unit: .milliseconds, baseline: .local(JSONBaselines.serializationDistinctName),
        setup: { (CharactersPage.distinctCast, CharactersPagePlan.resolution(Store())) },
        body: { bytes, resolution in try Ingest.response(bytes, resolution: resolution) })

    /// The change set into an empty store: every record created.
    static let commitEmpty = Benchmark.fresh(
        "commit-empty", unit: .milliseconds,
        setup: {
            let store = Store()
            return (store, try RuntimeFixture.changes(for: store))
        },
        body: { store, changes in store.commit(changes, kind: .server) })

    /// Response bytes into an empty store (ingest, then commit): what an app waits for
    /// between the response and its first read, against decoding the same bytes into
    /// Codable models.
    static let bytesIntoStore = Benchmark.fresh(
        "bytes-into-store", unit: .milliseconds, baseline: .local(JSONBaselines.decoderName),
        setup: {
            let store = Store()
            return (store, CharactersPage.standard, CharactersPagePlan.resolution(store))
        },
        body: { store, bytes, resolution in
            store.commit(try Ingest.response(bytes, resolution: resolution).changes, kind: .server)
        })

    /// The same payload again: every value compared, nothing written, nobody notified;
    /// against committing it into an empty store (the target is at most a tenth of that).
    static let commitSame = Benchmark.repeated(
        "commit-same", unit: .microseconds, baseline: .local(commitEmpty.name),
        setup: {
            let store = try RuntimeFixture.filledStore()
            return (store, try RuntimeFixture.changes(for: store))
        },
        body: { store, changes in store.commit(changes, kind: .server) })

    /// The page again with one field changed, alternating two versions, while 20 rows
    /// observe the 20 characters; the rows are tracked again between commits, off the clock.
    static let commitOneField = Benchmark(name: "commit-one-field", unit: .microseconds, baseline: nil) {
        let store = try RuntimeFixture.filledStore()
        let versions = [try RuntimeFixture.changesWithOneFieldChanged(for: store), try RuntimeFixture.changes(for: store)]
        let rows = ObservedRows(store: store)
        var next = 0
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let changes = versions[next]
                next = 1 - next
                total += ContinuousClock().measure { blackHole(store.commit(changes, kind: .server)) }
                rows.retrack()
            }
            return total
        }
    }

    /// One field through a row's lens, outside any tracking scope (an event handler's read).
    static let readUntracked = Benchmark.repeated(
        "read-untracked", unit: .nanoseconds, baseline: .local(ObservationBaselines.untrackedName),
        setup: filledStoreAndRick,
        body: { _, rick in rick.name })

    /// One field through a row's lens inside `withObservationTracking`, as in a view body.
    static let readTracked = Benchmark.repeated(
        "read-tracked", unit: .nanoseconds, baseline: .local(ObservationBaselines.trackedName),
        setup: filledStoreAndRick,
        body: { _, rick in withObservationTracking { rick.name } onChange: {} })

    /// The availability check with the page in memory: every field the operation waits for,
    /// walked from the root (what a handle asks before it decides to fetch).
    static let check = Benchmark.repeated(
        "check", unit: .microseconds,
        setup: {
            let store = try RuntimeFixture.filledStore()
            let resolution = CharactersPagePlan.resolution(store)
            guard Availability.check(resolution, in: store).isAvailable else {
                throw FixtureError.invalid("the page is not available right after its commit")
            }
            return (store, resolution)
        },
        body: { store, resolution in Availability.check(resolution, in: store) })

    /// A store holding the page, and character 1's lens (the store keeps its record alive).
    private static func filledStoreAndRick() throws -> (Store, CharacterRowLens) {
        let store = try RuntimeFixture.filledStore()
        return (store, try CharacterRowLens.rick(in: store))
    }
}
