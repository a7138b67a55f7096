import Foundation
@_spi(Generated) @_spi(Benchmarks) import Baton
import BatonTesting

/// The image on the Rick and Morty page: what a server batch costs the main actor and the
/// writer, what hydration costs per record, and a relaunch's first frame against fetching
/// and ingesting the page from a local server in the same run.
///
/// Targets (checked by the lead on a quiet machine): write-behind ≤ 1.5 µs per row off the
/// main actor; snapshot ≤ 0.2 ms on the main actor; hydration ≤ 2 µs per record;
/// relaunch-to-first-frame at least 5× faster than fetch-and-ingest.
@MainActor
enum ImageBenchmarks {
    static var benchmarks: [Benchmark] {
        [snapshot, packChoice, writePerRow, writeRefetch, hydrationPerRecord, hydrationWalk, hydrationCommit, hydrationAndRead,
         hydrationPackPerRecord, packWrite, packRead, fetchAndIngest, relaunch, relaunchOpened, relaunchRead]
    }

    /// Rows the page takes: one per record, and the query root's one field (the
    /// `fixture-records` count; each run checks it).
    nonisolated static let rows = 896

    /// The main actor's share of a server batch: the snapshot of the page's records handed
    /// to the writer (timed inside the commit into an empty store).
    static let snapshot = Benchmark(name: "image-snapshot", unit: .microseconds, baseline: nil, items: 1) {
        { iterations in
            var total = Duration.zero
            for _ in 0..<iterations { total += try await writeFixture().snapshot }
            return total
        }
    }

    /// The main actor's other share: its choice of the page's pack (the page's plan walked over
    /// memory, the keys of every record it reaches listed), made on the turn after the fetch
    /// that dates the page's root and again when the environment ends. The choice alone is
    /// timed, over the fetched page, without the writer's work it asks for
    /// (`image-pack-write`).
    static let packChoice = Benchmark(name: "image-pack-choice", unit: .microseconds, baseline: nil, items: 1) {
        { iterations in
            let file = try ImageFixtureFiles.freshFile()
            let env = Environment(transport: SilentTransport(), store: Store(persistence: Persistence(url: file)))
            try env.commitPayload(CharactersPageOperation(), Payload(Data(CharactersPage.standard)))
            await env.store.persistence?.flush()
            var total = Duration.zero
            for _ in 0..<iterations {
                var keys: Int?
                total += ContinuousClock().measure { keys = env.choosePack(CharactersPageOperation()) }
                guard keys == rows - 1 else { throw FixtureError.invalid("the pack chosen holds \(keys ?? -1) records") }
            }
            await env.end()
            try? FileManager.default.removeItem(at: file)
            return total
        }
    }

