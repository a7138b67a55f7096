import Testing
@testable import BatonBenchmarks

@Suite struct StatisticsTests {
    @Test func bestIsTheMinimumAndMedianTheMiddle() {
        let odd = Statistics(samples: [5, 1, 3])
        #expect(odd?.best == 1)
        #expect(odd?.median == 3)
        let even = Statistics(samples: [4, 1, 3, 2])
        #expect(even?.median == 2.5)
        #expect(even?.samples == 4)
        #expect(Statistics(samples: []) == nil)
    }
}

@Suite struct OptionsTests {
    @Test func readsEveryFlag() throws {
        let options = try Options(arguments: ["--quick", "--json", "--filter", "ingest", "--filter=read"])
        #expect(options.quick && options.json)
        #expect(options.filters == ["ingest", "read"])
        #expect(options.plan == .quick)
        #expect(options.selects("read-tracked"))
        #expect(!options.selects("commit-empty"))
    }

    @Test func noFilterSelectsEverything() throws {
        let options = try Options(arguments: [])
        #expect(options.selects("anything"))
        #expect(options.plan == .standard)
    }

    @Test func rejectsMistakes() {
        #expect(throws: OptionsError.unknown("--fast")) { try Options(arguments: ["--fast"]) }
        #expect(throws: OptionsError.missingValue("--filter")) { try Options(arguments: ["--filter"]) }
    }
}

@MainActor
@Suite struct RegistryTests {
    static func stub(_ name: String, baseline: BaselineReference? = nil) -> Benchmark {
        Benchmark(name: name, unit: .nanoseconds, baseline: baseline) { { _ in .zero } }
    }

    @Test func aFilteredBenchmarkBringsItsLocalBaseline() throws {
        var registry = Registry()
        registry.add([Self.stub("plain"), Self.stub("fancy", baseline: .local("plain")),
                      Self.stub("parse", baseline: .graphQLCore("parse"))])
        let selected = registry.selected(by: try Options(arguments: ["--filter", "fancy"]))
        #expect(selected.map(\.name) == ["plain", "fancy"])
    }

    @Test func onlyRunsExactlyTheNamedBenchmarksWithoutBaselinesOrCounts() throws {
        var registry = Registry()
        registry.add([Self.stub("plain"), Self.stub("fancy", baseline: .local("plain")),
                      Self.stub("fancy-more")])
        registry.add(Counter(name: "fancy") { [] })
        let options = try Options(arguments: ["--only", "fancy"])
        #expect(registry.selected(by: options).map(\.name) == ["fancy"])
        #expect(registry.selectedCounters(by: options).isEmpty)
    }
}

@MainActor
@Suite struct SamplerTests {
    @Test func quickRunsTheBodyExactlyOnce() async throws {
        var calls: [Int] = []
        let samples = try await Sampler(plan: .quick).samples { iterations in
            calls.append(iterations)
            return .microseconds(7)
        }
        #expect(calls == [1])
        #expect(samples == [7_000])
    }

    @Test func iterationsRunTheBodyExactlyThatManyTimesInOneSample() async throws {
        var calls: [Int] = []
        let options = try Options(arguments: ["--iterations", "25"])
        let samples = try await Sampler(plan: options.plan).samples { iterations in
            calls.append(iterations)
            return .microseconds(50)
        }
        #expect(calls == [25])
        #expect(samples == [2_000])
        #expect(throws: OptionsError.unknown("--iterations 0")) { try Options(arguments: ["--iterations", "0"]) }
    }

    @Test func scalesIterationsToTheTargetAndDividesPerOperation() async throws {
        let plan = SamplingPlan(warmUp: .zero, sampleTarget: .milliseconds(8), samples: 4,
                                minimumSamples: 1, budget: .seconds(60))
        var calls: [Int] = []
        // A synthetic clock: each operation "takes" 1 ms, so no real time is asserted.
        let samples = try await Sampler(plan: plan).samples { iterations in
            calls.append(iterations)
            return .milliseconds(iterations)
        }
        #expect(calls == [1, 2, 4, 8, 8, 8, 8, 8])
        #expect(samples == [1_000_000, 1_000_000, 1_000_000, 1_000_000])
    }

    @Test func pairsSampleTheBaselineAndTheBenchmarkInTurnPerItem() async throws {
        let plan = SamplingPlan(warmUp: .zero, sampleTarget: .milliseconds(8), samples: 3,
                                minimumSamples: 1, budget: .seconds(60))
        var calls: [String] = []
        // Synthetic clocks: a baseline run of n iterations "takes" 4n ms, the benchmark's n ms.
        let pairs = try await Sampler(plan: plan).pairs(
            subject: { iterations in calls.append("s\(iterations)"); return .milliseconds(iterations) },
            subjectItems: 2,
            baseline: { iterations in calls.append("b\(iterations)"); return .milliseconds(4 * iterations) },
            baselineItems: 1)
        #expect(calls == ["b1", "b2", "s1", "s2", "s4", "s8", "b2", "s8", "b2", "s8", "b2", "s8"])
        #expect(pairs.baseline == [4_000_000, 4_000_000, 4_000_000])
        #expect(pairs.subject == [500_000, 500_000, 500_000])
        #expect(pairs.ratios == [8, 8, 8])
    }

