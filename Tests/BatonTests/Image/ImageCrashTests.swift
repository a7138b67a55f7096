import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
@testable import ImageCrashChild

/// Crash safety: a process killed with SIGKILL while its writer is busy leaves an image that
/// opens and reads one whole round, every time.
@Suite("Image: crash safety")
@MainActor
struct ImageCrashTests {
    static var child: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ImageCrashChild")
    }

    /// Starts the child on `file` and kills it with SIGKILL a random moment after it reported
    /// its first flushed round.
    func killMidWrite(_ file: URL, packs: Bool) async throws {
        let process = Process()
        process.executableURL = Self.child
        process.arguments = [file.path] + (packs ? ["packs"] : [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let started = await blocking { () -> Bool in
            var seen = ""
            while !seen.contains("round") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return false }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            return true
        }
        #expect(started, "the child wrote nothing")
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
        kill(process.processIdentifier, SIGKILL)
        await blocking { process.waitUntilExit() }
        #expect(process.terminationReason == .uncaughtSignal)
    }

    /// With `packs`, the child commits through an environment, so packs are made and dropped
    /// between its rounds, and the check names the root, so it reads the pack when there is one.
    @Test(arguments: [false, true])
    func aChildKilledMidWriteLeavesAnImageThatOpensAndReadsConsistently(packs: Bool) async throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.child.path), "ImageCrashChild is not built")
        let folder = ImageFolder()
        let list = SlotRegistry.shared.slot(.query, "crashHeroes")
        let (name, round) = (SlotRegistry.shared.slot(CrashPlan.type, "name"), SlotRegistry.shared.slot(CrashPlan.type, "round"))
        var packsRead = 0
        for run in 1...50 {
            try await killMidWrite(folder.file(), packs: packs)
            let persistence = Persistence(url: folder.file())
            let store = Store(persistence: persistence)
            var events: [LogEvent] = []
            store.log = { events.append($0) }
            await persistence.flush()
            let resolution = Resolution(CrashPlan.plan, store: store)
            let root = packs ? store.roots.root(CrashQuery().rootKey, resolution: resolution) : nil
            let answer = Availability.check(resolution, in: store, root: root)
            packsRead += persistence.timings.packsRead
            #expect(answer.source == .image, "run \(run)")
            guard case .links(let heroes) = store.root(.query).value(at: list) else {
                Issue.record("run \(run): no list")
                await persistence.close()
                continue
            }
            #expect(heroes.count == CrashPlan.heroes, "run \(run)")
            let rounds = Set(heroes.compactMap { hero -> Int64? in
                guard case .int(let value)? = hero?.value(at: round) else { return nil }
                #expect(hero?.value(at: name) == .string("hero \(hero!.key.dropFirst("CrashHero:".count)) of round \(value)"))
                return value
            })
            #expect(rounds.count == 1, "run \(run): rounds \(rounds.sorted())")
            await persistence.close()
            #expect(events.contains(.imageOpened), "run \(run)")
        }
        // Packs were there to be read (and read consistently) in some of the runs.
        if packs { #expect(packsRead > 0) }
        print("crash safety\(packs ? " with packs" : ""): \(packsRead) of 50 relaunches read a pack")
    }
}
