import Observation
@_spi(Generated) import Baton
import BatonTesting

/// What a view's `@Query` adds to a body, beside a handle wired by hand, over the page held in
/// the store (`storeOrNetwork` finds it and sends nothing):
/// - a body's first run: the view value made, bound to its environment, resolved (the shared
///   handle, its attach and availability check, a retention), its phase read;
/// - a later run: the phase read again, with no binding begun or ended since (no lookup).
/// Retentions are let go off the clock.
@MainActor
enum ViewResolveBenchmarks {
    static let handFirstName = "baseline-handle-first-run"
    static let handLaterName = "baseline-handle-later-run"

    static var benchmarks: [Benchmark] { [handFirst, markerFirst, handLater, markerLater] }

    /// The page's environment: a store holding it, and a transport that would fail any request.
    static func environment() throws -> (Environment, ScriptedTransport) {
        let transport = ScriptedTransport()
        return (Environment(transport: transport, store: try RuntimeFixture.filledStore()), transport)
    }

    static let handFirst = firstRun(handFirstName, baseline: nil) { env in
        let handle = env.handle(for: PageQuery(page: 1))
        let retention = handle.retain()
        blackHole(handle.phase)
        return retention
    }

    static let markerFirst = firstRun("view-resolve-first-run", baseline: .local(handFirstName)) { env in
        let screen = PageScreen(page: PageQuery(page: 1))
        blackHole(env.withCurrent { screen.page.phase })
        return screen
    }

    static let handLater = Benchmark.repeated(
        handLaterName, unit: .nanoseconds,
        setup: { () -> (OperationHandle<PageQuery>, Retention, Environment) in
            let (env, _) = try environment()
            let handle = env.handle(for: PageQuery(page: 1))
            return (handle, handle.retain(), env)
        },
        body: { handle, _, _ in handle.phase })

    static let markerLater = Benchmark.repeated(
        "view-resolve-later-run", unit: .nanoseconds, baseline: .local(handLaterName),
        setup: { () -> (PageScreen, Environment) in
            let (env, _) = try environment()
            let screen = PageScreen(page: PageQuery(page: 1))
            _ = env.withCurrent { screen.page.phase }
            _ = screen.page.phase  // the one look after the binding ended, off the clock
            return (screen, env)
        },
        body: { screen, _ in screen.page.phase })

    /// A first run timed per iteration in one environment; what `run` returns (a retention or
    /// the view) is let go off the clock.
    private static func firstRun(_ name: String, baseline: BaselineReference?,
                                 run: @escaping @MainActor (Environment) -> Any) -> Benchmark {
        Benchmark(name: name, unit: .microseconds, baseline: baseline) {
            let (env, _) = try environment()
            return { iterations in
                var total = Duration.zero
                for _ in 0..<iterations {
                    var kept: Any?
                    total += ContinuousClock().measure { kept = run(env) }
                    blackHole(kept)
                    kept = nil
                }
                return total
            }
        }
    }

    /// The counts behind the figures: in a render pass (one `withCurrent`), the first read
    /// looks the environment up once and 100 later reads not at all; the next pass looks once
    /// more. No request is sent, and the page is ready at once.
    static let counter = Counter(name: "view-resolve") {
        let (env, transport) = try environment()
        let screen = PageScreen(page: PageQuery(page: 1))
        var lookups: [Int] = []
        var phase: Phase<PageQuery.Data> = .loading
        for _ in 0..<2 {
            env.withCurrent {
                let start = MarkerLookups.count
                phase = screen.page.phase
                let first = MarkerLookups.count - start
                for _ in 0..<100 { blackHole(screen.page.phase) }
                lookups += [first, MarkerLookups.count - start - first]
            }
        }
        return [
            Count(name: "view-resolve-lookups-first-read", value: lookups[0]),
            Count(name: "view-resolve-lookups-100-later-reads", value: lookups[1]),
            Count(name: "view-resolve-lookups-next-pass", value: lookups[2] + lookups[3]),
            Count(name: "view-resolve-ready", value: phase.data == nil ? 0 : 1),
            Count(name: "view-resolve-requests", value: transport.requestCount),
        ]
    }
}
