import Foundation
import Observation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// The records a pack's fill made that keep their rows (or hold nothing) are handed to the
/// commit apart from the fills (`HydrationFills.made`): the fill mode puts those very records
/// in the store as they are, rows kept and nothing told of them; the general path makes its
/// own from their rows. Either way the store then holds and shows what the walk would.
@Suite("Image: records a pack made, committed as they are")
@MainActor
struct PackMadeCommitTests {
    static let palKey = "ImgPal:p1"
    static let response = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8)

    @Test func aRelaunchPutsThePacksRecordsInTheStoreKeepingTheirRowsAndTellsOnlyTheRoot() async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), Self.response, into: folder.file())
        try await launch(folder.file(), wallClock: 1_010) { env in
            let root = env.store.root(.query)
            let told = Counter()
            withObservationTracking { _ = root[slot: EnvSlots.hero.index] } onChange: { told.bump() }
            let keysBefore = env.store.keys.count
            let resolution = env.resolution(ImgHeroPal())
            let answer = Availability.check(resolution, in: env.store,
                                            root: env.store.roots.root(ImgHeroPal().rootKey, resolution: resolution))
            #expect(answer.isAvailable && answer.source == .image)
            let timings = try #require(env.store.persistence?.writer.timings.withLock { $0 })
            #expect(timings.packsFilled == 1 && timings.packsRead == 1 && timings.packsMissed == 0)
            // The root (memory's record) is told once; the records made, in the store under
            // their keys and ids, keep their rows: nothing made a value yet.
            #expect(told.value == 1)
            #expect(env.store.keys.count == keysBefore + 2)
            let hero = try #require(env.store.record("EnvHero:h1"))
            let pal = try #require(env.store.record(Self.palKey))
            #expect(hero.keepsRow && pal.keepsRow)
            #expect(env.store.identities.records(withID: "h1").map(\.key) == ["EnvHero:h1"])
            #expect(env.store.identities.records(withID: "p1").map(\.key) == [Self.palKey])
            // Read, they hold the image's values, the hero's link bound to the very pal.
            #expect(root.value(at: EnvSlots.hero.index) == .link(hero))
            #expect(hero.value(at: EnvSlots.name.index) == .string("A"))
            #expect(hero.value(at: SlotRegistry.shared.slot(EnvTypes.Hero, "pal")) == .link(pal))
            #expect(pal.value(at: SlotRegistry.shared.slot(ImageTypes.Pal, "name")) == .string("P"))
            #expect(told.value == 1, "reading a kept row tells no one")
        }
    }

    /// Memory holding one record of a pack larger than memory (asked from memory's side: a few
    /// lookups in the pack) leaves the pack to the walk, memory's cells winning, as without it.
    @Test func memoryHoldingOneRecordOfALargerPackLeavesItToTheWalk() async throws {
        try await ImagePackTests().expectSameWithAndWithoutPack(EnvHeroes(), EnvJSON.heroes(8), filled: false, before: { store in
            let changes = try Ingest.response(Array(EnvJSON.hero("Memory", power: 30, id: "3")),
                                              resolution: Environment.resolution(EnvHeroQuery(), store: store)).changes
            store.commit(changes, kind: .local)
            #expect(store.records.count < 8 && store.record("EnvHero:3") != nil)
        })
    }

    /// A hero keeping its row in a pack's buffers (linking a pal made empty) and the root's
    /// cell bound to it, committed by `path`: what the store shows and tells, and whether it
    /// holds the very records made, the hero's row still kept.
    func keptOutcome(_ path: ImageHydrationWriteTests.Path) throws -> (lines: [String], keptMade: Bool) {
        let (store, root, told, hero, pal) = PackFillTests.watchedHero()
        var writer = KeptRowsWriter()
        let (rows, span) = PackRowsTests.append(PackRowsTests.heroRow(linking: pal), to: &writer)
        hero.keep(row: span, in: rows)
        var fills = HydrationFills()
        fills.add(made: hero, RecordKey.Hashed(hero.key), cells: [])
        fills.add(made: pal, RecordKey.Hashed(pal.key), cells: [])
        #expect(fills.fills.isEmpty && fills.made.count == 2 && !fills.isEmpty)
        let at = fills.add(RecordKey.Hashed(RecordKey.queryRoot), .query, held: root)
        fills.set(at, StoredCell(slot: EnvSlots.hero.index, value: .record(hero)))
        let summary = ImageHydrationWriteTests().commit(fills, into: store, path)
        let heroHeld = try #require(store.record("EnvHero:h1"))
        let palHeld = try #require(store.record(Self.palKey))
        let kept = heroHeld === hero && palHeld === pal && hero.keepsRow
        let palSlot = SlotRegistry.shared.slot(EnvTypes.Hero, "pal")
        return (["\(summary.changed) changed, \(summary.created) created",
                 "root links hero: \(root.value(at: EnvSlots.hero.index) == .link(heroHeld))",
                 "hero name \(heroHeld.value(at: EnvSlots.name.index)), power \(heroHeld.value(at: EnvSlots.power.index))",
                 "power error \(heroHeld.storedError(at: EnvSlots.power.index)?.message ?? "none")",
                 "links pal: \(heroHeld.value(at: palSlot) == .link(palHeld)), pal holds \(palHeld.holdsAnything)",
                 "told \(told.value)", "ids \(store.identities.records(withID: "h1").count)"],
                kept)
    }

    @Test func recordsKeepingTheirRowsCommitAlikeOnTheFillModeAndTheGeneralPath() throws {
        let filled = try keptOutcome(.fill)
        let general = try keptOutcome(.general)
        #expect(filled.lines == general.lines)
        #expect(filled.lines == ["1 changed, 2 created", "root links hero: true", "hero name string(\"Ann\"), power int(7)",
                                 "power error late", "links pal: true, pal holds false", "told 1", "ids 1"])
        // The fill mode puts the very records in, the row still kept; the general path makes its own.
        #expect(filled.keptMade && !general.keptMade)
    }
}
