import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// A root's pack: made at close from the file's own rows, read by the next launch's check
/// instead of a seek a record, and dropped by any later change of content. A relaunch with
/// the pack and the same relaunch with the packs removed end the same way.
@Suite("Image: packs")
@MainActor
struct ImagePackTests {
    /// Launch 1 fetches `operation` from `response` (then `after` runs) and ends, which packs it.
    func fetch<Q: Query>(_ operation: Q, _ response: Data, into file: URL,
                         after: (Environment) async throws -> Void = { _ in }) async throws {
        try await launch(file, transport: RecordedTransport([Q.name: response]), wallClock: 1_000) { env in
            let handle = env.handle(for: operation)
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            try await after(env)
            await env.store.persistence?.flush()
            _ = retention
        }
    }

    /// What a relaunch ended with: the store, the answer's source, whether the phase was
    /// ready at once, staleness and age, whether a pack was read (and answered by filling it
    /// whole, without the walk), and the file's rows after.
    struct Relaunch: Equatable {
        var dump: [String]
        var source: Availability.Source
        var ready: Bool
        var stale: Bool
        var age: Double?
        var packsRead: Int
        var packsFilled: Int
        /// Checks that filled the pack whole and still missed (the walk read on).
        var packsMissed: Int
        var rows: [String]
    }

    /// Relaunches over `file` (after `before` runs on the new store) and checks `operation`
    /// as a handle's first frame does.
    func relaunch<Q: Query>(_ operation: Q, _ file: URL, before: (Store) throws -> Void = { _ in }) async throws -> Relaunch {
        let result = try await launch(file, cacheExpiration: .seconds(60), wallClock: 1_010) { env -> Relaunch in
            try before(env.store)
            let answer = Availability.check(env.resolution(operation), in: env.store,
                                            root: env.store.roots.root(operation.rootKey, resolution: env.resolution(operation)))
            let root = env.store.roots.root(operation.rootKey, resolution: env.resolution(operation))
            let handle = env.handle(for: operation, fetchPolicy: .storeOnly)
            let age = root.fetchTime.map { (env.store.now() - $0) / .seconds(1) }
            let timings = env.store.persistence?.writer.timings.withLock { $0 }
            return Relaunch(dump: Self.dump(env.store), source: answer.source, ready: handle.phase.data != nil,
                            stale: env.store.isStale(root), age: age.map { ($0 * 10).rounded() / 10 },
                            packsRead: timings?.packsRead ?? -1, packsFilled: timings?.packsFilled ?? -1,
                            packsMissed: timings?.packsMissed ?? -1, rows: [])
        }
        var relaunch = result
        relaunch.rows = try Self.rows(file)
        return relaunch
    }

    /// Every record memory holds: key, type, deleted, each slot's value and error; and the
    /// memberships.
    static func dump(_ store: Store) -> [String] {
        var lines: [String] = []
        for (key, record) in store.records {
            var line = "\(key) \(record.type.name) deleted:\(record.isDeleted)"
            for slot in record.writtenSlots {
                line += " [\(slot)]=\(describe(record.value(at: slot)))"
                if let error = record.storedError(at: slot) { line += " error:\(error)" }
            }
            lines.append(line)
        }
        for (type, conditions) in store.memberships { lines.append("membership \(type.name) \(conditions.sorted())") }
        return lines.sorted()
    }

    static func describe(_ value: SlotValue) -> String {
        switch value {
        case .link(let target): "->\(target.key)"
        case .links(let targets): "->[\(targets.map { $0?.key ?? "nil" }.joined(separator: ","))]"
        default: "\(value)"
        }
    }

    /// The file's rows after the launch (what later merges and replaces see): records, root
    /// cells and fetch times with their stamps.
    static func rows(_ file: URL) throws -> [String] {
        let connection = try SQLiteConnection(path: file.path, busyMilliseconds: 250)
        var out: [String] = []
        for sql in ["SELECT key, used, hex(row) FROM records", "SELECT field, used, hex(cell) FROM root",
                    "SELECT operation, used, time FROM fetches"] {
            let statement = try connection.prepare(sql + " ORDER BY 1")
            defer { statement.finalize() }
            while try statement.step() { out.append("\(statement.text(0)) \(statement.int(1)) \(statement.text(2))") }
        }
        return out
    }

