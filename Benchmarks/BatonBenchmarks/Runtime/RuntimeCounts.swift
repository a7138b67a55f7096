@_spi(Generated) import Baton

/// Exact counts of the runtime on the page, computed once and untimed: they must not
/// drift (SPEC §7 `counts.txt`), so `--json` prints them for a script to compare.
@MainActor
enum RuntimeCounts {
    static let counter = Counter(name: "runtime") { try counts() }

    /// The counts, computed without waiting (the tests call this directly).
    static func counts() throws -> [Count] {
        let store = try RuntimeFixture.filledStore()
        let available = Availability.check(CharactersPagePlan.resolution(store), in: store).isAvailable
        let rows = ObservedRows(store: store)
        let same = store.commit(try RuntimeFixture.changes(for: store), kind: .server)
        let sameNotified = rows.retrack()
        let oneField = store.commit(try RuntimeFixture.changesWithOneFieldChanged(for: store), kind: .server)
        let oneFieldNotified = rows.retrack()
        let distinct = try RuntimeFixture.ingest(CharactersPage.distinctCast, for: Store())
        return [
            Count(name: "records-after-commit", value: store.keys.count),
            Count(name: "check-available", value: available ? 1 : 0),
            Count(name: "observed-rows", value: rows.rows.count),
            Count(name: "commit-same-changed-slots", value: same.changed),
            Count(name: "notifications-commit-same", value: sameNotified),
            Count(name: "commit-one-field-changed-slots", value: oneField.changed),
            Count(name: "notifications-per-commit-one-field", value: oneFieldNotified),
            // Every cast entry names a record of its own, so no object of the page repeats
            // another (the standard page names its 826 characters again in each episode).
            Count(name: "distinct-cast-records", value: distinct.records.count),
        ]
    }
}
