import Foundation
import Observation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton
import BatonTesting

/// The records a pack's fill makes keep their rows in buffers they share (`KeptRows`), not an
/// array each: a record so kept reads, weighs and gives up its row exactly as one keeping an
/// array, and a row made or dropped leaves nothing alive in the buffer.
@Suite("Image: rows kept in a pack's shared buffers")
@MainActor
struct PackRowsTests {
    static let palKey = "ImgPal:p1"

    /// `cells` gathered and moved into `writer`'s buffers, as the fill's reader moves a row.
    static func append(_ cells: [StoredCell], to writer: inout KeptRowsWriter) -> (KeptRows, KeptRows.Span) {
        var gathered = RowCells()
        for cell in cells { gathered.append(cell) }
        let span = writer.append(moving: &gathered)
        #expect(gathered.count == 0)
        return (writer.rows, span)
    }

    /// A hero's row as a pack's fill reads it: a name, a power, a null, and a link to a pal.
    static func heroRow(linking pal: Record) -> [StoredCell] {
        [StoredCell(slot: EnvSlots.name.index, value: .string("Ann")),
         StoredCell(slot: EnvSlots.power.index, value: .int(7), error: FieldError(message: "late", path: "hero.power")),
         StoredCell(slot: SlotID(EnvTypes.Hero, "id").index, value: .null),
         StoredCell(slot: SlotRegistry.shared.slot(EnvTypes.Hero, "pal"), value: .record(pal))]
    }

    @Test func aRecordKeepingAPackedRowIsWeighedInPlaceAndMakesItsValuesAtItsFirstRead() throws {
        var writer = KeptRowsWriter()
        let pal = Record(key: Self.palKey, type: ImageTypes.Pal)
        let hero = Record(key: "EnvHero:h1", type: EnvTypes.Hero)
        let other = Record(key: "EnvHero:h2", type: EnvTypes.Hero)
        let (rows, span) = Self.append(Self.heroRow(linking: pal), to: &writer)
        let (otherRows, otherSpan) = Self.append([StoredCell(slot: EnvSlots.name.index, value: .string("Bo"))], to: &writer)
        #expect(rows === otherRows && span == KeptRows.Span(start: 0, count: 4) && otherSpan.start == 4)
        hero.keep(row: span, in: rows)
        other.keep(row: otherSpan, in: otherRows)
        // Kept, nothing made: the row is weighed in place and no digest is read from its place.
        #expect(hero.keepsRow && hero.holdsAnything && hero.digest == nil)
        #expect(hero.keptRow.count == 4 && hero.keptRowRoom == 4)
        let slots = hero.checkedSlots
        #expect(slots.fits(EnvSlots.name.index, ScalarShape(.string)) && !slots.fits(EnvSlots.name.index, ScalarShape(.int)))
        #expect(slots.value(SlotRegistry.shared.slot(EnvTypes.Hero, "pal")) == .link(pal))
        #expect(slots.value(SlotID(EnvTypes.Hero, "id").index) == .null)
        #expect(hero.keepsRow, "weighing makes no value")
        // The first read makes every value and error, and leaves the buffer holding nothing of it.
        #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
        #expect(!hero.keepsRow && hero.keptRow.isEmpty)
        #expect(hero.value(at: EnvSlots.power.index) == .int(7))
        #expect(hero.storedError(at: EnvSlots.power.index) == FieldError(message: "late", path: "hero.power"))
        #expect(hero.value(at: SlotRegistry.shared.slot(EnvTypes.Hero, "pal")) == .link(pal))
        #expect(rows.row(span).allSatisfy { $0.value.isMissing && $0.error == nil })
        // The other record's row, in the same buffer, is untouched.
        #expect(other.keepsRow && other.value(at: EnvSlots.name.index) == .string("Bo"))
    }