    /// Copies `file` and removes the copy's packs: the relaunch that reads every row itself.
    static func withoutPacks(_ file: URL, in folder: ImageFolder) throws -> URL {
        let copy = folder.file("without-packs.sqlite")
        try FileManager.default.copyItem(at: file, to: copy)
        let connection = try SQLiteConnection(path: copy.path, busyMilliseconds: 250)
        try connection.execute("DELETE FROM packs")
        connection.close()
        return copy
    }

    /// Relaunches `operation` from the pack and from the rows alone: equal in everything.
    /// With `filled`, the relaunch with the pack is answered by filling the pack whole and
    /// walking memory (`PackFill`); without, the walk reads the pack's rows. Without
    /// `answered`, both miss.
    func expectSameWithAndWithoutPack<Q: Query>(_ operation: Q, _ response: Data, pack: Bool = true, filled: Bool = true,
                                                answered: Bool = true,
                                                after: (Environment) async throws -> Void = { _ in },
                                                before: (Store) throws -> Void = { _ in }) async throws {
        let folder = ImageFolder()
        try await fetch(operation, response, into: folder.file(), after: after)
        #expect(try ImageFileLook.keys(folder.file(), "packs") == (pack ? [operation.rootKey] : []), "\(Q.name)")
        let bare = try Self.withoutPacks(folder.file(), in: folder)
        let packed = try await relaunch(operation, folder.file(), before: before)
        let walked = try await relaunch(operation, bare, before: before)
        // A check that misses reads the pack again at the next one (the handle's).
        #expect(packed.packsRead == (pack ? (answered ? 1 : 2) : 0), "\(Q.name)")
        #expect(packed.packsFilled == (pack && filled ? 1 : 0), "\(Q.name)")
        #expect(walked.packsRead == 0 && walked.packsFilled == 0)
        #expect(packed.source == (answered ? .image : .miss) && packed.ready == answered, "\(Q.name)")
        #expect(packed.packsMissed == 0, "\(Q.name)")
        var same = walked
        same.packsRead = packed.packsRead
        same.packsFilled = packed.packsFilled
        #expect(packed == same, "\(Q.name)")
    }

