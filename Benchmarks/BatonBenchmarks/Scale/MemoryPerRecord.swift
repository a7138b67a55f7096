import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Generated) import Baton

/// Memory a store holds per record after the `n`× response is ingested and committed (the
/// change set released): live heap bytes (what the allocator has handed out and not had
/// back) and resident bytes (the process's resident set), each divided by the records added.
@MainActor
enum MemoryPerRecord {
    static func measure(_ n: Int) throws -> [Count] {
        let bytes = ScaledPage.bytes(n)
        let heapBefore = Allocator.heapInUse(), residentBefore = Allocator.residentBytes()
        let store = Store()
        do {
            let changes = try Ingest.response(bytes, resolution: CharactersPagePlan.resolution(store)).changes
            store.commit(changes, kind: .server)
        }
        let heap = Allocator.heapInUse() - heapBefore, resident = Allocator.residentBytes() - residentBefore
        let records = store.keys.count
        withExtendedLifetime(store) {}
        return [Count(name: "memory-heap-bytes-per-record", value: heap / records),
                Count(name: "memory-resident-bytes-per-record", value: max(0, resident) / records)]
    }
}
