/// One timed operation, registered by name.
///
/// Registration is cheap: nothing runs until ``prepare`` is called, so filtered-out
/// benchmarks never pay for their set-up.
struct Benchmark {
    /// The name printed and matched by `--filter` (`ingest`, `read-tracked`, …).
    let name: String
    /// The unit the figures are printed in.
    let unit: TimeUnit
    /// The same-run figures this one is compared with, if any.
    let baseline: BaselineReference?
    /// Runs the set-up (off the clock) and returns a closure that runs the body `n` times
    /// and answers how long the clock ran.
    let prepare: @MainActor () throws -> Measure
    /// Items one run of the body handles: figures are printed per item (a row, a record)
    /// while the sampling still sees whole runs.
    var items = 1

    init(name: String, unit: TimeUnit, baseline: BaselineReference?, items: Int = 1,
         prepare: @escaping @MainActor () throws -> Measure) {
        self.name = name
        self.unit = unit
        self.baseline = baseline
        self.items = items
        self.prepare = prepare
    }
}

/// Runs a body `iterations` times and answers the time spent on the clock only. Async, so a
/// body can wait for a transport or a socket; most bodies are synchronous closures.
typealias Measure = @MainActor (_ iterations: Int) async throws -> Duration

/// Where a benchmark's baseline figures come from.
enum BaselineReference: Equatable {
    /// Another benchmark of this run, by name (it runs even when `--filter` leaves it out).
    case local(String)
    /// A figure printed by `Benchmarks/graphql-core/bench.py`, run in this process's run.
    case graphQLCore(String)

    /// The name shown beside the figures.
    var label: String {
        switch self {
        case .local(let name): name
        case .graphQLCore(let name): "graphql-core \(name)"
        }
    }
}

extension Benchmark {
    /// A benchmark whose set-up runs once and whose body runs many times on the same state
    /// (reads, parses, decodes: the body must leave the state as it found it).
    static func repeated<State, Output>(
        _ name: String, unit: TimeUnit, baseline: BaselineReference? = nil,
        setup: @escaping @MainActor () throws -> State,
        body: @escaping @MainActor (State) throws -> Output
    ) -> Benchmark {
        Benchmark(name: name, unit: unit, baseline: baseline) {
            let state = try setup()
            return { iterations in
                try ContinuousClock().measure {
                    for _ in 0..<iterations { blackHole(try body(state)) }
                }
            }
        }
    }

    /// A benchmark that needs a fresh state for every run of its body (a commit into an
    /// empty store): each state is made off the clock, and only the body is timed.
    static func fresh<State, Output>(
        _ name: String, unit: TimeUnit, baseline: BaselineReference? = nil,
        setup: @escaping @MainActor () throws -> State,
        body: @escaping @MainActor (State) throws -> Output
    ) -> Benchmark {
        Benchmark(name: name, unit: unit, baseline: baseline) {
            { iterations in
                var total = Duration.zero
                for _ in 0..<iterations {
                    let state = try setup()
                    var output: Output?
                    total += try ContinuousClock().measure { output = try body(state) }
                    // Released off the clock: tearing a store down is not what is measured.
                    blackHole(output)
                    blackHole(state)
                }
                return total
            }
        }
    }
}
