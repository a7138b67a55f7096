/// Best and median of a set of per-operation times, in nanoseconds.
struct Statistics: Equatable {
    /// The fastest sample: the least disturbed by the machine.
    let best: Double
    /// The middle sample (mean of the two middle ones for an even count): what a run
    /// usually costs.
    let median: Double
    /// How many samples they come from.
    let samples: Int

    /// Summarizes samples; `nil` when there are none.
    init?(samples values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        best = sorted[0]
        median = sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2
            : sorted[middle]
        samples = sorted.count
    }

    /// Figures already summarized elsewhere (graphql-core's script).
    init(best: Double, median: Double, samples: Int) {
        self.best = best
        self.median = median
        self.samples = samples
    }
}