    /// A packed row's place shares the digest's word, below the least digest kept: a digest
    /// there is kept as none (its change loses its skip, nothing else), and a record keeping
    /// a packed row reads no digest whatever its place.
    @Test func aDigestBelowTheLeastKeptIsNoneAndAPackedRowsPlaceIsNoDigest() throws {
        let record = Record(key: "EnvHero:h9", type: EnvTypes.Hero)
        for kept in [Int.max, 42, 0, -1, Int.min + 1 << 48] {
            record.digest = kept
            #expect(record.digest == kept)
        }
        for none in [Int.min, Int.min + 1, Int.min + 1 << 48 - 1] {
            record.digest = none
            #expect(record.digest == nil)
        }
        let packed = Record(key: "EnvHero:h8", type: EnvTypes.Hero)
        var writer = KeptRowsWriter()
        var gathered = RowCells()
        for _ in 0..<200 { gathered.append(StoredCell(slot: 0, value: .int(1))) }
        _ = writer.append(moving: &gathered)
        gathered.append(StoredCell(slot: 1, value: .int(2)))
        gathered.append(StoredCell(slot: 2, value: .int(3)))
        let span = writer.append(moving: &gathered)
        #expect(span == KeptRows.Span(start: 200, count: 2))
        packed.keep(row: span, in: writer.rows)
        #expect(packed.digest == nil && packed.keptRow.map(\.slot) == [1, 2])
        #expect(packed.value(at: 2) == .int(3) && packed.value(at: 1) == .int(2) && packed.value(at: 0) == .missing)
        packed.digest = 7
        #expect(packed.digest == 7)
    }

    @Test func aDroppedOrTakenPackedRowReleasesItsLinksAtOnce() throws {
        var writer = KeptRowsWriter()
        weak var released: Record?
        let hero = Record(key: "EnvHero:h1", type: EnvTypes.Hero)
        let taker = Record(key: "EnvHero:h2", type: EnvTypes.Hero)
        var span = KeptRows.Span(start: 0, count: 0)
        var rows: KeptRows?
        do {
            let pal = Record(key: Self.palKey, type: ImageTypes.Pal)
            released = pal
            let placed = Self.append(Self.heroRow(linking: pal), to: &writer)
            (rows, span) = placed
            hero.keep(row: placed.1, in: placed.0)
            let taken = Self.append([StoredCell(slot: EnvSlots.name.index, value: .string("Bo"))], to: &writer)
            taker.keep(row: taken.1, in: taken.0)
        }
        #expect(released != nil)
        #expect(hero.dropKeptRow())
        #expect(!hero.keepsRow && !hero.holdsAnything && hero.digest == nil)
        #expect(released == nil, "the dropped row's link is released with it, not with the buffer")
        #expect(try #require(rows).row(span).allSatisfy { $0.value.isMissing })
        let cells = taker.takeKeptRow()
        #expect(cells.count == 1 && cells[0].value.isText("Bo") && !taker.keepsRow)
        #expect(!hero.dropKeptRow(), "nothing is kept any more")
    }

    @Test func aRowThatDoesNotFitStartsABufferAndALongRowTakesOneOfItsSize() {
        var writer = KeptRowsWriter()
        let size = KeptRowsWriter.cellsPerBuffer
        let cell = StoredCell(slot: 0, value: .int(1))
        let (first, firstSpan) = Self.append(Array(repeating: cell, count: size - 1), to: &writer)
        let (second, secondSpan) = Self.append([cell, cell], to: &writer)
        #expect(first !== second && firstSpan.count == size - 1 && secondSpan == KeptRows.Span(start: 0, count: 2))
        let (long, longSpan) = Self.append(Array(repeating: cell, count: size + 3), to: &writer)
        #expect(long !== second && long.capacity == size + 3 && longSpan.count == size + 3)
        let (empty, emptySpan) = Self.append([], to: &writer)
        #expect(empty === long && emptySpan.count == 0)
    }

