/// The prepared bodies of the run's local baselines, kept so each benchmark compared with one
/// can be sampled in turn with it (``PairedSamples``) without running its set-up again.
struct Baselines {
    private var wanted: Set<String>
    private var kept: [String: (measure: Measure, items: Int)] = [:]

    /// Keeps the baselines `selected` compare with; none when `pairing` is off (a run-once plan
    /// has nothing to pair, and an instruction count must see each body alone).
    init(selected: [Benchmark], pairing: Bool) {
        wanted = pairing ? Set(selected.compactMap { benchmark in
            if case .local(let name) = benchmark.baseline { name } else { nil }
        }) : []
    }

    /// Keeps `measure` if a later benchmark compares with `benchmark`.
    mutating func keep(_ measure: @escaping Measure, of benchmark: Benchmark) {
        if wanted.contains(benchmark.name) { kept[benchmark.name] = (measure, benchmark.items) }
    }

    /// The prepared baseline of `benchmark`, when it is local and ran before it.
    func measure(for benchmark: Benchmark) -> (measure: Measure, items: Int)? {
        guard case .local(let name) = benchmark.baseline else { return nil }
        return kept[name]
    }
}