    @Test func aRelaunchReadsTheRootsPackAndEndsAsTheWalkAlone() async throws {
        try await expectSameWithAndWithoutPack(EnvHeroQuery(), EnvJSON.hero("Ann", power: 7))
        try await expectSameWithAndWithoutPack(ImgHeroPal(), Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8))
        try await expectSameWithAndWithoutPack(ImgHeroes(page: 1), ImgHeroes.response(page: 1, count: 40, padding: 20))
        // Field errors and nulls.
        try await expectSameWithAndWithoutPack(EnvHeroQuery(), Data(#"""
            {"data":{"hero":{"name":"E","power":null,"id":"h1"}},"errors":[{"message":"no power","path":["hero","power"],"extensions":{"code":"X"}}]}
            """#.utf8))
        // A record deleted after the fetch: its row is a deleted record's, in the pack too.
        try await expectSameWithAndWithoutPack(ImgHeroes(page: 1), ImgHeroes.response(page: 1, count: 5), after: { env in
            try env.commitPayload(ImgDeleteHero(id: "p1-2"), Payload(ImageResponses.deleted("p1-2")))
        })
        // Deferred parts: the walk decides which fills a part held in part takes back.
        try await expectSameWithAndWithoutPack(ImgDeferredPal(), Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8),
                                               filled: false)
    }

    @Test func memoryHoldingPartOfAPackWinsAsItDoesOverTheRows() async throws {
        // The relaunched store already holds the hero, with another name: memory wins, cell
        // by cell, with or without the pack (the walk reads the pack's rows).
        try await expectSameWithAndWithoutPack(ImgHeroPal(), Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8),
                                               filled: false, before: { store in
            let changes = try Ingest.response(Array(EnvJSON.hero("Memory", power: 3)),
                                              resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes
            store.commit(changes, kind: .local)
        })
    }

    /// The hero query checked with its root in a relaunched `env`: answered from the image
    /// by its pack filled whole; the hero record it brought back.
    static func heroFilledFromPack(_ env: Environment) throws -> Record {
        let resolution = env.resolution(EnvHeroQuery())
        let answer = Availability.check(resolution, in: env.store,
                                        root: env.store.roots.root(EnvHeroQuery().rootKey, resolution: resolution))
        #expect(answer.isAvailable && answer.source == .image)
        #expect(env.store.persistence?.writer.timings.withLock(\.packsFilled) == 1)
        return try #require(env.store.record("EnvHero:h1"))
    }

    /// Filling a pack whole makes no value: each record keeps its row until first read (the
    /// walk in memory tests the kept cells in place), and what it reads then is the image's.
    @Test func aRelaunchFilledFromThePackMakesNoValues() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann", power: 7), into: folder.file())
        try await launch(folder.file(), wallClock: 1_010) { env in
            let hero = try Self.heroFilledFromPack(env)
            #expect(hero.keptBytes != nil && hero.keptRow.count == 3)
            #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
            #expect(hero.value(at: EnvSlots.power.index) == .int(7))
        }
    }

    /// A root field memory already holds (another screen's data) leaves the check to the
    /// walk, which reads the pack's rows: memory decides where the walk goes (here, to a hero
    /// the pack lacks), so filling the pack whole would make records the walk never reaches.
    @Test func aRootFieldMemoryHoldsLeavesThePackToTheWalk() async throws {
        try await expectSameWithAndWithoutPack(ImgHeroPal(), Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8),
                                               filled: false, answered: false, before: { store in
            let changes = try Ingest.response(Array(EnvJSON.hero("Memory", power: 3, id: "h2")),
                                              resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes
            store.commit(changes, kind: .local)
        })
    }

    /// A pack filled whole that still leaves memory missing a field (here, one lacking the
    /// pal's row the file holds: a pack that is not the file's copy of the plan's rows) is
    /// not the answer: the walk reads on, the pack first and the file for the pal, and the
    /// relaunch ends as the walk alone does.
    @Test func aPackFilledWholeThatLeavesMemoryMissingIsReadOnByTheWalk() async throws {
        let folder = ImageFolder()
        let response = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8)
        try await fetch(ImgHeroPal(), response, into: folder.file())
        let bare = try Self.withoutPacks(folder.file(), in: folder)
        try Self.rewritePack(folder.file()) { key in !key.hasSuffix("p1") }
        let packed = try await relaunch(ImgHeroPal(), folder.file())
        let walked = try await relaunch(ImgHeroPal(), bare)
        #expect(packed.source == .image && packed.ready)
        #expect(packed.packsMissed == 1 && packed.packsRead == 1 && packed.packsFilled == 0)
        #expect(walked.packsMissed == 0)
        var same = walked
        same.packsRead = packed.packsRead
        same.packsMissed = packed.packsMissed
        #expect(packed == same)
    }

    /// Rewrites `file`'s one pack keeping only the records whose keys pass `keep` (and every
    /// root cell), in the pack's own layout.
    static func rewritePack(_ file: URL, keep: (String) -> Bool) throws {
        try rewritePack(file) { key, row in keep(key) ? row : nil }
    }

    /// Rewrites `file`'s one pack with each record's row as `edit` gives it from its key and
    /// row (nil: the record is left out), every root cell kept, in the pack's own layout.
    static func rewritePack(_ file: URL, edit: (String, [UInt8]) -> [UInt8]?) throws {
        try rewritePack(file, entries: { entries in entries.compactMap { key, row in edit(key, row).map { (key, $0) } } })
    }

    /// Rewrites `file`'s one pack with its (key, row) entries as `entries` gives them from the
    /// pack's own, every root cell (and what follows them) kept, in the pack's own layout.
    static func rewritePack(_ file: URL, entries edit: ([(String, [UInt8])]) -> [(String, [UInt8])]) throws {
        try PackFile.edit(file) { blob in
            let old = blob
            var sink = ByteSink()
            try old.withUnsafeBytes { bytes in
                var source = ByteSource(bytes)
                guard let format = source.byte(), let count = source.count() else { throw PackFile.Unreadable() }
                sink.byte(format)
                var read: [(String, [UInt8])] = []
                for _ in 0..<count {
                    guard let key = source.string(), let row = source.text() else { throw PackFile.Unreadable() }
                    read.append((key, Array(old[row.start..<row.start + row.count])))
                }
                let entries = edit(read)
                sink.varint(entries.count)
                for (key, row) in entries {
                    sink.string(key)
                    sink.varint(row.count)
                    row.withUnsafeBytes { sink.append($0) }
                }
                sink.append(UnsafeRawBufferPointer(rebasing: bytes[source.position...]))
            }
            blob = sink.bytes
        }
    }

    /// The pack's table finds each record's row by its key's bytes, keys of every length and
    /// keys that differ only in their last bytes alike, and finds no key it lacks; a link's
    /// key the pack holds is the pack's own, one it lacks is made.
    @Test func aPackFindsEveryKeyItHoldsAndNoOther() throws {
        var keys = (0..<600).map { "Character:\($0)" }
        keys += ["a", "ab", "1234567", "12345678", "123456789", "0123456789abcdef", "0123456789abcdefg",
                 "Episode:1", "Location:1", String(repeating: "long key ", count: 9), ""]
        var blob = ByteSink()
        blob.byte(PackBlob.format)
        blob.varint(keys.count)
        for (n, key) in keys.enumerated() {
            blob.string(key)
            let row = Array("row \(n)".utf8)
            blob.varint(row.count)
            row.withUnsafeBytes { blob.append($0) }
        }
        blob.varint(0)
        let pack = try #require(blob.bytes.withUnsafeBytes { PackIndex($0) })
        #expect(pack.count == keys.count)
        for (n, key) in keys.enumerated() {
            let row = try #require(pack.row(key), "\(key)")
            #expect(Array(row) == Array("row \(n)".utf8), "\(key)")
            let linked = Array(key.utf8).withUnsafeBytes { pack.hashedKey($0) }
            #expect(linked == pack.hashedKey(n) && linked == RecordKey.Hashed(key), "\(key)")
        }
        for missing in ["Character:600", "Character:60 ", "character:1", "1234568", "0123456789abcdeg", "b"] {
            #expect(pack.row(missing) == nil, "\(missing)")
            let made = Array(missing.utf8).withUnsafeBytes { pack.hashedKey($0) }
            #expect(made == RecordKey.Hashed(missing))
        }
    }

    /// Every baton-spec query case the image keeps, relaunched from its pack and from the
    /// rows alone: the same store, answer and file rows, and a case whose data is whole and
    /// has no deferred part is answered by filling the pack whole.
    @Test(arguments: ImageConformanceTests.cases)
    func everyConformanceCaseRelaunchesFromItsPackAsTheWalkAlone(_ testCase: ConformanceDumpTests.Case) async throws {
        let folder = ImageFolder()
        _ = try await ImageConformanceTests.written(testCase, in: folder, packed: true)
        #expect(try ImageFileLook.keys(folder.file(), "packs") == ["case"], "\(testCase.name)")
        let bare = try Self.withoutPacks(folder.file(), in: folder)
        func relaunch(_ file: URL) async throws -> (dump: [String], source: Availability.Source, filled: Int, rows: [String]) {
            let store = Store(persistence: Persistence(url: file))
            await store.persistence?.flush()
            let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
            let answer = Availability.check(resolution, in: store, root: store.roots.root("case", resolution: resolution))
            let filled = store.persistence?.writer.timings.withLock(\.packsFilled) ?? -1
            let dump = Self.dump(store)
            await store.persistence?.close()
            return (dump, answer.source, filled, try Self.rows(file))
        }
        let packed = try await relaunch(folder.file())
        let walked = try await relaunch(bare)
        #expect(packed.dump == walked.dump, "\(testCase.name)")
        #expect(packed.source == walked.source, "\(testCase.name)")
        #expect(packed.rows == walked.rows, "\(testCase.name)")
        #expect(walked.filled == 0)
        if testCase.complete, !testCase.plan.hasDeferred { #expect(packed.filled == 1, "\(testCase.name)") }
    }

    @Test func aPackIsDroppedByTheNextWriteOfContent() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: folder.file())
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [EnvHeroQuery().rootKey])
        // Launch 2 writes another root's batch: every pack goes in its transaction.
        try await fetch(EnvHeroByID(id: "h2"), EnvJSON.heroByID("h2"), into: folder.file())
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [EnvHeroByID(id: "h2").rootKey])
        let relaunched = try await relaunch(EnvHeroQuery(), folder.file())
        #expect(relaunched.packsRead == 0)
        #expect(relaunched.ready)
        // The walk found the root whole without a pack: it is packed again.
        #expect(try ImageFileLook.keys(folder.file(), "packs").contains(EnvHeroQuery().rootKey))
    }

    @Test func aFetchTimeAgingOutLeavesThePackButARowAgingOutDropsIt() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: folder.file())
        // Two launches read the hero without its root (no age asked): the second one's first
        // write drops the fetch time, unread for a whole launch, and nothing else.
        for _ in 0..<2 {
            try await launch(folder.file()) { env in
                #expect(Availability.check(env.resolution(EnvHeroQuery()), in: env.store).source == .image)
            }
        }
        #expect(try ImageFileLook.keys(folder.file(), "fetches").isEmpty)
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [EnvHeroQuery().rootKey])
        let relaunched = try await relaunch(EnvHeroQuery(), folder.file())
        #expect(relaunched.packsRead == 1 && relaunched.ready && relaunched.stale)
        // A row dropped by aging drops every pack: the hero's, read by no launch since.
        try await fetch(EnvHeroByID(id: "h2"), EnvJSON.heroByID("h2"), into: folder.file())
        try await launch(folder.file()) { env in
            #expect(Availability.check(env.resolution(EnvHeroByID(id: "h2")), in: env.store).source == .image)
        }
        try await launch(folder.file()) { env in
            #expect(Availability.check(env.resolution(EnvHeroByID(id: "h2")), in: env.store).source == .image)
        }
        #expect(try ImageFileLook.keys(folder.file(), "packs").isEmpty)
    }

    @Test func aPackOfAnotherOperationOrDamagedIsNotRead() async throws {
        for damage in ["UPDATE packs SET operation = 'id:other'", "UPDATE packs SET blob = x'0102'"] {
            let folder = ImageFolder()
            try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: folder.file())
            let connection = try SQLiteConnection(path: folder.file().path, busyMilliseconds: 250)
            try connection.execute(damage)
            connection.close()
            let relaunched = try await relaunch(EnvHeroQuery(), folder.file())
            #expect(relaunched.packsRead == 0, "\(damage)")
            #expect(relaunched.ready && relaunched.source == .image, "\(damage)")
        }
    }

    @Test func transientSelectionsAndOptimisticLayersMakeNoPack() async throws {
        let folder = ImageFolder()
        let vaults = Data(#"{"data":{"vaults":[{"id":"v1","body":"secret"}],"hero":{"name":"A","power":1,"id":"h1"}}}"#.utf8)
        try await fetch(ImgVaults(code: "c"), vaults, into: folder.file())
        #expect(try ImageFileLook.keys(folder.file(), "packs").isEmpty)
        // A transient record reached below a kept root field has no row: no pack.
        let vaulted = ImageFolder()
        let heroVault = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","vault":{"id":"v1","body":"s"}}}}"#.utf8)
        try await fetch(ImgHeroVault(), heroVault, into: vaulted.file())
        #expect(try ImageFileLook.keys(vaulted.file(), "packs").isEmpty)
        let layered = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: layered.file(), after: { env in
            // A new batch drops the pack made meanwhile; the next is asked for on the turn
            // after it, and at close: the layer is on by then.
            try env.commitPayload(EnvHeroQuery(), Payload(EnvJSON.hero("Server")))
            let changes = try Ingest.response(Array(EnvJSON.hero("Optimistic")),
                                              resolution: Environment.resolution(EnvHeroQuery(), store: env.store)).changes
            _ = env.store.applyLayer(changes)
        })
        #expect(try ImageFileLook.keys(layered.file(), "packs").isEmpty)
    }

    @Test func anImageOfTheFormatBeforePacksStartsOver() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: folder.file())
        let connection = try SQLiteConnection(path: folder.file().path, busyMilliseconds: 250)
        try connection.execute("DROP TABLE packs; PRAGMA user_version = 1;")
        connection.close()
        let relaunched = try await relaunch(EnvHeroQuery(), folder.file())
        #expect(!relaunched.ready && relaunched.source == .miss)
        #expect(try ImageFileLook.integer(folder.file(), "PRAGMA user_version") == ImageSchema.format)
    }
}
