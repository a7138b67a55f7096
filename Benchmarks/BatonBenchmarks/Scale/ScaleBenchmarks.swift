@_spi(Generated) import Baton

/// How cost grows with the work: ingest and commit of 1×, 4× and 16× the fixture (each
/// compared with 1×: linear means a ratio near 1/4 and 1/16), and a read and a commit of the
/// page in a store of 100,000 records compared with one of 1,000 (a ratio near 1).
@MainActor
enum ScaleBenchmarks {
    static var benchmarks: [Benchmark] {
        ScaledPage.scales.map(ingest) + ScaledPage.scales.map(commit)
            + [StoreOfSize.small, StoreOfSize.large].map(read)
            + [StoreOfSize.small, StoreOfSize.large].map(commitInStore)
    }

    static func ingestName(_ n: Int) -> String { "scale-ingest-\(n)x" }
    static func commitName(_ n: Int) -> String { "scale-commit-\(n)x" }
    static func readName(_ size: Int) -> String { "scale-read-\(size / 1000)k" }
    static func commitInStoreName(_ size: Int) -> String { "scale-commit-page-\(size / 1000)k" }

    /// The `n`× response's bytes to a change set.
    static func ingest(_ n: Int) -> Benchmark {
        .repeated(ingestName(n), unit: .milliseconds, baseline: n == 1 ? nil : .local(ingestName(1)),
                  setup: { (ScaledPage.bytes(n), CharactersPagePlan.resolution(Store())) },
                  body: { bytes, resolution in try Ingest.response(bytes, resolution: resolution) })
    }

    /// The `n`× change set into an empty store.
    static func commit(_ n: Int) -> Benchmark {
        .fresh(commitName(n), unit: .milliseconds, baseline: n == 1 ? nil : .local(commitName(1)),
               setup: {
                   let store = Store()
                   return (store, try changes(n, for: store))
               },
               body: { store, changes in store.commit(changes, kind: .server) })
    }

    /// One field of character 1 through its lens, untracked, in a store of `size` records.
    static func read(_ size: Int) -> Benchmark {
        .repeated(readName(size), unit: .nanoseconds,
                  baseline: size == StoreOfSize.small ? nil : .local(readName(StoreOfSize.small)),
                  setup: {
                      let store = try StoreOfSize.shared(size)
                      return (store, try CharacterRowLens.rick(in: store))
                  },
                  body: { _, rick in rick.name })
    }

    /// The page with one field changed, alternating two versions, into a store of `size`
    /// records: each commit compares the page and writes one slot.
    static func commitInStore(_ size: Int) -> Benchmark {
        let name = commitInStoreName(size)
        return Benchmark(name: name, unit: .microseconds,
                         baseline: size == StoreOfSize.small ? nil : .local(commitInStoreName(StoreOfSize.small))) {
            let store = try StoreOfSize.shared(size)
            let versions = [try RuntimeFixture.changesWithOneFieldChanged(for: store),
                            try RuntimeFixture.changes(for: store)]
            var next = 0
            return { iterations in
                ContinuousClock().measure {
                    for _ in 0..<iterations {
                        blackHole(store.commit(versions[next], kind: .server))
                        next = 1 - next
                    }
                }
            }
        }
    }

    /// The `n`× change set for `store` (a change set holds keys its store numbered, so each
    /// store gets its own).
    static func changes(_ n: Int, for store: Store) throws -> ChangeSet {
        try Ingest.response(ScaledPage.bytes(n), resolution: CharactersPagePlan.resolution(store)).changes
    }
}
