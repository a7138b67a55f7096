import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A file that cannot be used now: the writer keeps its work and retries at the next commit or
/// read (no sooner than a second after a failed open), reads miss meanwhile, and work beyond
/// 50,000 rows is dropped with the image started over. Rows waiting to be written keep their
/// records from the collector.
@Suite("Image: locked or unavailable files")
@MainActor
struct ImageUnavailableTests {
    /// A folder path blocked by a plain file, so nothing can be made under it until `unblock`.
    struct Blocked {
        let folder = ImageFolder()
        var directory: URL { folder.url.appendingPathComponent("dir") }
        var file: URL { directory.appendingPathComponent("image.sqlite") }

        func block() { _ = FileManager.default.createFile(atPath: directory.path, contents: Data("x".utf8)) }

        func unblock() throws {
            try FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
    }

    func hero(_ name: String, id: String = "h1", for store: Store) throws -> ChangeSet {
        try Ingest.response(Array(EnvJSON.hero(name, id: id)), resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes
    }

    @Test func anUnavailableFileDefersTheWritesUntilItCanBeOpened() async throws {
        let blocked = Blocked()
        blocked.block()
        let env = Environment(transport: SilentTransport(), store: Store(persistence: Persistence(url: blocked.file)))
        let log = LogRecorder(env.store)
        try env.commitPayload(EnvHeroByID(id: "h1"), Payload(EnvJSON.heroByID("h1", name: "Ann")))
        await env.store.persistence?.flush()
        #expect(await wait(until: { log.events.contains(.imageUnavailable) }, timeout: .seconds(120)))
        #expect(!FileManager.default.fileExists(atPath: blocked.file.path))
        try blocked.unblock()
        try await Task.sleep(for: .milliseconds(1_100))
        // The next commit retries the open: both batches land in one transaction.
        try env.commitPayload(EnvHeroByID(id: "h2"), Payload(EnvJSON.heroByID("h2", name: "Bea")))
        await env.store.persistence?.flush()
        #expect(await wait(until: { log.events.contains(.imageWritten(batches: 2)) }, timeout: .seconds(120)))
        await env.end()
        try await launch(blocked.file) { env in
            #expect(env.handle(for: EnvHeroByID(id: "h1"), fetchPolicy: .storeOnly).phase.data?.heroByID?.name == "Ann")
            #expect(env.handle(for: EnvHeroByID(id: "h2"), fetchPolicy: .storeOnly).phase.data?.heroByID?.name == "Bea")
        }
    }

    @Test func workKeptForAnUnavailableFileIsLostAtClose() async throws {
        let blocked = Blocked()
        blocked.block()
        let persistence = Persistence(url: blocked.file)
        let store = Store(persistence: persistence)
        store.commit(try hero("Kept", for: store), kind: .server)
        await persistence.close()
        try blocked.unblock()
        try await launch(blocked.file) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data == nil)
        }
    }

