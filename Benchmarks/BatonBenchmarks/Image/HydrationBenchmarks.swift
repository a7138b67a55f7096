import Foundation
@_spi(Generated) @_spi(Benchmarks) import Baton
import BatonTesting

/// The memory walk over records the image just brought back: what a relaunch that fills the
/// store first (a root's rows read as one, committed as one fill) pays to answer its check
/// from memory.
@MainActor
enum HydrationBenchmarks {
    static var benchmarks: [Benchmark] { [availabilityMemory] }

    /// The availability check of the page, answered from memory, over a store a check with
    /// the image has just filled (off the clock), per record: the first walk over the
    /// records the fill made, their values not read by anyone yet.
    static let availabilityMemory = Benchmark(name: "availability-memory-per-record", unit: .microseconds,
                                              baseline: nil, items: ImageBenchmarks.rows - 1) {
        { iterations in
            let file = try await ImageFixtureFiles.fixtureImage()
            var total = Duration.zero
            for _ in 0..<iterations {
                let store = await ImageFixtureFiles.openedStore(file)
                let resolution = CharactersPagePlan.resolution(store)
                guard Availability.check(resolution, in: store).source == .image else {
                    throw FixtureError.invalid("the page did not come from the image")
                }
                var answer: Availability.Answer?
                total += ContinuousClock().measure { answer = Availability.check(resolution, in: store) }
                guard answer?.source == .memory else { throw FixtureError.invalid("memory did not answer the second check") }
                await store.persistence?.close()
            }
            return total
        }
    }

    /// The heap a record a check with the image made holds (its object, its kept row, its
    /// strings' bytes, its entries in the store's tables), per record: what the store gives
    /// back when it ends, measured after the image is closed (its page cache freed). Printed,
    /// not pinned (the allocator's rounding is the platform's).
    static let counter = Counter(name: "hydration") {
        let file = try await ImageFixtureFiles.fixtureImage()
        let store = await ImageFixtureFiles.openedStore(file)
        guard Availability.check(CharactersPagePlan.resolution(store), in: store).source == .image else {
            throw FixtureError.invalid("the page did not come from the image")
        }
        await store.persistence?.close()
        Allocator.trim()
        let held = Allocator.heapInUse()
        await Environment(transport: SilentTransport(), store: store).end()
        Allocator.trim()
        let bytes = held - Allocator.heapInUse()
        return [Count(name: "memory-heap-bytes-per-hydrated-record", value: bytes / (ImageBenchmarks.rows - 1))]
    }
}
