/// The command line: `[--quick] [--json] [--filter NAME]… [--list] [--help]`.
struct Options: Equatable {
    /// Run every body once (CI).
    var quick = false
    /// Print one JSON object per line instead of the table.
    var json = false
    /// Names (or parts of names) to run; empty runs everything.
    var filters: [String] = []
    /// Print the registered names and stop.
    var list = false
    /// Print the usage and stop.
    var help = false
    /// Exact names to run, without their baselines or any counts (`--only NAME`).
    var only: [String] = []
    /// Run every body exactly this many times, once, without warm-up (`--iterations N`).
    var iterations: Int?
    /// Write the fixture page's bytes to this path and stop (to inspect it or feed a test).
    var writeFixture: String?
    /// Measure memory per record for this scale as this process's only work, print the
    /// counts as JSON lines and stop (the run starts such a child for its memory counts).
    var memoryPerRecord: Int?

    /// A usage line for `--help` and for mistakes.
    static let usage = """
        usage: BatonBenchmarks [--quick] [--json] [--filter NAME]... [--list]
          --quick        run each benchmark once (CI keeps every body running)
          --json         one JSON object per line: figures, then {"name","count"} lines
          --filter NAME  run benchmarks whose name contains NAME (repeatable); their
                         baselines run too
          --list         print the benchmark and count names
          --only NAME    run exactly the benchmark NAME (repeatable), without its baseline
                         and without counts
          --iterations N run each benchmark's body exactly N times, once, without warm-up
                         (Benchmarks/instructions counts instructions per iteration so)
          --write-fixture PATH
                         write the Rick and Morty page to PATH, print its size and SHA-256
          --memory-per-record N
                         measure memory per record after ingesting N times the page, as
                         this process's only work; print the counts as JSON lines
        """

    /// Parses arguments (without the program name).
    init(arguments: [String]) throws(OptionsError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--list": list = true
            case "--help", "-h": help = true
            case "--filter":
                guard let name = rest.popFirst() else { throw .missingValue(argument) }
                filters.append(name)
            case "--only":
                guard let name = rest.popFirst() else { throw .missingValue(argument) }
                only.append(name)
            case "--iterations":
                guard let text = rest.popFirst() else { throw .missingValue(argument) }
                guard let n = Int(text), n > 0 else { throw .unknown("\(argument) \(text)") }
                iterations = n
            case "--memory-per-record":
                guard let text = rest.popFirst() else { throw .missingValue(argument) }
                guard let n = Int(text), n > 0 else { throw .unknown("\(argument) \(text)") }
                memoryPerRecord = n
            case "--write-fixture":
                guard let path = rest.popFirst() else { throw .missingValue(argument) }
                writeFixture = path
            default:
                if argument.hasPrefix("--filter=") {
                    filters.append(String(argument.dropFirst("--filter=".count)))
                } else {
                    throw .unknown(argument)
                }
            }
        }
    }

    /// Whether a name is selected by the filters.
    func selects(_ name: String) -> Bool {
        if !only.isEmpty { return only.contains(name) }
        return filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// The sampling plan these options ask for.
    var plan: SamplingPlan {
        if let iterations { return .once(iterations) }
        return quick ? .quick : .standard
    }
}

/// A command line that cannot be understood.
enum OptionsError: Error, Equatable, CustomStringConvertible {
    case unknown(String)
    case missingValue(String)

    var description: String {
        switch self {
        case .unknown(let argument): "unknown argument \(argument)"
        case .missingValue(let option): "\(option) needs a value"
        }
    }
}
