import BatonFuzzing
import Testing

/// The deterministic mutation tests: every seed, and seeded mutations of it (the same inputs
/// on every run), through both harnesses. Each input must hold every invariant the harness
/// checks: no crash, nothing written on failure, an error with a message and a byte offset
/// inside the input, and a commit, a dump, a check and a collection after a success.
@Suite("Seeded mutations")
struct MutationTests {
    static let mutationsPerSeed = 40

    @Test @MainActor func responsesAndTheirMutationsHoldTheRuntimeInvariants() {
        let seeds = Corpus.responses
        #expect(seeds.count >= 60, "the response fixtures were found")
        let tried = Self.run(seeds, seed: 16) { RuntimeHarness.problems($0) }
        #expect(tried >= 2_500, "thousands of inputs")
    }

    @Test func documentsAndTheirMutationsHoldTheFrontEndInvariants() {
        let seeds = Corpus.documents
        #expect(seeds.count >= 90, "the GraphQL fixtures were found")
        let tried = Self.run(seeds, seed: 9) { GraphQLHarness.problems($0) }
        #expect(tried >= 3_000, "thousands of inputs")
    }

    /// Runs each seed and its mutations (a seed larger than 32 KB, the GitHub schema, only
    /// once); records each input that broke an invariant.
    private static func run(_ seeds: [[UInt8]], seed: UInt64, _ problems: ([UInt8]) -> [String]) -> Int {
        var mutator = Mutator(seed: seed)
        var tried = 0, failed = 0
        for original in seeds {
            let mutations = original.count > 32_768 ? 0 : mutationsPerSeed
            for k in 0...mutations where failed < 10 {
                let input = k == 0 ? original : mutator.mutate(original)
                tried += 1
                let found = problems(input)
                if !found.isEmpty {
                    failed += 1
                    Issue.record("\(found.joined(separator: "; ")) — input: \(Corpus.describe(input))")
                }
            }
        }
        return tried
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