    @Test func pairsOutlastTheBudgetUntilThePlanHasItsFewestPairs() async throws {
        var plan = SamplingPlan(warmUp: .zero, sampleTarget: .zero, samples: 31, minimumSamples: 2, budget: .zero)
        plan.minimumPairs = 4
        let pairs = try await Sampler(plan: plan).pairs(
            subject: { _ in .milliseconds(1) }, subjectItems: 1, baseline: { _ in .milliseconds(3) }, baselineItems: 1)
        #expect(pairs.subject.count == 4 && pairs.baseline.count == 4)
        plan.minimumPairs = 1
        let fewer = try await Sampler(plan: plan).pairs(
            subject: { _ in .milliseconds(1) }, subjectItems: 1, baseline: { _ in .milliseconds(3) }, baselineItems: 1)
        #expect(fewer.subject.count == 2, "with fewer pairs asked, the samples' minimum holds")
        #expect(SamplingPlan.standard.minimumPairs == 11 && SamplingPlan.quick.minimumPairs == 1)
    }

    @Test func freshStatesAreMadeOffTheClockForEveryRun() async throws {
        var made = 0
        let benchmark = Benchmark.fresh("fresh", unit: .microseconds, setup: { made += 1; return made },
                                        body: { $0 * 2 })
        let measure = try benchmark.prepare()
        _ = try await measure(5)
        #expect(made == 5)
    }
}

@Suite struct OutputTests {
    static let withBaseline = Figure(
        name: "ingest", unit: .milliseconds,
        statistics: Statistics(best: 1_500_000, median: 2_000_000, samples: 3),
        baseline: (.local("baseline-jsonserialization"), Statistics(best: 8_000_000, median: 10_000_000, samples: 3)))

    @Test func jsonLineHasTheAgreedFieldsInOrder() {
        #expect(JSONLines.line(for: Self.withBaseline)
            == #"{"name":"ingest","unit":"ms","best":1.5,"median":2,"baseline":8,"baseline_median":10,"ratio":5,"paired_ratio":null}"#)
    }

    @Test func jsonLineWithoutBaselineHasNulls() {
        let figure = Figure(name: "check", unit: .microseconds,
                            statistics: Statistics(best: 105_000, median: 118_250, samples: 9), baseline: nil)
        #expect(JSONLines.line(for: figure)
            == #"{"name":"check","unit":"us","best":105,"median":118.25,"baseline":null,"baseline_median":null,"ratio":null,"paired_ratio":null}"#)
        #expect(JSONLines.line(for: Count(name: "commit-same", value: 0)) == #"{"name":"commit-same","count":0}"#)
    }

    @Test func ratioAboveOneMeansFasterThanTheBaseline() {
        #expect(Self.withBaseline.ratio == 5)
        let slower = Figure(name: "x", unit: .nanoseconds, statistics: Statistics(best: 1, median: 4, samples: 1),
                            baseline: (.local("y"), Statistics(best: 1, median: 2, samples: 1)))
        #expect(slower.ratio == 0.5)
    }

    @Test func tableShowsTheBaselineAndRatio() {
        let text = TextTable.render(figures: [Self.withBaseline], counts: [Count(name: "fixture-bytes", value: 42)])
        #expect(text.contains("| ingest "))
        #expect(text.contains("baseline-jsonserialization"))
        #expect(text.contains("5.000×"))
        #expect(text.contains("| fixture-bytes | 42    |"))
    }

    @Test func jsonStringsAreEscaped() {
        #expect(JSONLines.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }

    @Test func readsGraphQLCoreFigures() throws {
        let figures = try GraphQLCoreBaseline.parse("""
            note: warming up
            {"name": "parse-schema", "unit": "ns", "best": 100.5, "median": 120, "samples": 9}
            """)
        #expect(figures["parse-schema"] == Statistics(best: 100.5, median: 120, samples: 9))
        #expect(throws: BaselineError.self) { try GraphQLCoreBaseline.parse(#"{"name": "x"}"#) }
    }
}

@MainActor
@Suite struct RunnerTests {
    struct Broken: Error {}

    static func registry() -> Registry {
        var registry = Registry()
        registry.add([RegistryTests.stub("plain"), RegistryTests.stub("fancy", baseline: .local("plain")),
                      RegistryTests.stub("parse", baseline: .graphQLCore("parse")),
                      Benchmark(name: "broken", unit: .nanoseconds, baseline: nil) { throw Broken() }])
        registry.add(Counter(name: "things") { [Count(name: "things", value: 3)] })
        return registry
    }

