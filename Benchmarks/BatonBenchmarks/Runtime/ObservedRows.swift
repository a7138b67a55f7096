import Foundation
import Observation
@_spi(Generated) import Baton

/// Twenty list rows watching the page's twenty characters the way a view body does: each
/// row reads its lens's fields inside `withObservationTracking`, counts an invalidation
/// when told, and is tracked again before the next commit (off the clock).
@MainActor
final class ObservedRows {
    /// The onChange closure is `@Sendable`, so invalidations land in a locked box.
    final class Invalidations: @unchecked Sendable {
        private let lock = NSLock()
        private var rows: [Int] = []

        func record(_ row: Int) { lock.withLock { rows.append(row) } }

        /// The rows invalidated since the last call.
        func drain() -> [Int] { lock.withLock { defer { rows = [] }; return rows } }
    }

    let rows: [CharacterRowLens]
    let invalidations = Invalidations()
    /// Every invalidation seen so far.
    private(set) var total = 0

    init(store: Store) {
        let owner = Owner(store: store, variables: ["page": 1], isRooted: true)
        rows = (1...CharactersPage.pageSize).compactMap { id in
            store.record("Character:\(id)").map { CharacterRowLens(anchor: Anchor(record: $0, owner: owner)) }
        }
        for row in rows.indices { track(row) }
    }

    /// Re-tracks the rows invalidated since the last call; answers how many there were.
    @discardableResult
    func retrack() -> Int {
        let rows = invalidations.drain()
        total += rows.count
        for row in rows { track(row) }
        return rows.count
    }

    private func track(_ row: Int) {
        let lens = rows[row]
        let box = invalidations
        withObservationTracking {
            blackHole((lens.id, lens.name, lens.status, lens.species, lens.gender, lens.created))
        } onChange: {
            box.record(row)
        }
    }
}
