@_spi(Generated) import Baton

/// The scale curve's exact sizes (bytes and records per scale, the two store sizes), pinned.
@MainActor
enum ScaleCounts {
    static let counter = Counter(name: "scale") {
        var counts: [Count] = []
        for n in ScaledPage.scales {
            let store = Store()
            store.commit(try ScaleBenchmarks.changes(n, for: store), kind: .server)
            counts.append(Count(name: "scale-\(n)x-bytes", value: ScaledPage.bytes(n).count))
            counts.append(Count(name: "scale-\(n)x-records", value: store.keys.count))
        }
        for size in [StoreOfSize.small, StoreOfSize.large] {
            counts.append(Count(name: "store-\(size / 1000)k-records", value: try StoreOfSize.shared(size).keys.count))
        }
        return counts
    }

    /// Memory per record, measured in a fresh child process and printed but not pinned (the
    /// allocator decides it).
    static let memory = Counter(name: "memory") {
        try MemoryPerRecord.inFreshProcess(ScaledPage.scales.last!, executable: MemoryPerRecord.benchmarksBinary)
    }
}
