/// How long each phase of one compile took, for `batonc generate --timing`, which adds them
/// to the report (without it, the report holds no times and stays byte-deterministic).
///
/// Phases are timed where they run (``measure(_:_:)``), each exclusive of the phases timed
/// inside it: the Swift emitter builds each operation's plan as it writes, so `emit` is the
/// emitter's time without `plan`'s.
public final class CompilePhases: @unchecked Sendable {
    /// The phases, in the order a compile runs them.
    public enum Phase: String, CaseIterable, Sendable {
        /// Reading the files, finding markers, parsing the schema and the documents.
        case parse
        /// Building the schema (with Baton's directives) and its digest.
        case schema
        /// The rules: the specification's, Relay's and Baton's, and the config's checks.
        case validate
        /// The transforms (fragment arguments, keys, connections, `__typename`, flattening).
        case transform
        /// Printing each operation's text and hashing it.
        case print
        /// Building each operation's plan.
        case plan
        /// Writing the Swift, the shared file and the report.
        case emit
    }

    /// The compile being timed, if any, for the code that runs it.
    @TaskLocal static var current: CompilePhases?

    private let clock = ContinuousClock()
    private var totals: [Phase: Duration] = [:]
    /// The phases being timed, innermost last.
    private var open: [Phase] = []

    /// Makes an empty record.
    public init() {}

    /// Each phase's time, in phase order.
    public var durations: [(phase: Phase, duration: Duration)] {
        Phase.allCases.map { ($0, totals[$0] ?? .zero) }
    }

    /// Runs `body`, adding its time to `phase` of the compile being timed (and taking it from
    /// the phase it runs inside).
    static func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        guard let phases = current else { return try body() }
        phases.open.append(phase)
        let start = phases.clock.now
        defer {
            let elapsed = phases.clock.now - start
            phases.open.removeLast()
            phases.totals[phase, default: .zero] += elapsed
            if let outer = phases.open.last { phases.totals[outer, default: .zero] -= elapsed }
        }
        return try body()
    }

    /// The report's `timing` member: each phase's milliseconds, then the total.
    var json: JSONText {
        let milliseconds = { (duration: Duration) in
            let (seconds, attoseconds) = duration.components
            return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        }
        let total = durations.reduce(Duration.zero) { $0 + $1.duration }
        return .object(durations.map { ($0.phase.rawValue, .number(milliseconds($0.duration))) }
                       + [("total", .number(milliseconds(total)))])
    }
}
