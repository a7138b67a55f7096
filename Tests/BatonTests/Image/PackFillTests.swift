import Foundation
import Observation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// A pack filled whole makes a record for each entry and binds each row's links as it reads
/// it, by the pack's entry numbers: a link to a key the pack lacks is bound as the walk
/// binds it (memory's record, or one made), and a pack whose links clash with its records'
/// types or whose row is broken is not filled at all (the walk reads on, nothing crashes).
@Suite("Image: packs filled whole")
@MainActor
struct PackFillTests {
    static let palResponse = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8)
    static let palKey = "ImgPal:p1"

    /// An image whose one pack is `EnvHeroQuery`'s, holding the hero alone, while the hero's
    /// row also links its pal (fetched by `ImgHeroPal` in an earlier launch): a field outside
    /// the pack's selection, to a key outside the pack.
    func heroPackLinkingOutside(_ folder: ImageFolder) async throws -> URL {
        let packs = ImagePackTests()
        try await packs.fetch(ImgHeroPal(), Self.palResponse, into: folder.file())
        try await packs.fetch(EnvHeroQuery(), EnvJSON.hero("A", power: 1), into: folder.file())
        // The second launch wrote the same content: the first pack stays too.
        #expect(try ImageFileLook.keys(folder.file(), "packs") == [EnvHeroQuery().rootKey, ImgHeroPal().rootKey].sorted())
        return folder.file()
    }

    /// The check of `EnvHeroQuery` a relaunch over `file` makes first (after `before`), and the
    /// hero's pal as memory then holds it, with the image's counters.
    func checkHero(_ file: URL, before: @escaping (Store) -> Record? = { _ in nil })
        async throws -> (answer: Availability.Answer, pal: Record?, held: Record?, timings: ImageTimings) {
        try await launch(file, wallClock: 1_010) { env in
            let held = before(env.store)
            let resolution = env.resolution(EnvHeroQuery())
            let answer = Availability.check(resolution, in: env.store,
                                            root: env.store.roots.root(EnvHeroQuery().rootKey, resolution: resolution))
            let hero = try #require(env.store.record("EnvHero:h1"))
            var pal: Record?
            if case .link(let target) = hero.value(at: SlotRegistry.shared.slot(EnvTypes.Hero, "pal")) { pal = target }
            let timings = try #require(env.store.persistence?.writer.timings.withLock { $0 })
            return (answer, pal, held, timings)
        }
    }

    @Test func aLinkToAKeyThePackLacksIsBoundToARecordMadeForIt() async throws {
        let folder = ImageFolder()
        let file = try await heroPackLinkingOutside(folder)
        let bare = try ImagePackTests.withoutPacks(file, in: folder)
        let copy = folder.file("copy.sqlite")
        try FileManager.default.copyItem(at: file, to: copy)
        let packed = try await checkHero(copy)
        #expect(packed.answer.isAvailable && packed.answer.source == .image)
        #expect(packed.timings.packsFilled == 1 && packed.timings.packsRead == 1 && packed.timings.packsMissed == 0)
        // The pal is made, empty (the pack holds no row of it), as the walk makes it.
        let pal = try #require(packed.pal)
        #expect(pal.key == Self.palKey && pal.type == ImageTypes.Pal && !pal.holdsAnything)
        // The relaunch ends as the walk alone does.
        let packs = ImagePackTests()
        let withPack = try await packs.relaunch(EnvHeroQuery(), file)
        let walked = try await packs.relaunch(EnvHeroQuery(), bare)
        #expect(withPack.packsFilled == 1 && walked.packsFilled == 0)
        #expect(withPack.dump.contains { $0.hasPrefix("\(Self.palKey) ImgPal") })
        var same = walked
        same.packsRead = withPack.packsRead
        same.packsFilled = withPack.packsFilled
        #expect(withPack == same)
    }

    @Test func aLinkToAKeyThePackLacksIsBoundToTheRecordMemoryHolds() async throws {
        let folder = ImageFolder()
        let file = try await heroPackLinkingOutside(folder)
        let checked = try await checkHero(file) { store in
            // Memory holds the pal already (another screen's), the hero not.
            var changes = ChangeSet()
            changes.records = [ChangeRecord(key: Self.palKey, type: ImageTypes.Pal)]
            store.commit(changes, kind: .local)
            return store.record(Self.palKey)
        }
        #expect(checked.answer.isAvailable && checked.answer.source == .image)
        #expect(checked.timings.packsFilled == 1 && checked.timings.packsMissed == 0)
        let held = try #require(checked.held)
        #expect(checked.pal === held)
    }

    /// Launch 1 fetches the hero and its pal and ends (packing them); the pal's row in the
    /// pack is rewritten by `edit` (given the file, for its names); launch 2 relaunches.
    func relaunchWithPalRow(_ edit: @escaping (URL, [UInt8]) throws -> [UInt8]) async throws -> ImagePackTests.Relaunch {
        let folder = ImageFolder()
        let file = folder.file()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.palResponse, into: file)
        var failure: Error?
        try ImagePackTests.rewritePack(file) { key, row in
            guard key == Self.palKey else { return row }
            do { return try edit(file, row) } catch { failure = error; return row }
        }
        if let failure { throw failure }
        return try await ImagePackTests().relaunch(ImgHeroPal(), file)
    }

    @Test func aLinkWhoseTypeClashesWithThePacksRecordLeavesThePackToTheWalk() async throws {
        // The pal's row says it is a hero: the hero's link to it names a pal.
        let relaunched = try await relaunchWithPalRow { file, row in
            let hero = try ImageFileLook.integer(file, "SELECT id FROM names WHERE name = 'EnvHero'")
            try #require(hero > 0 && hero < 128)
            return [row[0], UInt8(hero)] + row[2...]
        }
        #expect(relaunched.packsFilled == 0 && relaunched.packsMissed == 0)
        // The walk read the pack at each check (the first, then the handle's): it met a hero
        // where the link named a pal, filled nothing of it, and missed the pal's fields.
        #expect(relaunched.packsRead == 2)
        #expect(!relaunched.ready && relaunched.source == .miss)
        #expect(relaunched.dump.contains("\(Self.palKey) ImgPal deleted:false"))
    }

    @Test func aTruncatedRowLeavesThePackToTheWalkWithNothingFilled() async throws {
        let relaunched = try await relaunchWithPalRow { _, row in Array(row.dropLast()) }
        // Not filled, so not missed either: a fill that wrote and missed counts `packsMissed`.
        #expect(relaunched.packsFilled == 0 && relaunched.packsMissed == 0)
        // The walk read the pack at each check, kept the pal's cells before the break (its
        // name, not its id) and missed.
        #expect(relaunched.packsRead == 2)
        #expect(!relaunched.ready && relaunched.source == .miss)
        #expect(relaunched.dump.contains("\(Self.palKey) ImgPal deleted:false [0]=string(\"P\")"))
    }

    @Test func aPackNamingAKeyTwiceIsNotReadAndTheFileAnswers() async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.palResponse, into: folder.file())
        try ImagePackTests.rewritePack(folder.file(), entries: { entries in
            entries + entries.filter { $0.0 == Self.palKey }
        })
        let relaunched = try await ImagePackTests().relaunch(ImgHeroPal(), folder.file())
        // A damaged pack is no pack: its fill would have made two records of one key.
        #expect(relaunched.packsRead == 0 && relaunched.packsFilled == 0)
        #expect(relaunched.ready && relaunched.source == .image)
        #expect(relaunched.dump.contains { $0.hasPrefix("\(Self.palKey) ImgPal deleted:false") && $0.contains("\"P\"") })
    }

    /// A hero with `cells` and its pal, both made already, handed to `path` as a pack's fill
    /// hands them over (the root's cell bound to the hero): the commit's summary and the
    /// records the store then holds for both.
    static func commitMade(_ hero: Record, cells: [StoredCell], _ pal: Record, root: Record, into store: Store,
                           _ path: ImageHydrationWriteTests.Path) throws -> (CommitSummary, Record, Record) {
        var fills = HydrationFills()
        fills.add(made: hero, RecordKey.Hashed(hero.key), cells: cells)
        fills.add(made: pal, RecordKey.Hashed(pal.key), cells: [])
        let at = fills.add(RecordKey.Hashed(RecordKey.queryRoot), .query, held: root)
        fills.set(at, StoredCell(slot: EnvSlots.hero.index, value: .record(hero)))
        let summary = ImageHydrationWriteTests().commit(fills, into: store, path)
        return (summary, try #require(store.record("EnvHero:h1")), try #require(store.record(palKey)))
    }

    /// An empty store whose root's hero cell a body reads (`told` counts its invalidations),
    /// with a hero and its pal made and not in the store.
    static func watchedHero() -> (store: Store, root: Record, told: Counter, hero: Record, pal: Record) {
        let store = Store()
        let root = store.root(.query)
        let told = Counter()
        withObservationTracking { _ = root[slot: EnvSlots.hero.index] } onChange: { told.bump() }
        return (store, root, told, Record(key: "EnvHero:h1", type: EnvTypes.Hero), Record(key: palKey, type: ImageTypes.Pal))
    }

    /// Fills as a pack's fill hands them over: a hero and its pal made already, the hero's row
    /// bound to the pal, and the root's cell bound to the hero. What a store shows and tells
    /// after `path` writes them, and whether it holds the records made (not others).
    func madeOutcome(_ path: ImageHydrationWriteTests.Path) throws -> (lines: [String], keptMade: Bool) {
        let (store, root, told, hero, pal) = Self.watchedHero()
        let palSlot = SlotRegistry.shared.slot(EnvTypes.Hero, "pal")
        let (summary, heroHeld, palHeld) = try Self.commitMade(hero, cells: [
            StoredCell(slot: EnvSlots.name.index, value: .string("A")),
            StoredCell(slot: SlotID(EnvTypes.Hero, "id").index, value: .string("h1")),
            StoredCell(slot: palSlot, value: .record(pal)),
        ], pal, root: root, into: store, path)
        return (["\(summary.changed) changed, \(summary.created) created",
                 "root links hero: \(root.value(at: EnvSlots.hero.index) == .link(heroHeld))",
                 "hero name \(heroHeld.value(at: EnvSlots.name.index)), links pal: \(heroHeld.value(at: palSlot) == .link(palHeld))",
                 "told \(told.value)", "ids \(store.identities.records(withID: "h1").count)"],
                heroHeld === hero && palHeld === pal)
    }

    /// The general path (taken when the fill mode cannot: twin slots) writes bound links as
    /// the fill mode does; the fill mode puts the very records made into the store.
    @Test func recordsAPackMadeCommitAlikeOnTheFillModeAndTheGeneralPath() throws {
        let filled = try madeOutcome(.fill)
        let general = try madeOutcome(.general)
        #expect(filled.lines == general.lines)
        #expect(filled.lines == ["1 changed, 2 created", "root links hero: true", "hero name string(\"A\"), links pal: true",
                                 "told 1", "ids 1"])
        #expect(filled.keptMade && !general.keptMade)
    }
}
