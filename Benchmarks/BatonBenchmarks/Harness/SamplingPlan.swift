/// How long and how often a benchmark is measured.
struct SamplingPlan: Equatable {
    /// Time spent running the body before any sample counts (caches, lazy tables).
    var warmUp: Duration
    /// The length one sample aims for: iterations are scaled so the clock's resolution
    /// and its own cost vanish next to it.
    var sampleTarget: Duration
    /// Samples wanted.
    var samples: Int
    /// Fewest samples kept even when the budget runs out.
    var minimumSamples: Int
    /// Wall-clock budget for the samples (set-up included), so slow bodies stay bounded.
    var budget: Duration
    /// Fewest pairs a paired benchmark keeps even when the budget runs out. A pair with
    /// graphql-core's front end takes over two seconds, so the budget alone leaves five, and
    /// a median of five pairs moved ±10 % from run to run.
    var minimumPairs = 1
    /// Iterations of the one run of a run-once plan (`--iterations`).
    var onceIterations = 1

    /// The plan for a normal run.
    static let standard = SamplingPlan(warmUp: .milliseconds(200), sampleTarget: .milliseconds(10),
                                       samples: 31, minimumSamples: 5, budget: .seconds(3),
                                       minimumPairs: 11)

    /// `--quick`: every body runs exactly once, for CI to prove it still runs.
    static let quick = SamplingPlan(warmUp: .zero, sampleTarget: .zero,
                                    samples: 1, minimumSamples: 1, budget: .zero)

    /// `--iterations N`: every body runs exactly `n` times in one sample, so an instruction
    /// count (callgrind) of two runs with different `n` gives the cost of one iteration.
    static func once(_ n: Int) -> SamplingPlan {
        var plan = quick
        plan.onceIterations = n
        return plan
    }

    /// Whether this is a run-once plan.
    var isQuick: Bool { samples == 1 && warmUp == .zero }
}
