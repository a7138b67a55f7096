import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A record the image's check makes keeps its row and makes its values when first read: the
/// check tells availability from the cells, the reads make the strings.
@Suite("Image: rows kept until read")
@MainActor
struct ImageKeptRowTests {
    /// Launch 1 fetches the hero (Ann, power 7, id h1) and waits until the image has it.
    func fetchHero(into file: URL) async throws { try await ImageHydrationWriteTests().fetchHero(into: file) }

    /// The hero a relaunch's check made from the image, its row kept and not read yet.
    func heroFromTheImage(_ env: Environment) throws -> Record {
        let answer = Availability.check(env.resolution(EnvHeroQuery()), in: env.store)
        #expect(answer.isAvailable && answer.source == .image)
        let hero = try #require(env.store.record("EnvHero:h1"))
        #expect(hero.keptBytes != nil)
        return hero
    }

    @Test func aMadeRecordsFirstReadMakesItsValuesAndTellsNoOne() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            let (power, name) = (Counter(), Counter())
            // Observers of two slots, registered without reading (the values stay unmade):
            // making them at the first read must tell neither.
            withObservationTracking { hero.access(SlotChannels.channel(EnvSlots.power.index)) } onChange: { power.bump() }
            withObservationTracking { hero.access(SlotChannels.channel(EnvSlots.name.index)) } onChange: { name.bump() }
            #expect(hero.keptBytes != nil)
            _ = hero[slot: EnvSlots.power.index]
            #expect(hero.keptBytes == nil)
            #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
            #expect(hero.value(at: EnvSlots.power.index) == .int(7))
            #expect(hero.value(at: SlotID(EnvTypes.Hero, "id").index) == .string("h1"))
            #expect((power.value, name.value) == (0, 0))
            // Through the lens, as a screen reads it.
            let handle = env.handle(for: EnvHeroQuery())
            #expect(handle.phase.data?.hero?.name == "Ann" && handle.phase.data?.hero?.power == 7)
        }
    }

    /// The check after the fill is answered by memory from the kept row as it is: no value
    /// is made (most records a relaunch brings back are not read before they are fetched
    /// again), and the values read after are the image's.
    @Test func theCheckFromMemoryOverAMadeRecordMakesNoValues() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            let answer = Availability.check(env.resolution(EnvHeroQuery()), in: env.store)
            #expect(answer.isAvailable && answer.source == .memory)
            #expect(hero.keptBytes != nil)
            #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
            #expect(hero.value(at: EnvSlots.power.index) == .int(7))
        }
    }

    /// A made record keeps its row's cells in a block of their number (a row read into an
    /// array reserved for 16 kept the room of 13 more cells than the hero's 3).
    @Test func aMadeRecordKeepsItsRowInABlockOfItsSize() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            #expect(hero.keptRow.count == 3)
            #expect(hero.keptRowRoom == hero.keptRow.count)
        }
    }

    /// A kept string whose bytes are gone is not held: memory's check misses it, and the
    /// image's fills it again.
    @Test func aKeptStringWhoseBytesAreGoneIsNotHeldByMemory() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            try #require(hero.keptBytes).forgetAll()
            let answer = Availability.check(env.resolution(EnvHeroQuery()), in: env.store)
            #expect(answer.isAvailable && answer.source == .image)
            #expect(hero.value(at: EnvSlots.name.index) == .string("Ann"))
        }
    }

    /// What a server batch shows and tells when it writes the hero's name over the image's
    /// hero, read first or not.
    func commitOutcome(readFirst: Bool) async throws -> [String] {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        return try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            if readFirst { _ = hero.value(at: EnvSlots.power.index) }
            #expect((hero.keptBytes == nil) == readFirst)
            let root = env.store.root(.query)
            let linked = Counter()
            withObservationTracking { _ = root[slot: EnvSlots.hero.index] } onChange: { linked.bump() }
            var changes = ChangeSet()
            changes.records = [ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                            entries: [ChangeEntry(slot: EnvSlots.name.index, value: .string("Bea"))])]
            let summary = env.store.commit(changes, kind: .server)
            let (name, power) = (Counter(), Counter())
            withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { name.bump() }
            withObservationTracking { _ = hero[slot: EnvSlots.power.index] } onChange: { power.bump() }
            return ["\(summary.changed) changed, \(summary.created) created",
                    "name \(hero.value(at: EnvSlots.name.index)), power \(hero.value(at: EnvSlots.power.index))",
                    "told \(linked.value) \(name.value) \(power.value)"]
        }
    }

    @Test func aCommitOverANeverReadRecordKeepsTheCommitsValuesAndTellsAsBefore() async throws {
        let kept = try await commitOutcome(readFirst: false)
        #expect(kept == (try await commitOutcome(readFirst: true)))
        #expect(kept == ["1 changed, 0 created", "name string(\"Bea\"), power int(7)", "told 0 0 0"])
    }

    @Test func theSnapshotOfANeverReadRecordWritesItsRowBackByteForByte() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            let snapshot = env.store.snapshot(of: hero)
            let writer = try #require(env.store.image?.writer)
            let (stored, written) = try #require(writer.read { database in
                let stored = try database.reads.row.first(hero.key) { $0.withBlob(0) { Array($0) } }
                let written = RowCodec.row(snapshot, names: &database.names, exclusions: ImageExclusions.current)
                return (stored, written)
            })
            #expect(stored != nil && stored == written)
        }
    }

    /// The collector sweeps a record nothing holds: a kept row never read is dropped (not
    /// made first), and the record reads nothing after, as a cleared record does.
    @Test func aNeverReadRecordSweptReadsNothing() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroFromTheImage(env)
            #expect(env.store.collect() >= 1)
            #expect(env.store.record("EnvHero:h1") == nil)
            #expect(hero.keptBytes == nil && hero.writtenSlots.isEmpty)
            #expect(hero.value(at: EnvSlots.name.index) == .missing && hero.storedError(at: EnvSlots.name.index) == nil)
        }
    }

    /// Rows whose kept bytes outgrow the check's first buffer: every string, in the rows kept
    /// before the buffer grew and after, reads back whole.
    @Test func rowsKeptAcrossTheBuffersGrowthReadBackWhole() async throws {
        let folder = ImageFolder()
        let names = (0..<6).map { i in "H\(i)" + String(repeating: "abcdefghij", count: 300 + i) }
        let heroes = names.indices.map { #"{"name":"\#(names[$0])","power":\#($0),"id":"\#($0)"}"# }
        let json = Data(#"{"data":{"heroes":[\#(heroes.joined(separator: ","))]}}"#.utf8)
        try await launch(folder.file(), transport: RecordedTransport([EnvHeroes.name: json])) { env in
            let handle = env.handle(for: EnvHeroes())
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            await env.store.persistence?.flush()
            _ = retention
        }
        try await launch(folder.file()) { env in
            let answer = Availability.check(env.resolution(EnvHeroes()), in: env.store)
            #expect(answer.isAvailable && answer.source == .image)
            for (i, name) in names.enumerated() {
                let hero = try #require(env.store.record("EnvHero:\(i)"))
                #expect(hero.keptBytes != nil)
                #expect(hero.value(at: EnvSlots.name.index) == .string(name))
                #expect(hero.value(at: EnvSlots.power.index) == .int(Int64(i)))
            }
        }
    }

    @Test func bytesBrokenAfterTheCheckReadAsMissingAndTheScreenIsFetchedAgain() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        let transport = RecordedTransport([EnvHeroQuery.name: EnvJSON.hero("Bea", power: 9)])
        try await launch(folder.file(), transport: transport) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            #expect(handle.phase.data != nil && transport.requestCount == 0)
            let hero = try #require(env.store.record("EnvHero:h1"))
            let bytes = try #require(hero.keptBytes)
            // The name's bytes are gone: its value cannot be made.
            bytes.forgetAll()
            _ = handle.phase.data?.hero?.name
            #expect(hero.value(at: EnvSlots.name.index) == .missing)
            #expect(await wait(until: { transport.requestCount == 1 }, timeout: .seconds(120)))
            #expect(await wait(until: { handle.phase.data?.hero?.name == "Bea" }, timeout: .seconds(120)))
            _ = retention
        }
    }
}
