import Foundation

// `swift run -c release BatonBenchmarks [--quick] [--json] [--filter NAME]`.
// Each area registers its benchmarks from its own folder; baselines run in the same process.

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n\(Options.usage)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

if let path = options.writeFixture {
    let facts = FixtureFacts.standard
    do {
        try Data(CharactersPage.standard).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
    print("\(path): \(facts.byteCount) bytes, sha256 \(facts.sha256), \(facts.objectCount) objects, "
        + "\(facts.recordCount) records")
    exit(0)
}

if let n = options.memoryPerRecord {
    do {
        for count in try MemoryPerRecord.measure(n) { print(JSONLines.line(for: count)) }
    } catch {
        FileHandle.standardError.write(Data("memory per record: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

// Registration order is run order: each baseline runs just before what it is compared
// with, so both see the shared machine in about the same state.
var registry = Registry()
registry.add(JSONBaselines.benchmarks)
registry.add(RuntimeBenchmarks.ingestAndCommits)
registry.add(ObservationBaselines.benchmarks)
registry.add(RuntimeBenchmarks.reads)
registry.add(ViewResolveBenchmarks.benchmarks)
registry.add(ListsBenchmarks.benchmarks)
registry.add(LanguageBenchmarks.benchmarks)
registry.add(FramingBenchmarks.benchmarks)
registry.add(LoopbackBenchmarks.benchmarks)
registry.add(HostileBenchmarks.benchmarks)
registry.add(ImageBenchmarks.benchmarks)
registry.add(HydrationBenchmarks.benchmarks)
registry.add(ScaleBenchmarks.benchmarks)
registry.add(FixtureCounts.counter)
registry.add(RuntimeCounts.counter)
registry.add(ViewResolveBenchmarks.counter)
registry.add(ListsCounts.counter)
registry.add(FramingCounts.counter)
registry.add(HostileCounts.counter)
registry.add(ImageBenchmarks.counter)
registry.add(HydrationBenchmarks.counter)
registry.add(GenerateScaleBenchmark.counter)
registry.add(ScaleCounts.counter)
registry.add(ScaleCounts.memory)

if options.list {
    registry.benchmarks.forEach { print($0.name) }
    registry.counters.forEach { print("\($0.name) (counts)") }
    exit(0)
}

let runner = Runner(registry: registry, options: options, graphQLCore: GraphQLCoreBaseline.run)
exit(await runner.run() ? 0 : 1)
