import Observation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Keys rendered from variables are numbered by the store that met them (issue 9 item 3):
/// `~n` slots, held while a resolution or a lens scope names them, freed after collection
/// (lowest first), forgotten at `end()`, each rendered once per scope.
@Suite("Store-numbered keys")
@MainActor
struct StoreKeyTests {
    static func text(_ id: String) -> String { #"heroByID(id:"\#(id)")"# }
    static let heroByID = DynamicKey("heroByID", [DynamicArgument("id", [.variable("id")])])

    func resolve(_ id: String, _ store: Store) -> Resolution {
        Resolution(EnvHeroByID.plan, variables: ["id": .string(id)], store: store)
    }

    @Test func eachStoreNumbersTheKeysItRenders() {
        let one = Store(), two = Store()
        let a = resolve("numbered-a", one), b = resolve("numbered-b", two)
        // Each store starts at ~0 (slot -1), apart from the build's numbers.
        #expect(one.existingSlot(Self.text("numbered-a"), on: .query) == -1)
        #expect(two.existingSlot(Self.text("numbered-b"), on: .query) == -1)
        #expect(one.existingSlot(Self.text("numbered-b"), on: .query) == nil)
        #expect(SlotRegistry.shared.existingSlot(.query, Self.text("numbered-a")) == nil)
        #expect(one.storageKey(of: -1, on: .query) == Self.text("numbered-a"))
        withExtendedLifetime((a, b)) {}
    }

    @Test func unheldNumbersAreFreedByCollectionAndTheLowestIsReusedFirst() {
        let store = Store()
        let first = resolve("free-0", store)
        var second: Resolution? = resolve("free-1", store)
        let third = resolve("free-2", store)
        #expect(store.numbering.keyCount == 3)
        second = nil
        store.collect()
        #expect(store.numbering.keyCount == 2)
        #expect(store.existingSlot(Self.text("free-1"), on: .query) == nil)
        // ~1 is free: the next key takes it, not ~3.
        let fourth = resolve("free-3", store)
        #expect(store.existingSlot(Self.text("free-3"), on: .query) == -2)
        withExtendedLifetime((first, second, third, fourth)) {}
    }

    @Test func aFreedNumberIsClearedFromTheRecords() throws {
        let store = Store()
        var resolution: Resolution? = resolve("cleared-1", store)
        try store.commitResponse(String(decoding: EnvJSON.heroByID("cleared-1"), as: UTF8.self), resolution!)
        let root = store.root(.query)
        #expect(root.value(at: -1) != .missing)
        resolution = nil
        store.collect()
        #expect(root.value(at: -1) == .missing)
        // The number's next text does not read the old value.
        let next = resolve("cleared-2", store)
        #expect(store.existingSlot(Self.text("cleared-2"), on: .query) == -1)
        #expect(root.value(at: -1) == .missing)
        withExtendedLifetime(next) {}
    }

    @Test func aLensScopeHoldsItsKeysAndRendersEachOnce() throws {
        let env = Environment(transport: ScriptedTransport(), store: Store(releaseBufferSize: 0))
        try env.commitPayload(EnvHeroByID(id: "scope-1"), Payload(EnvJSON.heroByID("scope-1")))
        let owner = Owner(store: env.store, variables: ["id": "scope-1"], isRooted: true)
        let data = EnvHeroByID.Data(anchor: Anchor(record: env.store.root(.query), owner: owner))
        for _ in 0..<100 { #expect(data.heroByID?.name == "A") }
        #expect(owner.renderCount == 1)
        // The scope's hold outlives the payload's resolution: the key stays through a collection.
        env.store.collect()
        #expect(env.store.existingSlot(Self.text("scope-1"), on: .query) != nil)
        withExtendedLifetime(owner) {}
    }

    @Test func theKeyTableIsForgottenAtEnd() async throws {
        let env = Environment(transport: ScriptedTransport())
        let resolution = resolve("end-1", env.store)
        #expect(env.store.numbering.keyCount == 1)
        await env.end()
        #expect(env.store.numbering.keyCount == 0)
        withExtendedLifetime(resolution) {}
    }

    /// A build constant with the text of a key the store numbered itself (a module's `Slots`
    /// constant first used late) becomes its twin: adopted at the next commit or check and
    /// written together from then on.
    @Test func aLateConstantBecomesATwinOfTheStoresKey() throws {
        let store = Store()
        let resolution = resolve("twin-1", store)
        try store.commitResponse(String(decoding: EnvJSON.heroByID("twin-1"), as: UTF8.self), resolution)
        let root = store.root(.query)
        let constant = SlotID(.query, Self.text("twin-1")).index
        #expect(root.value(at: constant) == .missing)
        _ = Availability.check(resolution, in: store)
        let hero = try #require(store.record("EnvHero:twin-1"))
        #expect(root.value(at: constant) == .link(hero))
        // Written together: the next response moves both.
        let counter = Counter()
        withObservationTracking { _ = root[slot: constant] } onChange: { counter.bump() }
        try store.commitResponse(#"{"data":{"heroByID":null}}"#, resolution)
        #expect(root.value(at: -1) == .null)
        #expect(root.value(at: constant) == .null)
        #expect(counter.value == 1)
        // The dump names the field once.
        #expect(StoreExport.text(of: store).components(separatedBy: Self.text("twin-1").replacingOccurrences(of: "\"", with: "\\\"")).count == 2)
    }
}

/// Heavy tests: thousands of main-actor turns each. `Scripts/test` runs the types named
/// `Heavy…` on their own, after the parallel run, so they cannot starve its waits.
@Suite("Store-numbered keys: 50,000 lookups")
@MainActor
struct HeavyKeyTests {
    /// Issue 9's count: 50,000 lookups in one session, and after collection the key table is
    /// back to 0 (each lookup's root left the release buffer and nothing names its key).
    @Test func fiftyThousandLookupsReturnTheKeyTableToZero() async throws {
        let env = Environment(transport: ScriptedTransport(responder: EnvJSON.byIDResponder),
                              store: Store(releaseBufferSize: 0))
        for i in 0..<50_000 {
            let hero = try await env.fetch(EnvHeroByID(id: "lookup-\(i)"))
            if i % 10_000 == 0 { #expect(hero.heroByID?.name == "A") }
        }
        #expect(await wait(until: { !env.store.collectionScheduled }, timeout: .seconds(120)),
                "the collection after the last fetch ran")
        env.store.collect()
        #expect(env.store.numbering.keyCount == 0)
        #expect(env.store.keys.count == 3, "only the three roots are left")
        #expect(SlotRegistry.shared.existingSlot(.query, StoreKeyTests.text("lookup-7")) == nil)
    }

}
