import Testing
@testable import BatonBenchmarks

/// The counts the benchmarks print are facts about the runtime, asserted here so a change
/// that breaks them fails a test and not only a benchmark run.
@MainActor
@Suite struct RuntimeCountsTests {
    func counts() throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try RuntimeCounts.counts().map { ($0.name, $0.value) })
    }

    @Test func thePageNormalizesToTheFixturesRecordsPlusTheOtherRoots() throws {
        // The fixture's records (root included) plus the mutation and subscription roots.
        #expect(try counts()["records-after-commit"] == FixtureFacts.standard.recordCount + 2)
    }

    @Test func thePageIsAvailableAfterItsCommit() throws {
        #expect(try counts()["check-available"] == 1)
    }

    @Test func theSamePayloadChangesAndNotifiesNothing() throws {
        let counts = try counts()
        #expect(counts["commit-same-changed-slots"] == 0)
        #expect(counts["notifications-commit-same"] == 0)
    }

    @Test func oneChangedFieldInvalidatesOneOfTwentyRows() throws {
        let counts = try counts()
        #expect(counts["observed-rows"] == 20)
        #expect(counts["commit-one-field-changed-slots"] == 1)
        #expect(counts["notifications-per-commit-one-field"] == 1)
    }
}

/// What a view's `@Query` costs a body, as counts: one lookup of the environment per render
/// pass, none per later read, and the page ready from the store with no request.
@MainActor
@Suite struct ViewResolveCountsTests {
    @Test func laterReadsLookNothingUp() async throws {
        let counts = Dictionary(uniqueKeysWithValues: try await ViewResolveBenchmarks.counter.compute().map { ($0.name, $0.value) })
        #expect(counts == ["view-resolve-lookups-first-read": 1, "view-resolve-lookups-100-later-reads": 0,
                           "view-resolve-lookups-next-pass": 1, "view-resolve-ready": 1, "view-resolve-requests": 0])
    }
}

/// Every registered benchmark still runs (what `--quick` proves in CI), without timing
/// anything: each set-up and one run of each body must not throw.
@MainActor
@Suite struct EveryBenchmarkRunsTests {
    @Test func eachRunsOnce() async {
        for benchmark in Self.allBenchmarks() {
            await #expect(throws: Never.self, "\(benchmark.name)") {
                let measure = try benchmark.prepare()
                _ = try await measure(1)
            }
            // Each body holds the main actor while it runs; between them, the suites running
            // in parallel get their turn (on a loaded machine this run takes minutes).
            await Task.yield()
        }
    }

    static func allBenchmarks() -> [Benchmark] {
        JSONBaselines.benchmarks + ObservationBaselines.benchmarks + LanguageBenchmarks.benchmarks
            + RuntimeBenchmarks.benchmarks + FramingBenchmarks.benchmarks + LoopbackBenchmarks.benchmarks
            + ViewResolveBenchmarks.benchmarks + ListsBenchmarks.benchmarks
    }

    @Test func namesAreUniqueAndBaselinesExist() {
        let names = Self.allBenchmarks().map(\.name)
        #expect(Set(names).count == names.count)
        for benchmark in Self.allBenchmarks() {
            if case .local(let baseline) = benchmark.baseline { #expect(names.contains(baseline)) }
        }
    }
}
