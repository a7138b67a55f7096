@_spi(Generated) import Baton

/// Costs a hostile server used to control (issue 16): each pair is the same work with the
/// hostile dimension small and large, so the ratio shows the growth (≤ 2× is linear or flat).
@MainActor
enum HostileBenchmarks {
    static var benchmarks: [Benchmark] { [deleteFewTypes, deleteManyTypes, errorsFewAtATime, errorsAtOnce] }

    static let deleteFewTypesName = "delete-record-5-types"
    static let errorsFewAtATimeName = "errors-placed-1000x16"

    /// `@deleteRecord` (and the write that brings the record back) with 5 types interned.
    static let deleteFewTypes = deletion(deleteFewTypesName, types: 5, baseline: nil)
    /// The same against 50,000 interned types: an id index makes it independent of them.
    static let deleteManyTypes = deletion("delete-record-50000-types", types: 50_000,
                                          baseline: .local(deleteFewTypesName))

    /// 16 responses each placing 1,000 errors past 1,000 repeated members.
    static let errorsFewAtATime = Benchmark.repeated(
        errorsFewAtATimeName, unit: .milliseconds,
        setup: { (HostilePlans.errorsResponse(1_000), Resolution(HostilePlans.items, store: Store())) },
        body: { bytes, resolution in
            for _ in 0..<16 { blackHole(try Ingest.response(bytes, resolution: resolution, options: .partial)) }
        })

    /// One response placing 16,000 errors past 16,000 repeated members: linear when it costs
    /// what the 16 smaller ones do.
    static let errorsAtOnce = Benchmark.repeated(
        "errors-placed-16000", unit: .milliseconds, baseline: .local(errorsFewAtATimeName),
        setup: { (HostilePlans.errorsResponse(16_000), Resolution(HostilePlans.items, store: Store())) },
        body: { bytes, resolution in try Ingest.response(bytes, resolution: resolution, options: .partial) })

    private static func deletion(_ name: String, types: Int, baseline: BaselineReference?) -> Benchmark {
        Benchmark.repeated(
            name, unit: .microseconds, baseline: baseline,
            setup: { try DeletionFixture(types: types) },
            body: { fixture in fixture.deleteAndRevive() })
    }
}

/// A store of 1,000 items and the two change sets that delete item 500 and bring it back,
/// with `types` type names interned in the process first.
@MainActor
struct DeletionFixture {
    let store = Store()
    let delete: ChangeSet
    let revive: ChangeSet

    init(types: Int) throws {
        for i in 0..<types { _ = TypeID("BenchType\(i)") }
        let items = Resolution(HostilePlans.items, store: store)
        store.commit(try Ingest.response(HostilePlans.itemsResponse(1_000), resolution: items).changes, kind: .server)
        delete = try Ingest.response(Array(#"{"data":{"remove":{"removedId":"i500"}}}"#.utf8),
                                     resolution: Resolution(HostilePlans.remove, store: store)).changes
        revive = try Ingest.response(Array(#"{"data":{"items":[{"id":"i500","name":"n"}],"n":1}}"#.utf8),
                                     resolution: items).changes
    }

    /// Deletes item 500 and revives it: returns how many records the deletion marked.
    @discardableResult
    func deleteAndRevive() -> Int {
        store.commit(delete, kind: .server)
        let deleted = store.record("BenchItem:i500")?.isDeleted == true ? 1 : 0
        store.commit(revive, kind: .server)
        return deleted
    }
}

/// Exact counts of the hostile-input benchmarks: what the timed bodies do, so a change that
/// makes them do less (or nothing) shows.
@MainActor
enum HostileCounts {
    static let counter = Counter(name: "hostile") {
        let fixture = try DeletionFixture(types: 5)
        let bigErrors = try Ingest.response(HostilePlans.errorsResponse(16_000),
                                            resolution: Resolution(HostilePlans.items, store: Store()), options: .partial)
        let rootEntries = bigErrors.changes.records.first { $0.key == RecordKey.queryRoot }?.entries.count ?? 0
        return [
            Count(name: "delete-record-deleted", value: fixture.deleteAndRevive()),
            Count(name: "delete-record-records", value: fixture.store.keys.count),
            Count(name: "errors-placed-16000-placed", value: bigErrors.changes.errors.count),
            Count(name: "errors-placed-16000-unplaced", value: bigErrors.unplacedErrors.count),
            Count(name: "errors-placed-16000-root-entries", value: rootEntries),
        ]
    }
}
