import Foundation
import Observation
@_spi(Generated) import Baton

/// Exact counts of lists and optimistic writes (SPEC §7 `counts.txt`), computed once, untimed.
@MainActor
enum ListsCounts {
    static let counter = Counter(name: "lists") { try counts() }

    /// The counts, computed without waiting (the tests call this directly).
    static func counts() throws -> [Count] {
        let (pageNotified, nodes) = try pages()
        let layers = try layerNotifications()
        let edges = try appendEdgeNotifications()
        return [
            Count(name: "notifications-per-page-appended", value: pageNotified),
            Count(name: "nodes-after-42-pages", value: nodes),
            Count(name: "notifications-apply", value: layers.apply),
            Count(name: "notifications-revert", value: layers.revert),
            Count(name: "notifications-rebase", value: layers.rebase),
            Count(name: "notifications-resolve", value: layers.resolve),
            Count(name: "notifications-append-edge-apply", value: edges.apply),
            Count(name: "notifications-append-edge-revert", value: edges.revert),
        ]
    }

    /// The most invalidations a body reading every node saw for one appended page, and the
    /// nodes after 42 pages.
    private static func pages() throws -> (Int, Int) {
        let store = try ListsFixture.store(pages: 1)
        let notes = try ListsFixture.notes(in: store)
        var most = 0
        for index in 1..<42 {
            let body = Body { blackHole(notes.nodes.map(\.id)) }
            store.commit(try ListsFixture.changes(index, for: store), kind: .server)
            most = max(most, body.invalidations)
        }
        return (most, notes.nodes.count)
    }

    /// One field observed by 20 rows: a layer applied, reverted, rebased under an unrelated
    /// server batch, and resolved by an answer that agrees.
    private static func layerNotifications() throws -> (apply: Int, revert: Int, rebase: Int, resolve: Int) {
        let store = try RuntimeFixture.filledStore()
        let changes = try RuntimeFixture.changesWithOneFieldChanged(for: store)
        let rows = ObservedRows(store: store)
        let layer = store.applyLayer(changes)
        let apply = rows.retrack()
        store.revert(layer)
        let revert = rows.retrack()
        let again = store.applyLayer(changes)
        rows.retrack()
        store.commit(try ListsFixture.changes(0, for: store), kind: .server)
        let rebase = rows.retrack()
        store.commit(changes, kind: .server, replacing: again)
        let resolve = rows.retrack()
        return (apply, revert, rebase, resolve)
    }

    /// A body reading the nodes while an `@appendEdge` layer is applied, then reverted.
    private static func appendEdgeNotifications() throws -> (apply: Int, revert: Int) {
        let store = try ListsFixture.store(pages: 1)
        let notes = try ListsFixture.notes(in: store)
        let applying = Body { blackHole(notes.nodes.map(\.id)) }
        let layer = store.applyLayer(try ListsFixture.addNoteChanges("new", for: store))
        let reverting = Body { blackHole(notes.nodes.map(\.id)) }
        store.revert(layer)
        return (applying.invalidations, reverting.invalidations)
    }
}

/// A view body run once inside `withObservationTracking`, counting its invalidations.
@MainActor
final class Body {
    private let box = Box()
    var invalidations: Int { box.value }

    init(_ read: @escaping @MainActor () -> Void) {
        let box = self.box
        withObservationTracking { read() } onChange: { box.bump() }
    }

    /// The onChange closure is `@Sendable`: invalidations land in a locked box.
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func bump() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
