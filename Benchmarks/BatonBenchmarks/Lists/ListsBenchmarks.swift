import Foundation
import Observation
@_spi(Generated) import Baton

/// Lists and optimistic writes: a page merged into a connection, a connection's 2,100 nodes
/// read, optimistic layers applied and reverted, and an `@appendEdge` under a layer. Each is
/// beside what the same work costs without the feature (the page as a Foundation parse,
/// the records as a plain list, the payload committed as a server batch).
@MainActor
enum ListsBenchmarks {
    static var benchmarks: [Benchmark] {
        [loadNextJSON, loadNext, readList, readNodes, layerApply, layerRevert,
         appendEdgeCommit, appendEdgeApply, appendEdgeRevert]
    }

    static let loadNextJSONName = "load-next-json"
    static let readListName = "read-list-2100"
    static let appendEdgeCommitName = "append-edge-commit"
    /// The same payload committed as a server batch (the fixture with one field changed).
    static let commitSamePayloadName = "commit-one-field"

    /// A 50-edge page as Foundation parses it: what reading a page costs an app anyway.
    static let loadNextJSON = Benchmark.repeated(
        loadNextJSONName, unit: .microseconds,
        setup: { Data(ListsFixture.page(1)) },
        body: { data in try JSONSerialization.jsonObject(with: data) })

    /// One page of 50 edges: its bytes read and merged after the connection's end (what
    /// `loadNext` does once the page arrives). 42 pages are laid out ahead, off the clock;
    /// a fresh store takes over when they run out.
    static let loadNext = Benchmark(name: "load-next", unit: .microseconds, baseline: .local(loadNextJSONName)) {
        let pages = (1...42).map { ListsFixture.page($0) }
        var store = try ListsFixture.store(pages: 1)
        var resolutions = (1...42).map { ListsFixture.resolution($0, for: store) }
        var next = 0
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                if next == pages.count {
                    store = try ListsFixture.store(pages: 1)
                    resolutions = (1...42).map { ListsFixture.resolution($0, for: store) }
                    next = 0
                }
                let (bytes, resolution) = (pages[next], resolutions[next])
                next += 1
                total += try ContinuousClock().measure {
                    blackHole(store.commit(try Ingest.response(bytes, resolution: resolution).changes, kind: .server))
                }
            }
            return total
        }
    }

    /// The same 2,100 note records read as a plain list, in a tracked body.
    static let readList = Benchmark.repeated(
        readListName, unit: .microseconds,
        setup: {
            let store = try ListsFixture.mergedStore()
            let records = try ListsFixture.notes(in: store).nodes.map(\.anchor.record)
            let owner = Owner(store: store, isRooted: true)
            return (store, List<NoteLens>(records: records, owner: owner, origin: store.root(.query)))
        },
        body: { _, list in withObservationTracking { list.map(\.id) } onChange: {} })

    /// A connection's 2,100 merged nodes (42 pages) read through its lens in a tracked body:
    /// the edges list, each edge's node, each node's id.
    static let readNodes = Benchmark.repeated(
        "read-nodes-2100", unit: .microseconds, baseline: .local(readListName),
        setup: {
            let store = try ListsFixture.mergedStore()
            return (store, try ListsFixture.notes(in: store))
        },
        body: { _, notes in withObservationTracking { notes.nodes.map(\.id) } onChange: {} })

    /// The page with one field changed applied as an optimistic layer over the stored page,
    /// 20 rows observing; reverted off the clock.
    static let layerApply = Benchmark(name: "layer-apply", unit: .microseconds,
                                      baseline: .local(commitSamePayloadName)) {
        let (store, changes, rows) = try layerState()
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                var layer: Layer?
                total += ContinuousClock().measure { layer = store.applyLayer(changes) }
                rows.retrack()
                if let layer { store.revert(layer) }
                rows.retrack()
            }
            return total
        }
    }

    /// The same layer taken off again (applied off the clock).
    static let layerRevert = Benchmark(name: "layer-revert", unit: .microseconds,
                                       baseline: .local(commitSamePayloadName)) {
        let (store, changes, rows) = try layerState()
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let layer = store.applyLayer(changes)
                rows.retrack()
                total += ContinuousClock().measure { store.revert(layer) }
                rows.retrack()
            }
            return total
        }
    }

    private static func layerState() throws -> (Store, ChangeSet, ObservedRows) {
        let store = try RuntimeFixture.filledStore()
        return (store, try RuntimeFixture.changesWithOneFieldChanged(for: store), ObservedRows(store: store))
    }

    /// An `@appendEdge` payload committed as a server batch into a 50-edge connection.
    static let appendEdgeCommit = Benchmark.fresh(
        appendEdgeCommitName, unit: .microseconds,
        setup: { () -> (Store, ChangeSet) in
            let store = try ListsFixture.store(pages: 1)
            return (store, try ListsFixture.addNoteChanges("new", for: store))
        },
        body: { store, changes in store.commit(changes, kind: .server) })

    /// The same payload applied as an optimistic layer.
    static let appendEdgeApply = Benchmark.fresh(
        "append-edge-apply", unit: .microseconds, baseline: .local(appendEdgeCommitName),
        setup: { () -> (Store, ChangeSet) in
            let store = try ListsFixture.store(pages: 1)
            return (store, try ListsFixture.addNoteChanges("new", for: store))
        },
        body: { store, changes in store.applyLayer(changes) })

    /// That layer reverted: the edge, its node and the connection's edge index undone.
    static let appendEdgeRevert = Benchmark.fresh(
        "append-edge-revert", unit: .microseconds, baseline: .local(appendEdgeCommitName),
        setup: { () -> (Store, Layer) in
            let store = try ListsFixture.store(pages: 1)
            return (store, store.applyLayer(try ListsFixture.addNoteChanges("new", for: store)))
        },
        body: { store, layer in store.revert(layer) })
}
