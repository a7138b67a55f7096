/// Samples a benchmark and its local baseline in turn, one sample of each at a time, so the
/// two see the machine in the same state: on a shared or throttled machine the noise moves
/// both sides of each pair together, and the ratio of a pair is far steadier than the ratio
/// of two figures taken seconds apart.
struct PairedSamples: Equatable {
    /// The baseline's per-operation times (nanoseconds), one per pair.
    var baseline: [Double] = []
    /// The benchmark's per-operation times (nanoseconds), one per pair.
    var subject: [Double] = []

    /// Each pair's baseline time over its subject time: above 1 means faster than the baseline.
    var ratios: [Double] {
        zip(baseline, subject).compactMap { base, subject in subject > 0 ? base / subject : nil }
    }
}

extension Sampler {
    /// Calibrates both bodies on their own, then takes a baseline sample and a subject sample
    /// in turn until the plan has its samples, or its budget is spent (shared by the pair) and
    /// it has its fewest pairs.
    /// `baselineItems` and `subjectItems` turn a run into per-item times, as a figure's are.
    func pairs(subject: Measure, subjectItems: Int, baseline: Measure, baselineItems: Int) async throws -> PairedSamples {
        let baselineIterations = try await calibrate(baseline)
        let subjectIterations = try await calibrate(subject)
        let clock = ContinuousClock()
        let start = clock.now
        var pairs = PairedSamples()
        while pairs.subject.count < plan.samples {
            let base = try await baseline(baselineIterations)
            let timed = try await subject(subjectIterations)
            pairs.baseline.append(base.nanoseconds / Double(baselineIterations * baselineItems))
            pairs.subject.append(timed.nanoseconds / Double(subjectIterations * subjectItems))
            if pairs.subject.count >= max(plan.minimumSamples, plan.minimumPairs), clock.now - start > plan.budget { break }
        }
        return pairs
    }
}
