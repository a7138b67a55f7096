import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// The image is a cache: what starts over, what is left alone, what ages out, and what a
/// file that cannot be used does.
@Suite("Image: cache rules")
@MainActor
struct ImageCacheRulesTests {
    /// Commits `response` for `operation` as a server batch and waits until it is on disk.
    func write<Q: Query>(_ operation: Q, _ response: Data, in env: Environment) async throws {
        try env.commitPayload(operation, Payload(response))
        await env.store.persistence?.flush()
    }

    func holds<Q: Query>(_ operation: Q, in env: Environment) -> Bool {
        env.handle(for: operation, fetchPolicy: .storeOnly).phase.data != nil
    }

    func events(_ env: Environment) -> LogRecorder { LogRecorder(env.store) }

    @Test func anotherVersionStartsOver() async throws {
        let folder = ImageFolder()
        try await launch(folder.file(), version: "a") { try await write(EnvHeroQuery(), EnvJSON.hero(), in: $0) }
        try await launch(folder.file(), version: "a") { #expect(holds(EnvHeroQuery(), in: $0)) }
        try await launch(folder.file(), version: "b") { #expect(!holds(EnvHeroQuery(), in: $0)) }
        #expect(try ImageFileLook.keys(folder.file(), "records").isEmpty)
        #expect(try ImageFileLook.integer(folder.file(), "SELECT count(*) FROM meta WHERE key = 'version' AND value = 'b'") == 1)
    }

    @Test func anotherFormatStartsOver() async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { try await write(EnvHeroQuery(), EnvJSON.hero(), in: $0) }
        _ = try ImageFileLook.integer(folder.file(), "PRAGMA user_version = 99")
        try await launch(folder.file()) { #expect(!holds(EnvHeroQuery(), in: $0)) }
        #expect(try ImageFileLook.integer(folder.file(), "PRAGMA user_version") == ImageSchema.format)
        #expect(try ImageFileLook.integer(folder.file(), "PRAGMA application_id") == ImageSchema.applicationID)
    }

    @Test(arguments: [0, 100, 4096])
    func randomBytesOverTheFileStartOverCleanly(keptPrefix: Int) async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { env in
            try await write(ImgHeroes(page: 1), ImgHeroes.response(page: 1, count: 200, padding: 40), in: env)
        }
        let size = try Data(contentsOf: folder.file()).count
        var bytes = Array(try Data(contentsOf: folder.file()).prefix(keptPrefix))
        var generator = SystemRandomNumberGenerator()
        while bytes.count < size { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
        try Data(bytes).write(to: folder.file())
        try await launch(folder.file()) { env in
            let log = events(env)
            #expect(!holds(ImgHeroes(page: 1), in: env))
            try await write(EnvHeroQuery(), EnvJSON.hero("Fresh"), in: env)
            #expect(await wait(until: { log.events.contains(.imageWritten(batches: 1)) }, timeout: .seconds(120)))
        }
        try await launch(folder.file()) { env in
            #expect(env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero?.name == "Fresh")
        }
    }

    @Test func aDatabaseThatIsNotAnImageIsLeftAlone() async throws {
        let folder = ImageFolder()
        do {
            let other = try SQLiteConnection(path: folder.file().path, busyMilliseconds: 250)
            try other.execute("CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('mine');")
        }
        let before = try Data(contentsOf: folder.file())
        let env = Environment(transport: SilentTransport(), store: Store(persistence: Persistence(url: folder.file())))
        let log = events(env)
        try await write(EnvHeroQuery(), EnvJSON.hero(), in: env)
        #expect(await wait(until: { log.events.contains(.imageUnavailable) }, timeout: .seconds(120)))
        #expect(!log.events.contains(.imageOpened))
        env.store.persistence?.removeAll()
        await env.end()
        #expect(try Data(contentsOf: folder.file()) == before)
        #expect(try ImageFileLook.integer(folder.file(), "SELECT count(*) FROM notes") == 1)
    }

    @Test func aRowUnreadForAWholeLaunchIsDroppedAtTheNextWithTheNamesNoRowUses() async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { env in
            try await write(EnvHeroByID(id: "h1"), EnvJSON.heroByID("h1"), in: env)
            try await write(EnvHeroByID(id: "h2"), EnvJSON.heroByID("h2"), in: env)
            try await write(VillainQuery(), Data(#"{"data":{"villain":{"name":"V","power":1,"id":"v"}}}"#.utf8), in: env)
        }
        // Launch 2 reads h1 only; launch 3 reads h1 again, and its first write drops the rest.
        for _ in 0..<2 {
            try await launch(folder.file()) { env in
                #expect(holds(EnvHeroByID(id: "h1"), in: env))
                await env.store.persistence?.flush()
            }
        }
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1"])
        #expect(try ImageFileLook.keys(folder.file(), "root") == [#"heroByID(id:"h1")"#])
        #expect(try ImageFileLook.keys(folder.file(), "fetches") == [EnvHeroByID(id: "h1").rootKey])
        let names = try ImageFileLook.keys(folder.file(), "names")
        #expect(names.contains("EnvHero") && !names.contains("EnvVillain"))
        try await launch(folder.file()) { env in
            #expect(holds(EnvHeroByID(id: "h1"), in: env))
            #expect(!holds(EnvHeroByID(id: "h2"), in: env))
        }
    }

    @Test func aFileOverItsSizeLimitEvictsOlderLaunchesFirst() async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { env in
            try await write(ImgHeroes(page: 1), ImgHeroes.response(page: 1, count: 400, padding: 300), in: env)
        }
        let oneLaunch = ImageFiles(database: folder.file()).size
        try await launch(folder.file()) { env in
            try await write(ImgHeroes(page: 2), ImgHeroes.response(page: 2, count: 400, padding: 300), in: env)
        }
        // Each launch packs its page at close (a copy of its rows), and page 2's batch
        // dropped page 1's pack: two launches' rows and one pack.
        let twoLaunches = ImageFiles(database: folder.file()).size
        #expect(twoLaunches > oneLaunch * 5 / 4)
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [ImgHeroes(page: 2).rootKey])
        // Over the limit at open: launch 1's rows go, launch 2's stay, and so does no pack
        // (the eviction changed content), so page 2 is read by the walk.
        try await launch(folder.file(), sizeLimit: Int(twoLaunches - 1)) { env in
            #expect(!holds(ImgHeroes(page: 1), in: env))
            #expect(holds(ImgHeroes(page: 2), in: env))
            #expect(env.store.persistence?.writer.timings.withLock(\.packsRead) == 0)
        }
        #expect(ImageFiles(database: folder.file()).size <= twoLaunches - 1)
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [ImgHeroes(page: 2).rootKey])
        // A limit nothing fits: every launch's rows go, then the file starts over.
        try await launch(folder.file(), sizeLimit: 1_000) { env in
            let log = events(env)
            #expect(!holds(ImgHeroes(page: 2), in: env))
            try await write(EnvHeroQuery(), EnvJSON.hero("Small"), in: env)
            #expect(await wait(until: { log.events.contains(.imageWritten(batches: 1)) }, timeout: .seconds(120)))
        }
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1"])
    }

