import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A second store over the same image: what a server wrote comes back, field by field, with
/// its age; what never reaches the image does not.
@Suite("Image: relaunch")
@MainActor
struct ImageRelaunchTests {
    /// Launch 1 fetches `operation` from `response` and waits until the image has it.
    @discardableResult
    func fetch<Q: Query>(_ operation: Q, _ response: Data, into file: URL, cacheExpiration: Duration? = nil,
                                  wallClock: Double? = nil) async throws -> ContinuousClock.Instant? {
        try await launch(file, transport: RecordedTransport([Q.name: response]), cacheExpiration: cacheExpiration,
                         wallClock: wallClock) { env in
            let handle = env.handle(for: operation)
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            await env.store.persistence?.flush()
            _ = retention
            return handle.fetchTime
        }
    }

    @Test func aRelaunchRendersAFetchedScreenWithoutARequest() async throws {
        let folder = ImageFolder()
        let fetchedAt = try #require(try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann", power: 7), into: folder.file()))
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            // The first frame: ready at once, from disk, and not stale.
            let data = try #require(handle.phase.data)
            #expect(data.hero?.name == "Ann")
            #expect(data.hero?.power == 7)
            #expect(silent.requestCount == 0)
            #expect(!handle.isStale)
            let relaunched = try #require(handle.fetchTime)
            #expect(abs((relaunched - fetchedAt) / .milliseconds(1)) < 500)
            _ = retention
        }
        // The same file without an image: nothing to show, a request goes out.
        let bare = Environment(transport: silent)
        let handle = bare.handle(for: EnvHeroQuery())
        #expect(handle.phase.data == nil)
        #expect(await wait(until: { silent.requestCount == 1 }, timeout: .seconds(120)))
    }

    @Test func onlyServerBatchesReachTheImage() async throws {
        let folder = ImageFolder()
        let store = Store(persistence: Persistence(url: folder.file()))
        let changes = try Ingest.response(Array(EnvJSON.hero()), resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes
        store.commit(changes, kind: .optimistic)
        store.commit(changes, kind: .local)
        await store.persistence?.close()
        #expect(try ImageFileLook.keys(folder.file(), "records").isEmpty)
        #expect(try ImageFileLook.keys(folder.file(), "root").isEmpty)
    }

    @Test func aServerBatchUnderAnOptimisticLayerWritesTheServersValuesNotTheLayers() async throws {
        let folder = ImageFolder()
        let store = Store(persistence: Persistence(url: folder.file()))
        let resolution = Environment.resolution(EnvHeroQuery(), store: store)
        func changes(_ name: String, power: Int) throws -> ChangeSet {
            try Ingest.response(Array(EnvJSON.hero(name, power: power)), resolution: resolution).changes
        }
        store.commit(try changes("Ann", power: 1), kind: .server)
        let layer = store.applyLayer(try changes("Optimistic", power: 1))
        // The server's answer lands while the layer is live: memory shows the layer over it.
        store.commit(try changes("Server", power: 9), kind: .server)
        let values = try #require(store.record("EnvHero:h1")).values
        #expect(values.contains(.string("Optimistic")) && !values.contains(.string("Server")))
        _ = layer
        await store.persistence?.close()
        // The image holds the server's values: the snapshot was taken with the layer lifted.
        try await launch(folder.file()) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            let data = try #require(handle.phase.data)
            #expect(data.hero?.name == "Server")
            #expect(data.hero?.power == 9)
            _ = retention
        }
    }

    @Test func theFileIsAnImageInWALModeWhereTheNameSaysAndItsDirectoryIsMade() async throws {
        let folder = ImageFolder()
        let nested = folder.url.appendingPathComponent("a/b/image.sqlite")
        try await fetch(EnvHeroQuery(), EnvJSON.hero(), into: nested)
        let connection = try SQLiteConnection(path: nested.path, busyMilliseconds: 250)
        let mode = try connection.prepare("PRAGMA journal_mode")
        defer { mode.finalize() }
        #expect(try mode.step() && mode.text(0) == "wal")
        #expect(try connection.integer("PRAGMA application_id") == ImageSchema.applicationID)
        let named = Persistence.cachesURL(name: "Main")
        #expect(named.path.hasSuffix("/" + ProcessInfo.processInfo.processName + "/Baton/Main.sqlite"))
    }

    @Test func theQueryRootIsARowPerFieldAndTheFetchTimeIsKeptByRootKey() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroByID(id: "h7"), EnvJSON.heroByID("h7"), into: folder.file())
        #expect(try ImageFileLook.keys(folder.file(), "root") == [#"heroByID(id:"h7")"#])
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h7"])
        #expect(try ImageFileLook.keys(folder.file(), "fetches") == [EnvHeroByID(id: "h7").rootKey])
    }

    @Test func ageAcrossLaunchesExpiresByTheWallClockAndAnInvalidationOutlivesTheLaunch() async throws {
        let folder = ImageFolder()
        // EnvHeroByID expires after 60 s; the wall clock is pinned, launch by launch.
        let fetched = 1_000_000.0
        try await fetch(EnvHeroByID(id: "h1"), EnvJSON.heroByID("h1"), into: folder.file(), wallClock: fetched)
        let transport = RecordedTransport(responder: EnvJSON.byIDResponder)
        try await launch(folder.file(), transport: transport, wallClock: fetched + 30) { env in
            let handle = env.handle(for: EnvHeroByID(id: "h1"))
            #expect(handle.phase.data != nil && !handle.isStale && transport.requestCount == 0)
        }
        // Two minutes after the fetch: stale, so the attach fetches.
        try await launch(folder.file(), transport: transport, wallClock: fetched + 120) { env in
            let handle = env.handle(for: EnvHeroByID(id: "h1"))
            #expect(handle.phase.data != nil)
            #expect(handle.isStale)
            #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
            #expect(await wait(until: { !handle.fetch.isInFlight }, timeout: .seconds(120)))
            env.invalidate()
            await env.store.persistence?.flush()
        }
        #expect(try ImageFileLook.keys(folder.file(), "fetches").isEmpty)
        // The invalidation forgot the fetch time: data that needs the image and has no age is
        // stale, even for an operation without an expiration.
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroByID(id: "h1"), fetchPolicy: .storeOnly)
            #expect(handle.phase.data != nil)
            #expect(handle.fetchTime == nil)
            #expect(handle.isStale)
        }
    }

    @Test func fieldErrorsAndTheirExtensionsSurvive() async throws {
        let folder = ImageFolder()
        let response = Data(#"{"data":{"hero":{"name":"Ann","power":null,"id":"h1"}},"errors":[{"message":"no power","path":["hero","power"],"extensions":{"code":"GONE","retry":[1,2.5]}}]}"#.utf8)
        try await fetch(EnvHeroQuery(), response, into: folder.file())
        try await launch(folder.file()) { env in
            let handle = env.handle(for: EnvHeroQuery())
            #expect(handle.phase.data?.hero?.power == nil)
            let hero = try #require(env.store.record("EnvHero:h1"))
            let error = try #require(hero.error(slot: EnvSlots.power.index))
            #expect(error == FieldError(message: "no power", path: "hero.power",
                                        extensions: .object([("code", "GONE"), ("retry", .list([1, 2.5]))])))
        }
    }

    @Test func aMutationsServerAnswerPersistsAndNothingUnderTheMutationRootDoes() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann"), into: folder.file())
        let rename = Data(#"{"data":{"rename":{"hero":{"name":"Bea","power":1,"id":"h1"}}}}"#.utf8)
        try await launch(folder.file(), transport: RecordedTransport(["EnvRename": rename])) { env in
            _ = try await env.mutate(EnvRename(newName: "Bea"))
            await env.store.persistence?.flush()
        }
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1"])
        #expect(try !ImageFileLook.keys(folder.file(), "names").contains { $0.hasPrefix("rename") })
        try await launch(folder.file()) { env in
            #expect(env.handle(for: EnvHeroQuery()).phase.data?.hero?.name == "Bea")
        }
    }

    @Test func aDeletionSurvivesAndAnIdMemoryLacksIsForgotten() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroByID(id: "h1"), EnvJSON.heroByID("h1"), into: folder.file())
        try await fetch(EnvHeroByID(id: "h2"), EnvJSON.heroByID("h2"), into: folder.file())
        // h1 is in memory when deleted; h2 only in the image.
        let transport = RecordedTransport(responder: { request in
            guard case .string(let id)? = request.variables["id"] else { return nil }
            return request.operationName == ImgDeleteHero.name ? ImageResponses.deleted(id) : EnvJSON.heroByID(id)
        })
        try await launch(folder.file(), transport: transport) { env in
            let handle = env.handle(for: EnvHeroByID(id: "h1"))
            #expect(handle.phase.data?.heroByID?.name == "A")
            _ = try await env.mutate(ImgDeleteHero(id: "h1"))
            #expect(handle.phase.data?.heroByID == nil)
            _ = try await env.mutate(ImgDeleteHero(id: "h2"))
            await env.store.persistence?.flush()
        }
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1"])
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            // The deleted record comes back deleted: the link reads nil, and nothing is fetched.
            let handle = env.handle(for: EnvHeroByID(id: "h1"), fetchPolicy: .storeOnly)
            #expect(handle.phase.data != nil && handle.phase.data?.heroByID == nil)
            #expect(env.store.record("EnvHero:h1")?.isDeleted == true)
            // The forgotten one reads missing: the check misses.
            let forgotten = env.handle(for: EnvHeroByID(id: "h2"), fetchPolicy: .storeOnly)
            #expect(forgotten.phase.data == nil)
        }
    }

    @Test func transientTypesAndRootFieldsNeverReachTheDiskAndARelaunchFetches() async throws {
        let folder = ImageFolder()
        let vaults = Data(#"{"data":{"vaults":[{"id":"v1","body":"code 1"}],"hero":{"name":"Ann","power":1,"id":"h1"}}}"#.utf8)
        let heroVault = Data(#"{"data":{"hero":{"name":"Ann","power":1,"id":"h1","vault":{"id":"v2","body":"code 2"}}}}"#.utf8)
        try await fetch(ImgVaults(code: "x"), vaults, into: folder.file())
        try await fetch(ImgHeroVault(), heroVault, into: folder.file())
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:h1"])
        #expect(try ImageFileLook.keys(folder.file(), "root") == ["hero"])
        #expect(try ImageFileLook.keys(folder.file(), "fetches") == [ImgHeroVault().rootKey])
        let names = try ImageFileLook.keys(folder.file(), "names")
        #expect(!names.contains { $0.contains("vault") || $0.contains("Vault") || $0.contains("code") }, "\(names)")
        // A relaunch misses both and fetches.
        let transport = RecordedTransport([ImgVaults.name: vaults, ImgHeroVault.name: heroVault])
        try await launch(folder.file(), transport: transport) { env in
            let first = env.handle(for: ImgVaults(code: "x"))
            let second = env.handle(for: ImgHeroVault())
            #expect(await wait(until: { transport.requestCount == 2 }, timeout: .seconds(120)))
            #expect(await wait(until: { first.phase.data != nil && second.phase.data != nil }, timeout: .seconds(120)))
        }
    }

    @Test func mergedConnectionPagesSurvive() async throws {
        let folder = ImageFolder()
        let first = Store(persistence: Persistence(url: folder.file()))
        try first.commitResponse(ConnectionTests.page(["1", "2"], end: "c2"), Resolution(ConnectionTests.plan, store: first))
        try first.commitResponse(ConnectionTests.page(["2", nil, "3"], end: "c3", hasNext: false, total: 7),
                                 Resolution(ConnectionTests.plan, variables: ["cursor": "c2"], store: first))
        await first.persistence?.close()
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).source == .image)
        let tests = ConnectionTests()
        #expect(tests.nodes(second) == ["Note:1", "Note:2", "Note:3"])
        #expect(tests.info(second, "endCursor") == .string("c3"))
        #expect(tests.info(second, "hasNextPage") == .bool(false))
        for key in [tests.connectionKey, tests.connectionKey + ":pageInfo", "Note:3"] {
            #expect(second.record(key).map { StoreExport.recordText($0, in: second) } == first.record(key).map { StoreExport.recordText($0, in: first) }, "\(key)")
        }
        await second.persistence?.close()
    }

    @Test func anEditOnAConnectionMemoryLacksForgetsItInTheImage() async throws {
        let folder = ImageFolder()
        func notes(_ store: Store) -> Resolution { Resolution(TestNotesQueryPlan.operation, variables: ["id": "1"], store: store) }
        let connection = EditTests().connection
        func store() async -> Store {
            let made = Store(persistence: Persistence(url: folder.file()))
            await made.persistence?.flush()
            return made
        }
        let first = await store()
        first.commit(try Ingest.response(try Fixtures.bytes("tests/notes-page-1.json"), resolution: notes(first)).changes,
                     kind: .server)
        await first.persistence?.close()
        let reading = await store()
        #expect(Availability.check(notes(reading), in: reading).source == .image)
        await reading.persistence?.close()
        // A launch that never read the connection appends to it: memory cannot apply the edit,
        // so the image forgets the connection and the next read fetches.
        let editing = await store()
        try editing.commitResponse(EditTests.addNote("n9"), Resolution(AddNotePlans.append, variables: ["connections": [.string(connection)]], store: editing))
        await editing.persistence?.close()
        #expect(try !ImageFileLook.keys(folder.file(), "records").contains(connection))
        let after = await store()
        #expect(Availability.check(notes(after), in: after).source == .miss)
        await after.persistence?.close()
    }

    @Test func aTypedLookupIsSatisfiedByAnEntityOnlyTheImageHolds() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann", id: "h5"), into: folder.file())
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroLookup(id: "h5"))
            #expect(handle.phase.data?.heroByID?.name == "Ann")
            #expect(silent.requestCount == 0)
            // A lookup's link is the check's own write: it never reaches the image.
            await env.store.persistence?.flush()
        }
        #expect(try ImageFileLook.keys(folder.file(), "root") == ["hero"])
    }

    @Test func aTypelessLookupNeedsExactlyOneLiveEntityInTheImage() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann", id: "x1"), into: folder.file())
        try await launch(folder.file()) { env in
            #expect(env.handle(for: EnvNodeLookup(id: "x1"), fetchPolicy: .storeOnly).phase.data?.heroByID?.name == "Ann")
            // A villain with the same id reaches the image too.
            try env.commitPayload(VillainQuery(), Payload(json: #"{"data":{"villain":{"name":"Vic","power":2,"id":"x1"}}}"#))
            await env.store.persistence?.flush()
        }
        try await launch(folder.file()) { env in
            var events: [LogEvent] = []
            env.log = { events.append($0) }
            let handle = env.handle(for: EnvNodeLookup(id: "x1"), fetchPolicy: .storeOnly)
            #expect(handle.phase.data == nil)
            #expect(events.contains(.ambiguousIdentity(id: "x1", types: ["EnvHero", "EnvVillain"])))
        }
    }

    @Test func aDeferredPartHeldOnlyPartlyIsClearedAndFetched() async throws {
        let folder = ImageFolder()
        // The pal link came with the hero, but the pal's own fields never did.
        try await launch(folder.file(), transport: SilentTransport()) { env in
            try env.commitPayload(ImgDeferredPal(), Payload(json: #"{"data":{"hero":{"name":"Ann","power":1,"id":"h1","pal":{"id":"p1"}}}}"#))
            await env.store.persistence?.flush()
        }
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let answer = Availability.check(env.resolution(ImgDeferredPal()), in: env.store)
            #expect(answer.isAvailable && !answer.deferredHeld && answer.source == .image)
            // The hero's row brought the link, but with nothing behind it the part is cleared.
            let hero = try #require(env.store.record("EnvHero:h1"))
            #expect(hero.value(at: SlotRegistry.shared.slot(EnvTypes.Hero, "pal")) == .missing)
            #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
            // The handle renders the rest and fetches the part.
            let handle = env.handle(for: ImgDeferredPal())
            #expect(handle.phase.data?.hero?.name == "Ann")
            #expect(await wait(until: { silent.requestCount == 1 }, timeout: .seconds(120)))
        }
    }

    @Test func aLinkToASweptRecordIsDroppedAndTheImageLinksTheLiveRecordOfThatKey() async throws {
        let folder = ImageFolder()
        let store = Store(persistence: Persistence(url: folder.file()))
        let resolution = Environment.resolution(ImgHeroPal(), store: store)
        let response = #"{"data":{"hero":{"name":"Ann","power":1,"id":"h1","pal":{"name":"Pat","id":"p1"}}}}"#
        store.commit(try Ingest.response(Array(response.utf8), resolution: resolution).changes, kind: .server)
        await store.persistence?.flush()
        #expect(await wait(until: { store.image!.waiting.isEmpty }, timeout: .seconds(120)))
        // Only a root that reads the hero without its pal is kept: the pal is swept, and the
        // hero's link to it is dropped with it (no kept record links to a swept one).
        let swept = try #require(store.record("ImgPal:p1"))
        store.roots.written(store.roots.root(EnvHeroQuery().rootKey, resolution: Environment.resolution(EnvHeroQuery(), store: store)))
        store.collect()
        #expect(store.record("ImgPal:p1") == nil)
        let hero = try #require(store.record("EnvHero:h1"))
        let palSlot = SlotRegistry.shared.slot(EnvTypes.Hero, "pal")
        #expect(hero.value(at: palSlot) == .missing)
        let answer = Availability.check(resolution, in: store)
        #expect(answer.source == .image)
        let live = try #require(store.record("ImgPal:p1"))
        #expect(live !== swept)
        #expect(hero.value(at: palSlot) == .link(live))
        #expect(live.value(at: SlotRegistry.shared.slot(ImageTypes.Pal, "name")) == .string("Pat"))
        await store.persistence?.close()
    }

    @Test func anUnreadRowMergesAPartialSnapshotAndAReadRowIsReplaced() async throws {
        let folder = ImageFolder()
        try await fetch(EnvHeroQuery(), EnvJSON.hero("Ann", power: 7), into: folder.file())
        // Launch 2 writes only the name, never reading the row: the power stays on disk.
        try await launch(folder.file()) { env in
            try env.commitPayload(EnvHeroQuery(), Payload(json: #"{"data":{"hero":{"name":"Bea","id":"h1"}}}"#))
            await env.store.persistence?.flush()
        }
        try await launch(folder.file()) { env in
            let hero = env.handle(for: EnvHeroQuery(), fetchPolicy: .storeOnly).phase.data?.hero
            #expect(hero?.name == "Bea" && hero?.power == 7)
        }
        // A row read this launch is replaced by memory's record.
        let writer = ImageWriter(files: ImageFiles(database: folder.file("rule.sqlite")), version: "", sizeLimit: 1 << 30)
        func row(_ values: [SlotValue], sequence: Int = 0) -> ImageJob {
            .batch(ImageBatch(sequence: sequence, records: [RecordSnapshot(key: "EnvHero:r", type: EnvTypes.Hero,
                                                                           values: values, errors: [:], isDeleted: false)]))
        }
        let (name, power) = (EnvSlots.name.index, EnvSlots.power.index)
        var both = [SlotValue](repeating: .missing, count: max(name, power) + 1)
        both[name] = .string("Ann")
        both[power] = .int(7)
        var nameOnly = [SlotValue](repeating: .missing, count: name + 1)
        nameOnly[name] = .string("Bea")
        writer.enqueue(row(both))
        writer.enqueue(row(nameOnly))
        await writer.flush()
        #expect(writer.read { try $0.row("EnvHero:r") }??.cells.count == 2)
        // Read after batch 0 was handed over: batch 0 still merges, batch 1 replaces.
        _ = writer.read { $0.readKeys["EnvHero:r"] = 0 }
        writer.enqueue(row(nameOnly, sequence: 0))
        await writer.flush()
        #expect(writer.read { try $0.row("EnvHero:r") }??.cells.count == 2)
        writer.enqueue(row(nameOnly, sequence: 1))
        await writer.flush()
        #expect(writer.read { try $0.row("EnvHero:r") }??.cells.count == 1)
        await writer.close()
    }
}

/// `query VillainQuery { villain { name power id } }` over the `EnvVillain` type.
struct VillainQuery: Query {
    var holder: QueryHolder<VillainQuery>?
    static let name = "VillainQuery"
    static let document: Document = .text("query VillainQuery{villain{name,power,id}}")
    var variables: Variables { Variables() }
    static let plan = PlanOperation(
        name: name, kind: .query, document: document,
        selection: PlanSelection(type: .query, fields: [
            .link("villain", PlanLink(PlanSelection(type: TypeID("EnvVillain"), key: ["id"], fields: [
                .scalar("name", ScalarShape(.string, nullable: false)),
                .scalar("power", ScalarShape(.int)),
                .scalar("id", ScalarShape(.string, nullable: false)),
            ]))),
        ]))
    typealias Data = ImgVaults.Data
}
