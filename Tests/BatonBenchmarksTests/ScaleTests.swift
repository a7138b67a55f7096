import Foundation
import Testing
@_spi(Generated) import Baton
@testable import BatonBenchmarks

/// The scale curve measures what it says: 1× is the fixture, `n`× is `n` blocks of the
/// same size with no record shared, and the two stores hold exactly 1,000 and 100,000
/// records with the page among them.
@MainActor
@Suite("Scale curve", .serialized)
struct ScaleTests {
    @Test func oneTimesIsTheFixtureByteForByte() {
        #expect(ScaledPage.bytes(1) == CharactersPage.standard)
        #expect(ScaledPage.recordCount(1) == FixtureFacts.standard.recordCount)
    }

    @Test func nTimesHoldsNBlocksOfThePageWithNoRecordShared() throws {
        let one = ScaledPage.bytes(1).count
        for n in [4, 16] {
            let bytes = ScaledPage.bytes(n)
            // Within 10 % of n pages' bytes: the blocks differ only in drawn values.
            #expect(abs(Double(bytes.count) / Double(n * one) - 1) < 0.1, "\(n)x is \(bytes.count) bytes")
            let store = Store()
            store.commit(try ScaleBenchmarks.changes(n, for: store), kind: .server)
            // Each block's records, the three shared ones, and the other two roots.
            #expect(store.keys.count == ScaledPage.recordCount(n) + 2)
            #expect(ScaledPage.recordCount(n) - 3 > n * 850)
            let response = try JSONDecoder().decode(CharactersPageResponse.self, from: Data(bytes))
            #expect(response.data.characters.results.count == n * CharactersPage.pageSize)
            #expect(Set(response.data.characters.results.map(\.id)).count == n * CharactersPage.pageSize)
        }
    }

    @Test func storesOfOneThousandAndOneHundredThousandRecordsHoldThePage() throws {
        for size in [StoreOfSize.small, StoreOfSize.large] {
            let store = try StoreOfSize.shared(size)
            #expect(store.keys.count == size)
            #expect(try CharacterRowLens.rick(in: store).name == "Rick Sanchez")
        }
    }

    @Test func theCountsAreTheSizes() async throws {
        let counts = Dictionary(uniqueKeysWithValues: try await ScaleCounts.counter.compute().map { ($0.name, $0.value) })
        #expect(counts["scale-1x-bytes"] == FixtureFacts.standard.byteCount)
        #expect(counts["scale-1x-records"] == FixtureFacts.standard.recordCount + 2)
        #expect(counts["scale-16x-records"] == ScaledPage.recordCount(16) + 2)
        #expect(counts["store-1k-records"] == 1_000)
        #expect(counts["store-100k-records"] == 100_000)
    }

    /// Through the run's own path: the counter starts the BatonBenchmarks binary the build put
    /// beside the tests as a fresh child, where the resident set grows by what the store holds
    /// (in a long-lived process it read 0: the pages were already resident).
    @Test func memoryPerRecordIsMeasuredInAFreshProcess() async throws {
        let counts = Dictionary(uniqueKeysWithValues: try await ScaleCounts.memory.compute().map { ($0.name, $0.value) })
        // Measured, not pinned: a record costs something, and less than 64 KiB.
        #expect((1..<65_536).contains(counts["memory-heap-bytes-per-record"] ?? 0))
        #expect((1..<65_536).contains(counts["memory-resident-bytes-per-record"] ?? 0))
    }
}