    /// The writer's share, per row: encoding the snapshot and writing it in one transaction,
    /// off the main actor.
    static let writePerRow = Benchmark(name: "image-write-per-row", unit: .microseconds, baseline: nil,
                                       items: rows) {
        { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let timings = try await writeFixture()
                guard timings.writtenRows == rows else { throw FixtureError.invalid("\(timings.writtenRows) rows written") }
                total += timings.write
            }
            return total
        }
    }

    /// The writer's share of a relaunch that fetches the page again before reading it: a new
    /// launch's store (nothing hydrated) commits the page over the image the last launch
    /// wrote, so every row it hands over is merged over the same row. Only this second
    /// write is timed. (Counted with `-f` on the writer's transaction, both writes count:
    /// subtract `image-write-per-row`, which is the first.)
    static let writeRefetch = Benchmark(name: "image-write-refetch-per-row", unit: .microseconds, baseline: nil,
                                        items: rows) {
        { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let file = try ImageFixtureFiles.freshFile()
                _ = try await writeFixture(into: file)
                let timings = try await writeFixture(into: file)
                try? FileManager.default.removeItem(at: file)
                guard timings.writtenRows == rows else { throw FixtureError.invalid("\(timings.writtenRows) rows written") }
                total += timings.write
            }
            return total
        }
    }

    /// The page into an empty store with a fresh image, its write finished; the timings.
    private static func writeFixture() async throws -> ImageTimings {
        let file = try ImageFixtureFiles.freshFile()
        let timings = try await writeFixture(into: file)
        try? FileManager.default.removeItem(at: file)
        return timings
    }

    /// The page into an empty store over the image at `file` (one launch), its write
    /// finished and the image closed; the timings.
    private static func writeFixture(into file: URL) async throws -> ImageTimings {
        let store = await ImageFixtureFiles.openedStore(file)
        store.commit(try RuntimeFixture.changes(for: store), kind: .server)
        let persistence = store.persistence!
        await persistence.close()
        return persistence.timings
    }

    /// The check of a store over the page's image, per record brought back: one read
    /// transaction, the rows decoded, one local batch committed. The check names no root, so
    /// it reads the rows one seek each, never the root's pack (see the next).
    static let hydrationPerRecord = hydration("image-hydration-per-record") { spent, _ in spent }

    /// Its two halves: the walk with the image (read transaction, rows decoded, fills
    /// gathered), and the commit of the fills.
    static let hydrationWalk = hydration("image-hydration-walk-per-record") { _, timings in timings.hydrationWalk }
    static let hydrationCommit = hydration("image-hydration-commit-per-record") { _, timings in timings.hydrationCommit }

    /// The check of `image-hydration-per-record` and then every leaf of the page read once
    /// through lenses, per record: a value the check leaves to its first read is paid here.
    static let hydrationAndRead = hydration("hydration-and-read-per-record", drawn: true) { spent, _ in spent }

    /// Checks of a store over the page's image, each over a freshly opened image (off the
    /// clock), each followed by a read of the whole page when `drawn`; `part` picks what is
    /// counted of each.
    private static func hydration(_ name: String, drawn: Bool = false,
                                  part: @escaping @MainActor (Duration, ImageTimings) -> Duration) -> Benchmark {
        Benchmark(name: name, unit: .microseconds, baseline: nil, items: rows - 1) {
            { iterations in
                let file = try await ImageFixtureFiles.fixtureImage()
                var total = Duration.zero
                for _ in 0..<iterations {
                    let store = await ImageFixtureFiles.openedStore(file)
                    var answer: Availability.Answer?
                    var held = 0
                    let spent = ContinuousClock().measure {
                        answer = Availability.check(CharactersPagePlan.resolution(store), in: store)
                        if drawn {
                            let owner = Owner(store: store, variables: ["page": 1], isRooted: true)
                            held = PageLeaves.read(Anchor(record: store.root(.query), owner: owner))
                        }
                    }
                    guard answer?.source == .image, store.keys.count - 3 == rows - 1, !drawn || held == leavesHeld else {
                        throw FixtureError.invalid("the page did not come from the image (\(held) leaves read)")
                    }
                    total += part(spent, store.persistence!.timings)
                    await store.persistence?.close()
                }
                return total
            }
        }
    }

    /// A handle's first check of the page over its opened image, per record brought back: the
    /// check with a root, which reads the root's pack (one statement) and walks it.
    static let hydrationPackPerRecord = Benchmark(name: "image-hydration-pack-per-record", unit: .microseconds,
                                                  baseline: nil, items: rows - 1) {
        { iterations in try await firstFramesOpened(iterations) }
    }

    /// The writer's transaction that makes the page's pack (its rows read from the file and
    /// written as one blob), after the fetch's own write: the environment's end asks for it.
    static let packWrite = Benchmark(name: "image-pack-write", unit: .microseconds, baseline: nil, items: 1) {
        { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let file = try ImageFixtureFiles.freshFile()
                let persistence = try await ImageFixtureFiles.writeFixture(to: file)
                try? FileManager.default.removeItem(at: file)
                guard persistence.timings.packsWritten == 1 else { throw FixtureError.invalid("no pack made") }
                total += persistence.timings.packWrite
            }
            return total
        }
    }

    /// The check's read of the page's pack: one statement, the blob copied and indexed.
    static let packRead = Benchmark(name: "image-pack-read", unit: .microseconds, baseline: nil, items: 1) {
        { iterations in
            let file = try await ImageFixtureFiles.fixtureImage()
            var total = Duration.zero
            for _ in 0..<iterations {
                let persistence = Persistence(url: file)
                await persistence.flush()
                let env = Environment(transport: SilentTransport(), store: Store(persistence: persistence))
                guard env.handle(for: CharactersPageOperation()).phase.data != nil, persistence.timings.packsRead == 1 else {
                    throw FixtureError.invalid("the page was not read from its pack")
                }
                total += persistence.timings.packRead
                await env.end()
            }
            return total
        }
    }

    /// The leaves the read finds holding a value, exactly (a null, such as page 1's `prev`,
    /// holds none): a read that missed any value would be a cheaper read, not the page's.
    private static let leavesHeld = 32_110

    /// The baseline of a relaunch: a new environment fetching the page from a local server
    /// and ingesting it, until its data is there.
    static let fetchAndIngest = Benchmark(name: "fetch-and-ingest", unit: .milliseconds, baseline: nil, items: 1) {
        let url = try FixtureServer.url()
        return { iterations in
            var total = Duration.zero
            for _ in 0..<iterations {
                let env = Environment(transport: URLSessionTransport(url: url))
                let started = ContinuousClock.now
                _ = try await env.fetch(CharactersPageOperation())
                total += ContinuousClock.now - started
                await env.end()
            }
            return total
        }
    }

    /// A new process's first frame: the image made (opened off the main actor), the
    /// environment and the handle made, the page ready from disk with no request.
    static let relaunch = Benchmark(name: "relaunch-to-first-frame", unit: .milliseconds,
                                    baseline: .local(fetchAndIngest.name), items: 1) {
        { iterations in try await firstFrames(iterations, drawn: false) }
    }

    /// `relaunch-to-first-frame` drawn: the same first frame, then every leaf of the page read
    /// once through lenses, as a screen showing all of it would.
    static let relaunchRead = Benchmark(name: "relaunch-first-frame-read", unit: .milliseconds,
                                        baseline: .local(fetchAndIngest.name), items: 1) {
        { iterations in try await firstFrames(iterations, drawn: true) }
    }

    /// New processes' first frames, each page read whole when `drawn`.
    private static func firstFrames(_ iterations: Int, drawn: Bool) async throws -> Duration {
        let file = try await ImageFixtureFiles.fixtureImage()
        var total = Duration.zero
        for _ in 0..<iterations {
            let transport = SilentTransport()
            var env: Environment?
            var ready = false
            var held = 0
            total += ContinuousClock().measure {
                let made = Environment(transport: transport, store: Store(persistence: Persistence(url: file)))
                let data = made.handle(for: CharactersPageOperation()).phase.data
                ready = data != nil
                if drawn, let data { held = PageLeaves.read(data.anchor) }
                env = made
            }
            guard ready, !drawn || held == leavesHeld, transport.requestCount == 0 else {
                throw FixtureError.invalid("the relaunch was not served from disk (\(held) leaves read)")
            }
            await env?.end()
        }
        return total
    }

    /// The same first frame with the image already opened off the main actor (an app makes
    /// its `Persistence` at launch, before its first view asks): from the handle's request
    /// to the page ready.
    static let relaunchOpened = Benchmark(name: "relaunch-first-frame-opened", unit: .milliseconds,
                                          baseline: .local(fetchAndIngest.name), items: 1) {
        { iterations in try await firstFramesOpened(iterations) }
    }

    private static func firstFramesOpened(_ iterations: Int) async throws -> Duration {
        let file = try await ImageFixtureFiles.fixtureImage()
        var total = Duration.zero
        for _ in 0..<iterations {
            let persistence = Persistence(url: file)
            await persistence.flush()
            let transport = SilentTransport()
            let env = Environment(transport: transport, store: Store(persistence: persistence))
            var ready = false
            total += ContinuousClock().measure { ready = env.handle(for: CharactersPageOperation()).phase.data != nil }
            guard ready, transport.requestCount == 0, persistence.timings.packsRead == 1,
                  persistence.timings.packsFilled == 1, persistence.timings.verdictsTrusted == 1 else {
                throw FixtureError.invalid("the relaunch was not answered from the page's pack filled whole, by its verdict")
            }
            await env.end()
        }
        return total
    }

    /// Exact counts: the bytes the page takes on disk, the records a relaunch brings back,
    /// the requests it makes, the packs it reads, the records the page's pack is then chosen
    /// with.
    static let counter = Counter(name: "image") {
        // A file of its own: the shared one grows as the benchmarks open it again and again.
        let file = try ImageFixtureFiles.freshFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try await ImageFixtureFiles.writeFixture(to: file)
        let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? -1
        let transport = SilentTransport()
        let env = Environment(transport: transport, store: Store(persistence: Persistence(url: file)))
        await env.store.persistence?.flush()
        let handle = env.handle(for: CharactersPageOperation())
        let hydrated = handle.phase.data == nil ? 0 : env.store.keys.count - 3
        // The choice over the page the relaunch filled from its pack (records keeping their rows).
        let chosen = env.choosePack(CharactersPageOperation()) ?? -1
        await Task.yield()
        let requests = transport.requestCount
        let packsRead = env.store.persistence?.timings.packsRead ?? 0
        await env.end()
        return [
            Count(name: "image-file-bytes-fixture", value: bytes),
            Count(name: "image-records-after-relaunch", value: hydrated),
            Count(name: "image-requests-during-relaunch", value: requests),
            Count(name: "image-packs-read-during-relaunch", value: packsRead),
            Count(name: "image-pack-choice-keys", value: chosen),
        ]
    }
}
