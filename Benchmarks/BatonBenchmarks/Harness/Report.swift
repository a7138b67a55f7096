/// One benchmark's outcome, ready to print.
struct Figure {
    let name: String
    let unit: TimeUnit
    /// Per-operation times in nanoseconds.
    let statistics: Statistics
    /// Which baseline it is compared with, and that baseline's figures (nanoseconds), when
    /// the baseline ran.
    let baseline: (reference: BaselineReference, statistics: Statistics?)?
    /// The median of the per-pair ratios (baseline over this) when the two were sampled in
    /// turn (see ``PairedSamples``): the steadier figure on a noisy machine.
    var pairedRatio: Double? = nil

    /// Baseline median over this median: above 1 means faster than the baseline.
    var ratio: Double? {
        guard let base = baseline?.statistics, statistics.median > 0 else { return nil }
        return base.median / statistics.median
    }
}

/// An exact count a benchmark observed (notifications per commit, records, bytes): these
/// must not drift, and `--json` prints them for a script to compare.
struct Count: Equatable {
    let name: String
    let value: Int
}
