/// Exact counts a benchmark area reports (`{"name","count"}` lines), computed once.
struct Counter {
    /// The name `--filter` matches.
    let name: String
    /// Computes the counts; runs once, untimed (async, so a count can wait for a file to close).
    let compute: @MainActor () async throws -> [Count]
}

/// Everything registered for a run, in the order it is printed.
struct Registry {
    private(set) var benchmarks: [Benchmark] = []
    private(set) var counters: [Counter] = []

    mutating func add(_ benchmark: Benchmark) {
        precondition(!benchmarks.contains { $0.name == benchmark.name },
                     "two benchmarks named \(benchmark.name)")
        benchmarks.append(benchmark)
    }

    mutating func add(_ more: [Benchmark]) { more.forEach { add($0) } }

    mutating func add(_ counter: Counter) { counters.append(counter) }

    /// The benchmarks the options select, plus every local baseline they compare with,
    /// in registration order.
    func selected(by options: Options) -> [Benchmark] {
        let chosen = Set(benchmarks.filter { options.selects($0.name) }.map(\.name))
        let baselines = Set(benchmarks.filter { chosen.contains($0.name) }.compactMap { benchmark in
            if case .local(let name) = benchmark.baseline { name } else { nil }
        })
        return benchmarks.filter { chosen.contains($0.name) || baselines.contains($0.name) }
    }

    /// The counters the options select.
    func selectedCounters(by options: Options) -> [Counter] {
        counters.filter { options.selects($0.name) }
    }
}
