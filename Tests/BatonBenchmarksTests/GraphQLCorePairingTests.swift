import Foundation
import Testing
@testable import BatonBenchmarks

/// graphql-core sampled in turn with the benchmarks compared with it: one process started at
/// the first of them, asked for one sample at a time, ended with the run; its script's
/// unpaired figures only when it cannot start or the plan runs each body once.
@MainActor
@Suite struct GraphQLCorePairingTests {
    /// A graphql-core that takes `factor` milliseconds an iteration, counting what it is asked.
    final class FakeTimer: GraphQLCoreTimer {
        let factor: Int
        var asked: [String] = []
        var iterations: [Int] = []
        var ended = 0
        init(factor: Int) { self.factor = factor }
        func measure(_ name: String) -> Measure {
            { [self] iterations in
                asked.append(name)
                self.iterations.append(iterations)
                return .milliseconds(factor * iterations)
            }
        }
        func end() { ended += 1 }
    }

    static func registry() -> Registry {
        var registry = Registry()
        registry.add([
            Benchmark(name: "parse", unit: .nanoseconds, baseline: .graphQLCore("parse-core")) {
                { iterations in .milliseconds(iterations) }
            },
            Benchmark(name: "validate", unit: .nanoseconds, baseline: .graphQLCore("validate-core")) {
                { iterations in .milliseconds(2 * iterations) }
            },
        ])
        return registry
    }

    @Test func eachComparedBenchmarkIsSampledInTurnWithOneGraphQLCore() async throws {
        let timer = FakeTimer(factor: 8)
        var starts = 0, scriptRuns = 0
        var runner = Runner(registry: Self.registry(), options: try Options(arguments: [])) { _ in
            scriptRuns += 1
            return [:]
        }
        runner.expectedCounts = { nil }
        runner.startGraphQLCore = {
            starts += 1
            return timer
        }
        let outcome = await runner.measure()
        #expect(!outcome.failed)
        #expect(starts == 1 && timer.ended == 1 && scriptRuns == 0)
        #expect(Set(timer.asked) == ["parse-core", "validate-core"])
        #expect(outcome.figures.map(\.pairedRatio) == [8, 4])
        #expect(outcome.figures.map { $0.baseline?.statistics?.median } == [8_000_000, 8_000_000],
                "the baseline columns are the pairs' own samples of graphql-core")
        #expect(outcome.figures.map { $0.baseline?.reference } == [.graphQLCore("parse-core"), .graphQLCore("validate-core")])
    }

    /// Each side's sample follows one untimed run of its body (the other side's sample has
    /// just filled the caches with its own): graphql-core's and the benchmark's alike.
    @Test func eachSampleOfAPairFollowsAnUntimedRunOfItsBody() async throws {
        let timer = FakeTimer(factor: 8)
        var runs: [Int] = []
        var registry = Registry()
        registry.add([Benchmark(name: "parse", unit: .nanoseconds, baseline: .graphQLCore("parse-core")) {
            { iterations in
                runs.append(iterations)
                return .milliseconds(iterations)
            }
        }])
        var runner = Runner(registry: registry, options: try Options(arguments: [])) { _ in [:] }
        runner.expectedCounts = { nil }
        runner.startGraphQLCore = { timer }
        let outcome = await runner.measure()
        #expect(outcome.figures.first?.pairedRatio == 8)
        for sides in [runs, timer.iterations] {
            #expect(sides.count.isMultiple(of: 2) && sides.count >= 2 * 5)
            let untimed = stride(from: 0, to: sides.count, by: 2).map { sides[$0] }
            #expect(untimed.allSatisfy { $0 == 1 }, "every timed run follows an untimed one")
        }
        #expect(runs.suffix(2) == [1, 16], "the benchmark's samples are 16 iterations, calibrated to 10 ms")
    }

    @Test func aGraphQLCoreThatCannotStartLeavesItsScriptsFiguresUnpaired() async throws {
        struct NoPython: Error {}
        var starts = 0, scriptRuns = 0
        var runner = Runner(registry: Self.registry(), options: try Options(arguments: [])) { quick in
            scriptRuns += 1
            #expect(!quick)
            return ["parse-core": Statistics(best: 5, median: 6, samples: 3)]
        }
        runner.expectedCounts = { nil }
        runner.startGraphQLCore = {
            starts += 1
            throw NoPython()
        }
        let outcome = await runner.measure()
        #expect(!outcome.failed)
        #expect(starts == 1 && scriptRuns == 1, "tried once, then the script once for the whole run")
        #expect(outcome.figures.map(\.pairedRatio) == [nil, nil])
        #expect(outcome.figures.first?.baseline?.statistics?.median == 6)
        #expect(outcome.figures.last?.baseline?.statistics == nil)
    }

    @Test func aRunOncePlanNeverStartsTheTimer() async throws {
        var starts = 0, scriptRuns = 0
        var runner = Runner(registry: Self.registry(), options: try Options(arguments: ["--quick"])) { _ in
            scriptRuns += 1
            return [:]
        }
        runner.expectedCounts = { nil }
        runner.startGraphQLCore = {
            starts += 1
            return FakeTimer(factor: 1)
        }
        _ = await runner.measure()
        #expect(starts == 0 && scriptRuns == 1)
    }

    /// The real script: it answers a request with the time of that many runs, refuses a name
    /// it does not know, and ends when asked.
    @Test func theScriptTimesAnOperationOnRequest() throws {
        let session = try GraphQLCoreSession.start()
        defer { session.end() }
        let one = try session.run("parse-documents", 1)
        #expect(one > .zero)
        #expect(throws: BaselineError.self) { try session.run("no-such-operation", 1) }
        #expect(try session.run("parse-documents", 2) > .zero, "a refused request leaves the session usable")
    }
}
