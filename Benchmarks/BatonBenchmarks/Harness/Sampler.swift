/// Turns a ``Measure`` into per-operation samples: warm up, scale the iterations to the
/// sample target, then sample until enough samples or the budget is spent.
@MainActor
struct Sampler {
    let plan: SamplingPlan
    /// Bounds the iteration count so a body the optimizer emptied cannot loop forever.
    static let maximumIterations = 1 << 26

    /// Per-operation times in nanoseconds.
    func samples(of measure: Measure) async throws -> [Double] {
        if plan.isQuick {
            let n = plan.onceIterations
            return [try await measure(n).nanoseconds / Double(n)]
        }
        let iterations = try await calibrate(measure)
        let clock = ContinuousClock()
        let start = clock.now
        var result: [Double] = []
        while result.count < plan.samples {
            let elapsed = try await measure(iterations)
            result.append(elapsed.nanoseconds / Double(iterations))
            if result.count >= plan.minimumSamples, clock.now - start > plan.budget { break }
        }
        return result
    }

    /// Runs the body for the warm-up time, doubling the iterations until one run reaches
    /// the sample target, and answers the iteration count for one sample.
    func calibrate(_ measure: Measure) async throws -> Int {
        let clock = ContinuousClock()
        let start = clock.now
        var iterations = 1
        while true {
            let elapsed = try await measure(iterations)
            let warm = clock.now - start >= plan.warmUp
            if elapsed >= plan.sampleTarget || iterations >= Self.maximumIterations {
                if warm { return iterations }
            } else {
                iterations = min(iterations * 2, Self.maximumIterations)
            }
        }
    }
}
