import Foundation
import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Hydration writes its fills through the commit's fill mode (written in place, without the
/// diffing and bookkeeping of a server batch): what a reader sees and is told must be what
/// the commit's general path gives for the same batch.
@Suite("Image: hydration writes")
@MainActor
struct ImageHydrationWriteTests {
    /// Launch 1 fetches the hero (Ann, power 7) and waits until the image has it.
    func fetchHero(into file: URL) async throws {
        try await launch(file, transport: RecordedTransport([EnvHeroQuery.name: EnvJSON.hero("Ann", power: 7)])) { env in
            let handle = env.handle(for: EnvHeroQuery())
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            await env.store.persistence?.flush()
            _ = retention
        }
    }

    /// Memory holds the hero with its name only (not the image's).
    func heroWithNameOnly(_ store: Store, _ name: String) throws -> Record {
        var changes = ChangeSet()
        changes.records = [ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                        entries: [ChangeEntry(slot: EnvSlots.name.index, value: .string(name))])]
        store.commit(changes, kind: .local)
        return try #require(store.record("EnvHero:h1"))
    }

    @Test func aSlotABodyReadWhileAbsentIsFilledAndItsReaderToldOnce() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            let hero = try heroWithNameOnly(env.store, "Memory")
            let root = env.store.root(.query)
            let (power, name, heroSlot) = (Counter(), Counter(), Counter())
            withObservationTracking { _ = hero[slot: EnvSlots.power.index] } onChange: { power.bump() }
            withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { name.bump() }
            withObservationTracking { _ = root[slot: EnvSlots.hero.index] } onChange: { heroSlot.bump() }
            let answer = Availability.check(env.resolution(EnvHeroQuery()), in: env.store)
            #expect(answer.isAvailable && answer.source == .image)
            // The absent slots were filled and their readers told; memory's name won and
            // told no one.
            #expect(hero.value(at: EnvSlots.power.index) == .int(7))
            #expect(hero.value(at: EnvSlots.name.index) == .string("Memory"))
            #expect(root.value(at: EnvSlots.hero.index) == .link(hero))
            #expect((power.value, name.value, heroSlot.value) == (1, 0, 1))
            // Filled once: a second check writes nothing and tells no one.
            let again = Counter()
            withObservationTracking { _ = hero[slot: EnvSlots.power.index] } onChange: { again.bump() }
            #expect(Availability.check(env.resolution(EnvHeroQuery()), in: env.store).isAvailable)
            #expect(again.value == 0)
        }
    }

    @Test func underAnOptimisticLayerTheFillsTakeTheGeneralCommitAndTheLayerStays() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            var changes = ChangeSet()
            changes.records = [ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                            entries: [ChangeEntry(slot: EnvSlots.name.index, value: .string("Pending"))])]
            let layer = env.store.applyLayer(changes)
            let answer = Availability.check(env.resolution(EnvHeroQuery()), in: env.store)
            #expect(answer.isAvailable && answer.source == .image)
            // The fills went under the layer: the layer still shows over them.
            let hero = try #require(env.store.record("EnvHero:h1"))
            #expect(hero.value(at: EnvSlots.power.index) == .int(7))
            #expect(hero.value(at: EnvSlots.name.index) == .string("Pending"))
            #expect(env.store.root(.query).value(at: EnvSlots.hero.index) == .link(hero))
            _ = layer
            #expect(env.store.layers.count == 1)
        }
    }

    @Test func anEntityOnlyTheImageHeldIsFoundByItsIdOnce() async throws {
        let folder = ImageFolder()
        try await fetchHero(into: folder.file())
        try await launch(folder.file()) { env in
            #expect(Availability.check(env.resolution(EnvHeroQuery()), in: env.store).source == .image)
            let hero = try #require(env.store.record("EnvHero:h1"))
            #expect(env.store.identities.records(withID: "h1").map(ObjectIdentifier.init) == [ObjectIdentifier(hero)])
        }
    }

    /// A fill of a held record's absent slot (named twice, as a damaged row may), a new
    /// record, and the root's link to it.
    func fill(_ store: Store) -> HydrationFills {
        var fills = HydrationFills()
        let hero = fills.add(RecordKey.Hashed("EnvHero:h1"), EnvTypes.Hero, held: store.record("EnvHero:h1"))
        fills.add([StoredCell(slot: EnvSlots.power.index, value: .int(7)),
                   StoredCell(slot: EnvSlots.power.index, value: .int(8))], at: hero)
        let root = fills.add(RecordKey.Hashed(RecordKey.queryRoot), .query, held: store.root(.query))
        fills.set(root, StoredCell(slot: EnvSlots.hero.index, value: .link(StoredLink(type: EnvTypes.Hero, key: "EnvHero:h2"))))
        let made = fills.add(RecordKey.Hashed("EnvHero:h2"), EnvTypes.Hero, held: nil)
        fills.set(made, StoredCell(slot: EnvSlots.name.index, value: .string("New")))
        return fills
    }

    /// The two ways a store can commit fills: the fill mode, and the general path writing
    /// the fills' change set as a local batch.
    enum Path { case fill, general }

    func commit(_ fills: HydrationFills, into store: Store, _ path: Path) -> CommitSummary {
        var fills = fills
        switch path {
        case .fill: return store.commit(fill: &fills)
        case .general: return store.commit(fills.changeSet(store: store), kind: .local)
        }
    }

    /// What a store shows and tells after `path` writes `fill(_:)` over a hero with its name.
    func outcome(_ path: Path) throws -> [String] {
        let store = Store()
        let hero = try heroWithNameOnly(store, "Memory")
        let root = store.root(.query)
        let (power, name, heroSlot) = (Counter(), Counter(), Counter())
        withObservationTracking { _ = hero[slot: EnvSlots.power.index] } onChange: { power.bump() }
        withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { name.bump() }
        withObservationTracking { _ = root[slot: EnvSlots.hero.index] } onChange: { heroSlot.bump() }
        let summary = commit(fill(store), into: store, path)
        let made = try #require(store.record("EnvHero:h2"))
        return ["\(summary.changed) changed, \(summary.created) created",
                "power \(hero.value(at: EnvSlots.power.index)), name \(hero.value(at: EnvSlots.name.index))",
                "root links h2: \(root.value(at: EnvSlots.hero.index) == .link(made))",
                "new name \(made.value(at: EnvSlots.name.index))",
                "told \(power.value) \(name.value) \(heroSlot.value)",
                "ids \(store.identities.records(withID: "h2").count)"]
    }

    @Test func theFillModeShowsAndTellsWhatTheGeneralPathDoes() throws {
        let filled = try outcome(.fill)
        #expect(filled == (try outcome(.general)))
        // Each changed slot of a record that existed told once; the made record no one.
        #expect(filled == ["2 changed, 1 created", "power int(8), name string(\"Memory\")",
                           "root links h2: true", "new name string(\"New\")", "told 1 0 1", "ids 1"])
    }

    /// A held hero with a name and an error on its name; a fill that writes its power with an
    /// error, puts an error alone on its id, and rewrites its name with the same value and no
    /// error (the old error goes). What it shows and who is told, per slot.
    func errorsOutcome(_ path: Path) throws -> [String] {
        let store = Store()
        let hero = try heroWithNameOnly(store, "Memory")
        let id = SlotID(EnvTypes.Hero, "id").index
        var setup = ChangeSet()
        setup.records = [ChangeRecord(key: "EnvHero:h1", type: EnvTypes.Hero,
                                      entries: [ChangeEntry(slot: EnvSlots.name.index, value: .string("Memory"))])]
        setup.errors = [PlacedError(record: 0, slot: EnvSlots.name.index,
                                    error: FieldError(message: "old", path: "hero.name"), isCaught: false)]
        store.commit(setup, kind: .local)
        let (power, name, idSlot) = (Counter(), Counter(), Counter())
        withObservationTracking { _ = hero[slot: EnvSlots.power.index] } onChange: { power.bump() }
        withObservationTracking { _ = hero[slot: EnvSlots.name.index] } onChange: { name.bump() }
        withObservationTracking { _ = hero[slot: id] } onChange: { idSlot.bump() }
        var fills = HydrationFills()
        let at = fills.add(RecordKey.Hashed("EnvHero:h1"), EnvTypes.Hero, held: hero)
        fills.add([StoredCell(slot: EnvSlots.power.index, value: .int(7),
                              error: FieldError(message: "weak", path: "hero.power")),
                   StoredCell(slot: EnvSlots.name.index, value: .string("Memory")),
                   StoredCell(slot: id, value: .missing, error: FieldError(message: "no id", path: "hero.id"))], at: at)
        let summary = commit(fills, into: store, path)
        return ["\(summary.changed) changed",
                "power \(hero.value(at: EnvSlots.power.index)) \(hero.storedError(at: EnvSlots.power.index)?.message ?? "-")",
                "name \(hero.value(at: EnvSlots.name.index)) \(hero.storedError(at: EnvSlots.name.index)?.message ?? "-")",
                "id \(hero.value(at: id)) \(hero.storedError(at: id)?.message ?? "-")",
                "told \(power.value) \(name.value) \(idSlot.value)"]
    }

    /// Both paths write slots through one writer: a value with its error, an error alone, and
    /// a same value whose old error goes are written and told alike.
    @Test func theFillModeWritesErrorsAsTheGeneralPathDoes() throws {
        let filled = try errorsOutcome(.fill)
        #expect(filled == (try errorsOutcome(.general)))
        #expect(filled == ["3 changed", "power int(7) weak", "name string(\"Memory\") -",
                           "id missing no id", "told 1 1 1"])
    }

    /// A made record's cells link to one record memory holds and one it lacks (outside the
    /// fills): the held one is linked as it is, the lacking one made once; an error rides on
    /// the first cell naming its slot.
    @Test func aMadeRecordLinksToHeldAndMadeTargetsAsTheGeneralPathDoes() throws {
        func outcome(_ path: Path) throws -> [String] {
            let store = Store()
            let held = try heroWithNameOnly(store, "Memory")
            let friends = SlotID(EnvTypes.Hero, "friends").index
            var fills = HydrationFills()
            let at = fills.add(RecordKey.Hashed(RecordKey.queryRoot), .query, held: store.root(.query))
            let list = StoredValue.links([StoredLink(type: EnvTypes.Hero, key: "EnvHero:h1"), nil,
                                          StoredLink(type: EnvTypes.Hero, key: "EnvHero:h3")])
            let made = fills.add(RecordKey.Hashed("EnvHero:h2"), EnvTypes.Hero, held: nil)
            fills.add([StoredCell(slot: friends, value: list),
                       StoredCell(slot: EnvSlots.power.index, value: .null, error: FieldError(message: "a", path: "p")),
                       StoredCell(slot: EnvSlots.power.index, value: .int(3), error: FieldError(message: "b", path: "p"))],
                      at: made)
            fills.set(at, StoredCell(slot: EnvSlots.hero.index, value: .link(StoredLink(type: EnvTypes.Hero, key: "EnvHero:h2"))))
            let summary = commit(fills, into: store, path)
            let h2 = try #require(store.record("EnvHero:h2"))
            let h3 = try #require(store.record("EnvHero:h3"))
            return ["\(summary.changed) changed, \(summary.created) created",
                    "list \(h2.value(at: friends) == .links([held, nil, h3]))",
                    "power \(h2.value(at: EnvSlots.power.index)) \(h2.storedError(at: EnvSlots.power.index)?.message ?? "-")",
                    "h3 \(h3.writtenSlots)"]
        }
        let filled = try outcome(.fill)
        #expect(filled == (try outcome(.general)))
        #expect(filled == ["1 changed, 2 created", "list true", "power int(3) a", "h3 []"])
    }

    /// The fill plan finds each link's record by the key's number in the walk's table; a key
    /// the walk numbered without filling it (a record it met but did not enter) and a key it
    /// never met (a link in a field outside the selection) each get one record, however many
    /// cells name them.
    @Test func keysTheWalkMetButDidNotFillAndKeysItNeverMetAreMadeOnceEach() throws {
        func outcome(_ path: Path) throws -> [String] {
            let store = Store()
            let friends = SlotID(EnvTypes.Hero, "friends").index
            let rival = SlotID(EnvTypes.Hero, "rival").index
            let (met, unmet) = (StoredLink(type: EnvTypes.Hero, key: "EnvHero:h3"),
                                StoredLink(type: EnvTypes.Hero, key: "EnvHero:h4"))
            var fills = HydrationFills()
            let made = fills.add(RecordKey.Hashed("EnvHero:h2"), EnvTypes.Hero, held: nil)
            _ = fills.number(met.hashedKey)
            fills.add([StoredCell(slot: friends, value: .links([unmet, met, unmet, met])),
                       StoredCell(slot: rival, value: .link(unmet))], at: made)
            let other = fills.add(RecordKey.Hashed("EnvHero:h5"), EnvTypes.Hero, held: nil)
            fills.set(other, StoredCell(slot: rival, value: .link(met)))
            let summary = commit(fills, into: store, path)
            let (h2, h5) = (try #require(store.record("EnvHero:h2")), try #require(store.record("EnvHero:h5")))
            let (h3, h4) = (try #require(store.record("EnvHero:h3")), try #require(store.record("EnvHero:h4")))
            return ["\(summary.created) created",
                    "friends \(h2.value(at: friends) == .links([h4, h3, h4, h3]))",
                    "rivals \(h2.value(at: rival) == .link(h4)) \(h5.value(at: rival) == .link(h3))"]
        }
        let filled = try outcome(.fill)
        #expect(filled == (try outcome(.general)))
        #expect(filled == ["4 created", "friends true", "rivals true true"])
    }

    @Test func aFillNamingAKeyHeldUnderAnotherTypeTakesTheGeneralPath() throws {
        let store = Store()
        let hero = try heroWithNameOnly(store, "Memory")
        var fills = HydrationFills()
        let at = fills.add(RecordKey.Hashed("EnvHero:h1"), .query, held: hero)
        fills.set(at, StoredCell(slot: EnvSlots.power.index, value: .int(7)))
        #expect(store.commitFill(&fills) == nil)
        #expect(hero.value(at: EnvSlots.power.index) == .missing)
    }

    @Test func aFillLinkingToAKeyHeldUnderAnotherTypeTakesTheGeneralPath() throws {
        let store = Store()
        let hero = try heroWithNameOnly(store, "Memory")
        var fills = HydrationFills()
        let at = fills.add(RecordKey.Hashed(RecordKey.queryRoot), .query, held: store.root(.query))
        fills.set(at, StoredCell(slot: EnvSlots.hero.index, value: .link(StoredLink(type: .query, key: "EnvHero:h1"))))
        #expect(store.commitFill(&fills) == nil)
        #expect(store.root(.query).value(at: EnvSlots.hero.index) == .missing)
        _ = hero
    }
}