    @Test func removeAllDeletesTheFilesAndTheNextOpenFinishesAnInterruptedRemoval() async throws {
        let folder = ImageFolder()
        let persistence = Persistence(url: folder.file())
        let env = Environment(transport: SilentTransport(), store: Store(persistence: persistence))
        try await write(EnvHeroQuery(), EnvJSON.hero(), in: env)
        await env.end()
        persistence.removeAll()
        let files = ImageFiles(database: folder.file())
        for path in [files.path, files.wal, files.sharedMemory, files.marker] {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path)")
        }
        // A removal a crash interrupted: the marker is there, the database too.
        try await launch(folder.file()) { try await write(EnvHeroQuery(), EnvJSON.hero("Old"), in: $0) }
        #expect(FileManager.default.createFile(atPath: files.marker, contents: nil))
        try await launch(folder.file()) { #expect(!holds(EnvHeroQuery(), in: $0)) }
        #expect(!FileManager.default.fileExists(atPath: files.marker))
        // Removing an open image closes it: later batches are dropped.
        let open = Persistence(url: folder.file())
        let store = Store(persistence: open)
        open.removeAll()
        store.commit(try Ingest.response(Array(EnvJSON.hero()), resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes,
                     kind: .server)
        await open.flush()
        #expect(!FileManager.default.fileExists(atPath: files.path))
    }

    @Test func oneImagePerFilePerProcessAndATakeoverIsANewLaunch() async throws {
        let folder = ImageFolder()
        let first = Persistence(url: folder.file())
        let firstStore = Store(persistence: first)
        let second = Persistence(url: folder.file())
        let secondStore = Store(persistence: second)
        var events: [LogEvent] = []
        secondStore.log = { events.append($0) }
        #expect(await wait(until: { events.contains(.imageUnavailable) }, timeout: .seconds(120)))
        func resolution(_ store: Store) -> Resolution { Environment.resolution(EnvHeroQuery(), store: store) }
        secondStore.commit(try Ingest.response(Array(EnvJSON.hero("Second")), resolution: resolution(secondStore)).changes,
                           kind: .server)
        await second.flush()
        #expect(Availability.check(resolution(firstStore), in: firstStore).source == .miss)
        firstStore.commit(try Ingest.response(Array(EnvJSON.hero("First")), resolution: resolution(firstStore)).changes,
                          kind: .server)
        await first.flush()
        // Read once the image gave the file back: an open image holds it alone.
        await first.close()
        let generation = try ImageFileLook.integer(folder.file(), "SELECT value FROM meta WHERE key = 'generation'")
        // The file given back, a third image takes it: a new launch.
        let third = Persistence(url: folder.file())
        let thirdStore = Store(persistence: third)
        await third.flush()
        #expect(Availability.check(resolution(thirdStore), in: thirdStore).source == .image)
        #expect(thirdStore.record("EnvHero:h1")?.value(at: EnvSlots.name.index) == .string("First"))
        // One store per image: a second store given the same image runs without it.
        let sharing = Store(persistence: third)
        #expect(sharing.persistence == nil)
        await third.close()
        // The launch is counted with its first write (here, the stamps of what it read).
        #expect(try ImageFileLook.integer(folder.file(), "SELECT value FROM meta WHERE key = 'generation'") == generation + 1)
        await second.close()
    }
}
