import BatonFuzzing
import Testing

/// The deterministic mutation tests: every seed, and seeded mutations of it (the same inputs
/// on every run), through both harnesses. Each input must hold every invariant the harness
/// checks: no crash, nothing written on failure, an error with a message and a byte offset
/// inside the input, and a commit, a dump, a check and a collection after a success.
@Suite("Seeded mutations")
struct MutationTests {
    static let mutationsPerSeed = 40

    @Test @MainActor func responsesAndTheirMutationsHoldTheRuntimeInvariants() async {
        let seeds = Corpus.responses
        #expect(seeds.count >= 60, "the response fixtures were found")
        var mutator = Mutator(seed: 16)
        var tried = 0
        for original in seeds {
            for input in Self.inputs(original, &mutator) {
                tried += 1
                Self.record(RuntimeHarness.problems(input), input)
                // The harness runs on the main actor: let the other main-actor suites run
                // between inputs, so their waits are not starved.
                await Task.yield()
            }
        }
        #expect(tried >= 2_500, "thousands of inputs")
    }

    @Test func documentsAndTheirMutationsHoldTheFrontEndInvariants() async {
        let seeds = Corpus.documents
        #expect(seeds.count >= 90, "the GraphQL fixtures were found")
        var mutator = Mutator(seed: 9)
        var tried = 0
        for original in seeds {
            for input in Self.inputs(original, &mutator) {
                tried += 1
                Self.record(GraphQLHarness.problems(input), input)
                // Long synchronous work would hold one of the few threads every task shares.
                await Task.yield()
            }
        }
        #expect(tried >= 3_000, "thousands of inputs")
    }

    /// A seed and its mutations (a seed larger than 32 KB, the GitHub schema, only itself).
    private static func inputs(_ original: [UInt8], _ mutator: inout Mutator) -> [[UInt8]] {
        let mutations = original.count > 32_768 ? 0 : mutationsPerSeed
        return [original] + (0..<mutations).map { _ in mutator.mutate(original) }
    }

    /// Records an input that broke an invariant, with what it broke.
    private static func record(_ found: [String], _ input: [UInt8]) {
        guard !found.isEmpty else { return }
        Issue.record("\(found.joined(separator: "; ")) — input: \(Corpus.describe(input))")
    }
}

/// Every crash libFuzzer found is kept under `Regressions/<harness>/` and replayed here.
@Suite("Fuzz reproducers")
struct RegressionTests {
    @Test @MainActor func everyGraphQLReproducerHolds() {
        for url in Corpus.regressions("graphql") {
            let found = GraphQLHarness.problems(Corpus.bytes(url))
            #expect(found.isEmpty, "\(url.lastPathComponent): \(found)")
        }
    }

    @Test @MainActor func everyRuntimeReproducerHolds() {
        for url in Corpus.regressions("runtime") {
            let found = RuntimeHarness.problems(Corpus.bytes(url))
            #expect(found.isEmpty, "\(url.lastPathComponent): \(found)")
        }
    }
}