    @Test func readsMissMeanwhileAndWorkBeyondTheLimitIsDroppedWithTheImageStartedOver() async throws {
        let blocked = Blocked()
        try FileManager.default.createDirectory(at: blocked.directory, withIntermediateDirectories: true)
        try await launch(blocked.file) { env in
            try env.commitPayload(EnvHeroByID(id: "old"), Payload(EnvJSON.heroByID("old")))
            await env.store.persistence?.flush()
        }
        // The image's folder goes away (as under a locked device's protection).
        let away = blocked.folder.url.appendingPathComponent("away")
        try FileManager.default.moveItem(at: blocked.directory, to: away)
        blocked.block()
        let store = Store(persistence: Persistence(url: blocked.file))
        await store.persistence?.flush()
        let resolution = Environment.resolution(EnvHeroByID(id: "old"), store: store)
        #expect(Availability.check(resolution, in: store).source == .miss)
        // More work than the writer keeps (handed to it directly: a store commit that size
        // would hold the main actor for seconds).
        let values: [SlotValue] = [.string("N")]
        let big = ImageBatch(records: (0...ImageWriter.workLimit).map {
            RecordSnapshot(key: "EnvHero:n\($0)", type: EnvTypes.Hero, values: values, errors: [:], isDeleted: false)
        })
        store.persistence!.writer.enqueue(.batch(big))
        await store.persistence?.flush()
        // The folder comes back; the dropped work means the old rows may be out of date.
        try FileManager.default.removeItem(at: blocked.directory)
        try FileManager.default.moveItem(at: away, to: blocked.directory)
        try await Task.sleep(for: .milliseconds(1_100))
        store.commit(try hero("New", for: store), kind: .server)
        await store.persistence?.flush()
        await store.persistence?.close()
        #expect(try ImageFileLook.keys(blocked.file, "records") == ["EnvHero:h1"])
        try await launch(blocked.file) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero?.name == "New")
            #expect(env.handle(for: EnvHeroByID(id: "old"), fetchPolicy: .storeOnly).phase.data == nil)
        }
    }

    /// An open image holds its file alone (another process finds it locked), so the lock
    /// another process holds is met when the image opens: the open fails, the work is kept,
    /// and the next commit a second after the failure opens the file and writes it all.
    @Test func aFileLockedByAnotherProcessKeepsTheWorkForTheNextCommit() async throws {
        let folder = ImageFolder()
        // Another process takes the write lock and holds it until told.
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = ["python3", "-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute('BEGIN EXCLUSIVE')
            print('locked', flush=True)
            sys.stdin.readline()
            c.execute('COMMIT')
            """, folder.file().path]
        let input = Pipe(), output = Pipe()
        locker.standardInput = input
        locker.standardOutput = output
        try locker.run()
        let line = await blocking { String(decoding: output.fileHandleForReading.availableData, as: UTF8.self) }
        #expect(line.contains("locked"))
        let store = Store(persistence: Persistence(url: folder.file()))
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        store.commit(try hero("One", for: store), kind: .server)
        await store.persistence?.flush()
        #expect(await wait(until: { events.contains(.imageUnavailable) }, timeout: .seconds(120)))
        store.commit(try hero("Two", id: "h2", for: store), kind: .server)
        await store.persistence?.flush()
        #expect(!events.contains(.imageOpened))
        input.fileHandleForWriting.write(Data("\n".utf8))
        await blocking { locker.waitUntilExit() }
        try await Task.sleep(for: .milliseconds(1_100))
        store.commit(try hero("Three", id: "h3", for: store), kind: .server)
        await store.persistence?.flush()
        #expect(await wait(until: { events.contains(.imageWritten(batches: 3)) }, timeout: .seconds(120)))
        await store.persistence?.close()
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1", "EnvHero:h2", "EnvHero:h3"])
    }

    @Test func theCollectorKeepsRecordsWhoseRowsWaitToBeWritten() async throws {
        let blocked = Blocked()
        blocked.block()
        let transport = RecordedTransport(["EnvHeroQuery": EnvJSON.hero()])
        let env = Environment(transport: transport, store: Store(persistence: Persistence(url: blocked.file),
                                                                  releaseBufferSize: 0))
        // The root leaves at once (no buffer): a collection runs on the next turn.
        _ = try await env.fetch(EnvHeroQuery())
        await env.store.persistence?.flush()
        try await Task.sleep(for: .milliseconds(50))
        #expect(env.store.record("EnvHero:h1") != nil)
        // The same without an image: swept.
        let bare = Environment(transport: transport, store: Store(releaseBufferSize: 0))
        _ = try await bare.fetch(EnvHeroQuery())
        #expect(await wait(until: { bare.store.record("EnvHero:h1") == nil }, timeout: .seconds(120)))
        // Once written, the rows no longer keep their records.
        try blocked.unblock()
        try await Task.sleep(for: .milliseconds(1_100))
        _ = Availability.check(env.resolution(EnvHeroByID(id: "nudge")), in: env.store)
        await env.store.persistence?.flush()
        #expect(await wait(until: { env.store.image!.waiting.isEmpty }, timeout: .seconds(120)))
        env.store.collect()
        #expect(env.store.record("EnvHero:h1") == nil)
        await env.end()
    }
}
