import Testing
@testable import BatonBenchmarks

/// The counts of lists and optimistic writes the benchmarks print (SPEC §5.6, §5.7, §7):
/// asserted here so a change that breaks them fails a test, not only a benchmark run.
@MainActor
@Suite struct ListsCountsTests {
    /// Computed once for the suite: seconds of main-actor work in a debug build.
    static let computed = Result { try ListsCounts.counts() }

    func counts() throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try Self.computed.get().map { ($0.name, $0.value) })
    }

    @Test func eachAppendedPageNotifiesABodyReadingTheNodesOnce() throws {
        let counts = try counts()
        #expect(counts["notifications-per-page-appended"] == 1)
        #expect(counts["nodes-after-42-pages"] == 2100)
    }

    @Test func aLayerNotifiesOnceOnApplyAndRevertAndNeverOnRebaseOrAnAgreeingAnswer() throws {
        let counts = try counts()
        #expect(counts["notifications-apply"] == 1)
        #expect(counts["notifications-revert"] == 1)
        #expect(counts["notifications-rebase"] == 0)
        #expect(counts["notifications-resolve"] == 0)
    }

    @Test func anAppendedEdgeUnderALayerNotifiesOnceEachWay() throws {
        let counts = try counts()
        #expect(counts["notifications-append-edge-apply"] == 1)
        #expect(counts["notifications-append-edge-revert"] == 1)
    }
}
