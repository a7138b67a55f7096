import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @_spi(Testing) @testable import Baton
import BatonTesting

/// What the marking walk does to a screen a relaunch filled from its pack: the main actor's
/// next choice of the pack and a collection with the screen kept both walk it, and both leave
/// every record's kept row unmade (its values are made by its first read, as hydration means).
@Suite("Image: the pack chosen over a relaunched screen")
@MainActor
struct PackChoiceTests {
    /// Launch 1 fetches the hero and its pal, and ends (which packs the root).
    func fetchHeroAndPal(into file: URL) async throws {
        let response = Data(#"{"data":{"hero":{"name":"A","power":1,"id":"h1","pal":{"name":"P","id":"p1"}}}}"#.utf8)
        try await launch(file, transport: RecordedTransport([ImgHeroPal.name: response])) { env in
            let handle = env.handle(for: ImgHeroPal())
            let retention = handle.retain()
            #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
            await env.store.persistence?.flush()
            _ = retention
        }
    }

    /// The keys of the records keeping their rows from the image, sorted.
    func keeping(_ store: Store) -> [String] { store.keys.filter { store.record($0)?.keepsRow == true }.sorted() }

    @Test func choosingThePackOfARelaunchedScreenMakesNoValues() async throws {
        let folder = ImageFolder()
        try await fetchHeroAndPal(into: folder.file())
        try await launch(folder.file()) { env in
            let handle = env.handle(for: ImgHeroPal(), fetchPolicy: .storeOnly)
            #expect(handle.phase.data != nil)
            #expect(env.store.persistence?.writer.timings.withLock(\.packsFilled) == 1)
            let kept = keeping(env.store)
            #expect(kept.count == 2)
            #expect(env.choosePack(ImgHeroPal()) == 2)
            #expect(keeping(env.store) == kept)
        }
    }

    @Test func aCollectionAfterARelaunchKeepsTheScreensRowsUnmade() async throws {
        let folder = ImageFolder()
        try await fetchHeroAndPal(into: folder.file())
        try await launch(folder.file()) { env in
            let handle = env.handle(for: ImgHeroPal(), fetchPolicy: .storeOnly)
            let retention = handle.retain()
            #expect(handle.phase.data != nil)
            let kept = keeping(env.store)
            #expect(kept.count == 2)
            #expect(env.store.collectNow() == 0)
            #expect(keeping(env.store) == kept)
            // What the screen reads after is the image's.
            let hero = try #require(env.store.record("EnvHero:h1"))
            #expect(hero.value(at: EnvSlots.name.index) == .string("A"))
            _ = retention
        }
    }
}