    /// The general path (twin slots) makes records of its own: it takes the row a made record
    /// keeps in the pack's buffers, and writes what the fill mode writes.
    @Test func theGeneralPathWritesARowKeptInThePacksBuffersAsTheFillModeDoes() throws {
        func outcome(_ path: ImageHydrationWriteTests.Path) throws -> [String] {
            let store = Store()
            let root = store.root(.query)
            let hero = Record(key: "EnvHero:h1", type: EnvTypes.Hero)
            let pal = Record(key: Self.palKey, type: ImageTypes.Pal)
            var writer = KeptRowsWriter()
            let (rows, span) = Self.append(Self.heroRow(linking: pal), to: &writer)
            hero.keep(row: span, in: rows)
            let (summary, heroHeld, palHeld) = try PackFillTests.commitMade(hero, cells: [], pal, root: root,
                                                                            into: store, path)
            let palSlot = SlotRegistry.shared.slot(EnvTypes.Hero, "pal")
            return ["\(summary.changed) changed, \(summary.created) created",
                    "name \(heroHeld.value(at: EnvSlots.name.index)), power \(heroHeld.value(at: EnvSlots.power.index))",
                    "error \(String(describing: heroHeld.storedError(at: EnvSlots.power.index)?.message))",
                    "links pal: \(heroHeld.value(at: palSlot) == .link(palHeld)), made kept: \(heroHeld === hero)"]
        }
        let filled = try outcome(.fill)
        let general = try outcome(.general)
        #expect(filled == ["1 changed, 2 created", "name string(\"Ann\"), power int(7)", "error Optional(\"late\")",
                           "links pal: true, made kept: true"])
        #expect(general == ["1 changed, 2 created", "name string(\"Ann\"), power int(7)", "error Optional(\"late\")",
                            "links pal: true, made kept: false"])
    }

    /// A relaunch filled from the page's pack: every record keeps its row in the shared
    /// buffers (exactly its cells' room), and reads what the walk alone reads.
    @Test func aRelaunchFilledFromThePackKeepsEachRowInTheSharedBuffers() async throws {
        let folder = ImageFolder()
        let packs = ImagePackTests()
        try await packs.fetch(EnvHeroQuery(), EnvJSON.hero("Ann", power: 7), into: folder.file())
        let bare = try ImagePackTests.withoutPacks(folder.file(), in: folder)
        try await launch(folder.file(), wallClock: 1_010) { env in
            let hero = try ImagePackTests.heroFilledFromPack(env)
            #expect(hero.keepsRow && hero.keptRowRoom == hero.keptRow.count && hero.keptRow.count == 3)
        }
        let withPack = try await packs.relaunch(EnvHeroQuery(), folder.file())
        let walked = try await packs.relaunch(EnvHeroQuery(), bare)
        #expect(withPack.packsFilled == 1 && walked.packsFilled == 0)
        #expect(withPack.dump == walked.dump)
    }

    /// A pack whose last row breaks after rows before it were kept in the shared buffers: the
    /// fill drops what it kept and declines, nothing filled, and the walk reads on (no trap).
    @Test func aPackWhoseLastRowBreaksIsNotFilledAndTheWalkReadsOn() async throws {
        let folder = ImageFolder()
        try await ImagePackTests().fetch(ImgHeroPal(), PackFillTests.palResponse, into: folder.file())
        try ImagePackTests.rewritePack(folder.file(), entries: { entries in
            var broken = entries
            #expect(broken.count == 2)
            // A tag past the last (0x0f) after the row's cells: the row does not read whole.
            broken[broken.count - 1].1 += [0x01, 0x0f]
            return broken
        })
        let relaunched = try await ImagePackTests().relaunch(ImgHeroPal(), folder.file())
        #expect(relaunched.packsFilled == 0 && relaunched.packsMissed == 0)
        // The walk read the pack once: every field is in the row before its break, so it
        // answered from the image.
        #expect(relaunched.packsRead == 1)
        #expect(relaunched.ready && relaunched.source == .image)
        #expect(relaunched.dump.contains { $0.hasPrefix("EnvHero:h1 EnvHero") && $0.contains("\"A\"") })
    }
}

private extension StoredValue {
    var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }

    func isText(_ expected: String) -> Bool {
        if case .string(let text) = self { return text == expected }
        return false
    }
}
