import Foundation

/// Runs the selected benchmarks and counters, pairs each figure with its baseline from the
/// same run, and prints the result.
@MainActor
struct Runner {
    let registry: Registry
    let options: Options
    /// Produces graphql-core's figures when a selected benchmark needs them.
    let graphQLCore: @MainActor (_ quick: Bool) throws -> [String: Statistics]
    /// The counts a run must reproduce (`Benchmarks/counts.txt`), nil to check none.
    var expectedCounts: @MainActor () throws -> ExpectedCounts? = { try ExpectedCounts.load() }
    /// Starts graphql-core timing on request, so a benchmark compared with it is sampled in
    /// turn with it; when it cannot start, `graphQLCore`'s figures serve, unpaired.
    var startGraphQLCore: @MainActor () throws -> any GraphQLCoreTimer = { try GraphQLCoreSession.start() }

    /// graphql-core's timer through a run: started at the first benchmark compared with it.
    private enum GraphQLCoreState {
        case notStarted
        case running(any GraphQLCoreTimer)
        case unavailable
    }

    /// What a run produced.
    struct Outcome {
        var figures: [Figure]
        var counts: [Count]
        /// Whether any set-up, body or counter threw.
        var failed: Bool
    }

    /// Runs everything and prints it; answers whether all of it ran without an error.
    func run() async -> Bool {
        let outcome = await measure()
        output(figures: outcome.figures, counts: outcome.counts)
        return !outcome.failed
    }

    /// Runs the selected benchmarks and counters and pairs the figures, printing nothing
    /// but progress on standard error.
    func measure() async -> Outcome {
        var failed = false
        let selected = registry.selected(by: options)
        var external: [String: Statistics]?
        var measured: [String: Statistics] = [:]
        var paired: [String: PairedSamples] = [:]
        var baselines = Baselines(selected: selected, pairing: !options.plan.isQuick)
        var graphQLCoreState = GraphQLCoreState.notStarted
        defer { if case .running(let timer) = graphQLCoreState { timer.end() } }
        for benchmark in selected {
            let timed = graphQLCorePair(for: benchmark, &graphQLCoreState)
            // Unpaired, graphql-core runs right before the first benchmark compared with it,
            // so both see the machine in about the same state.
            if case .graphQLCore = benchmark.baseline, timed == nil, external == nil { external = loadGraphQLCore() }
            progress("running \(benchmark.name)")
            do {
                let prepared = try benchmark.prepare()
                baselines.keep(prepared, of: benchmark)
                // graphql-core's samples fill the processor's caches with its own (a second of
                // Python for the front end): a sample right after one would pay for refilling
                // them, which neither side's sample alone pays. Each side runs once untimed first.
                let measure = timed == nil ? prepared : Self.rewarmed(prepared)
                if let base = baselines.measure(for: benchmark) ?? timed {
                    let pairs = try await Sampler(plan: options.plan).pairs(
                        subject: measure, subjectItems: benchmark.items, baseline: base.measure, baselineItems: base.items)
                    paired[benchmark.name] = pairs
                    measured[benchmark.name] = Statistics(samples: pairs.subject)
                } else {
                    let samples = try await Sampler(plan: options.plan).samples(of: measure)
                    measured[benchmark.name] = Statistics(samples: samples.map { $0 / Double(benchmark.items) })
                }
            } catch {
                failed = true
                report("\(benchmark.name) failed: \(error)")
            }
        }
        let figures = selected.compactMap { benchmark -> Figure? in
            guard let statistics = measured[benchmark.name] else { return nil }
            let pairs = paired[benchmark.name]
            return Figure(name: benchmark.name, unit: benchmark.unit, statistics: statistics,
                          baseline: benchmark.baseline.map { reference in
                              (reference, pairs.map { Statistics(samples: $0.baseline) }
                                  ?? baselineStatistics(reference, measured, external ?? [:]))
                          },
                          pairedRatio: pairs.flatMap { Statistics(samples: $0.ratios)?.median })
        }
        var counts: [Count] = []
        for counter in registry.selectedCounters(by: options) {
            do { counts += try await counter.compute() } catch {
                failed = true
                report("\(counter.name) failed: \(error)")
            }
        }
        if !counts.isEmpty, !checkCounts(counts) { failed = true }
        return Outcome(figures: figures, counts: counts, failed: failed)
    }

    /// Compares the counts with `Benchmarks/counts.txt`; answers whether they all match.
    private func checkCounts(_ counts: [Count]) -> Bool {
        do {
            guard let expected = try expectedCounts() else { return true }
            let mismatches = expected.mismatches(in: counts)
            mismatches.forEach { report("count mismatch: \($0)") }
            return mismatches.isEmpty
        } catch {
            report("\(error)")
            return false
        }
    }

    private func baselineStatistics(_ reference: BaselineReference, _ measured: [String: Statistics],
                                    _ external: [String: Statistics]) -> Statistics? {
        switch reference {
        case .local(let name): measured[name]
        case .graphQLCore(let name): external[name]
        }
    }

    /// graphql-core's side of the pairs of `benchmark`, when it is compared with graphql-core
    /// and the plan samples in turn: nil in a run-once plan, or when graphql-core cannot be
    /// started (said once; its script's unpaired figures are tried instead).
    private func graphQLCorePair(for benchmark: Benchmark,
                                 _ state: inout GraphQLCoreState) -> (measure: Measure, items: Int)? {
        guard case .graphQLCore(let name) = benchmark.baseline, !options.plan.isQuick else { return nil }
        if case .notStarted = state {
            progress("starting graphql-core (Benchmarks/graphql-core/bench.py --serve)")
            do { state = .running(try startGraphQLCore()) } catch {
                report("graphql-core cannot be sampled in turn: \(error)")
                state = .unavailable
            }
        }
        guard case .running(let timer) = state else { return nil }
        return (Self.rewarmed(timer.measure(name)), 1)
    }

    /// `measure`, each sample preceded by one untimed run of its body.
    static func rewarmed(_ measure: @escaping Measure) -> Measure {
        { iterations in
            _ = try await measure(1)
            return try await measure(iterations)
        }
    }

    /// Runs graphql-core's script; a missing Python or graphql-core leaves those baselines
    /// empty, with a note.
    private func loadGraphQLCore() -> [String: Statistics] {
        progress("running graphql-core baseline (Benchmarks/graphql-core/bench.py)")
        do { return try graphQLCore(options.quick) } catch {
            report("graphql-core baseline not run: \(error)")
            return [:]
        }
    }

    private func output(figures: [Figure], counts: [Count]) {
        if options.json {
            for figure in figures { print(JSONLines.line(for: figure)) }
            for count in counts { print(JSONLines.line(for: count)) }
        } else {
            print(TextTable.render(figures: figures, counts: counts), terminator: "")
        }
    }

    private func progress(_ message: String) {
        if !options.json { report(message) }
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