    @Test func pairsEachFigureWithItsBaselineFromTheSameRun() async throws {
        var calls = 0
        let runner = Runner(registry: Self.registry(), options: try Options(arguments: ["--quick"])) { quick in
            calls += 1
            #expect(quick)
            return ["parse": Statistics(best: 10, median: 20, samples: 1)]
        }
        let outcome = await runner.measure()
        #expect(calls == 1)
        #expect(outcome.figures.map(\.name) == ["plain", "fancy", "parse"])
        #expect(outcome.figures[1].baseline?.reference == .local("plain"))
        #expect(outcome.figures[1].baseline?.statistics != nil)
        #expect(outcome.figures[1].pairedRatio == nil, "a run-once plan samples nothing in turn")
        #expect(outcome.figures[2].baseline?.statistics?.median == 20)
        #expect(outcome.counts == [Count(name: "things", value: 3)])
        #expect(outcome.failed, "the broken benchmark must fail the run")
    }

    @Test func aBenchmarkIsSampledInTurnWithItsLocalBaselinePreparedOnce() async throws {
        var prepared = 0
        var registry = Registry()
        registry.add([
            Benchmark(name: "plain", unit: .nanoseconds, baseline: nil) {
                prepared += 1
                return { iterations in .milliseconds(3 * iterations) }
            },
            Benchmark(name: "fancy", unit: .nanoseconds, baseline: .local("plain")) {
                { iterations in .milliseconds(iterations) }
            },
        ])
        let outcome = await Runner(registry: registry, options: try Options(arguments: [])) { _ in [:] }.measure()
        #expect(!outcome.failed)
        #expect(prepared == 1, "the baseline's set-up runs once and its body is kept for the pairs")
        let fancy = try #require(outcome.figures.last)
        #expect(fancy.pairedRatio == 3)
        #expect(fancy.baseline?.statistics?.median == 3_000_000, "the baseline columns are the pairs' own samples")
        #expect(fancy.statistics.median == 1_000_000)
        #expect(outcome.figures.first?.pairedRatio == nil)
    }

    @Test func graphQLCoreRunsOnlyWhenAComparedBenchmarkIsSelected() async throws {
        var calls = 0
        let runner = Runner(registry: Self.registry(),
                            options: try Options(arguments: ["--quick", "--filter", "fancy"])) { _ in
            calls += 1
            return [:]
        }
        let outcome = await runner.measure()
        #expect(calls == 0)
        #expect(!outcome.failed)
        #expect(outcome.counts.isEmpty)
    }

    @Test func aMissingGraphQLCoreLeavesTheBaselineEmptyWithoutFailing() async throws {
        let runner = Runner(registry: Self.registry(),
                            options: try Options(arguments: ["--quick", "--filter", "parse"])) { _ in
            throw BaselineError.scriptFailed(status: 1, message: "no graphql")
        }
        let outcome = await runner.measure()
        #expect(!outcome.failed)
        #expect(outcome.figures.first?.baseline?.statistics == nil)
        #expect(outcome.figures.first?.ratio == nil)
    }
}

@MainActor
@Suite struct ExpectedCountsTests {
    @Test func readsNamesAndValuesSkippingComments() throws {
        let counts = try ExpectedCounts(text: "# header\nthings 3\n\n  other   0  # why\n")
        #expect(counts.values == ["things": 3, "other": 0])
        #expect(throws: ExpectedCountsError(line: 2, text: "things three")) {
            try ExpectedCounts(text: "ok 1\nthings three")
        }
    }

    @Test func aCountThatDriftsFailsTheRun() async throws {
        var runner = Runner(registry: RunnerTests.registry(),
                            options: try Options(arguments: ["--quick", "--filter", "things"])) { _ in [:] }
        runner.expectedCounts = { try ExpectedCounts(text: "things 4") }
        #expect(await runner.measure().failed)
        runner.expectedCounts = { try ExpectedCounts(text: "things 3\nunrelated 9") }
        #expect(await !runner.measure().failed)
    }

    @Test func countsFileMatchesWhatTheBenchmarksCount() async throws {
        let expected = try #require(try ExpectedCounts.load())
        let counts = try await FixtureCounts.counter.compute() + RuntimeCounts.counter.compute()
            + FramingCounts.counter.compute() + ListsCounts.counter.compute()
            + ViewResolveBenchmarks.counter.compute() + ImageBenchmarks.counter.compute()
            + GenerateScaleBenchmark.counter.compute() + ScaleCounts.counter.compute()
            + HostileCounts.counter.compute()
        #expect(expected.mismatches(in: counts) == [])
        #expect(Set(counts.map(\.name)) == Set(expected.values.keys), "every count is pinned")
    }
}
