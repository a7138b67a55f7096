import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Record keys hashed as bytes (`KeyHash`), through an environment and its image: ids a weak
/// hash would match stay apart, and two spellings of one id (`String`-equal, different
/// bytes) are one record in memory, in the image and after a relaunch.
@Suite("Key hash: records through an environment")
@MainActor
struct KeyHashEnvironmentTests {
    /// A response to `EnvHeroes` naming a hero per (id, name), in order.
    func heroes(_ list: [(id: String, name: String)]) -> Data {
        let items = list.enumerated().map { #"{"name":"\#($1.name)","power":\#($0),"id":"\#($1.id)"}"# }
        return Data(#"{"data":{"heroes":[\#(items.joined(separator: ","))]}}"#.utf8)
    }

    /// Fetches `EnvHeroes` in `env` and waits for its data and the image.
    func fetchHeroes(_ env: Environment) async {
        let handle = env.handle(for: EnvHeroes())
        let retention = handle.retain()
        #expect(await wait(until: { handle.phase.data != nil }, timeout: .seconds(120)))
        await env.store.persistence?.flush()
        _ = retention
    }

    /// The store's hero keys, sorted.
    func heroKeys(_ store: Store) -> [String] {
        store.keys.filter { $0.hasPrefix("EnvHero:") }.sorted()
    }

    @Test func idsAWeakHashWouldMatchAreEachTheirOwnRecordInMemoryAndInTheImage() async throws {
        let folder = ImageFolder()
        // Anagrams, ids whose length met their tail's low bits, words swapped; each named
        // again later in the response (found by its bytes, not made again).
        let ids = ["ab", "ba", "5", "557", "19", "198", "12345678abcdefgh", "abcdefgh12345678", ""]
        let list = (ids + ids.reversed()).map { (id: $0, name: "n" + $0) }
        let expected = ids.map { "EnvHero:" + $0 }.sorted()
        try await launch(folder.file(), transport: RecordedTransport([EnvHeroes.name: heroes(list)])) { env in
            await fetchHeroes(env)
            #expect(heroKeys(env.store) == expected)
            for id in ids {
                #expect(env.store.record("EnvHero:" + id)?.value(at: EnvSlots.name.index) == .string("n" + id), "\(id)")
            }
        }
        #expect(try ImageFileLook.keys(folder.file(), "records").sorted() == expected)
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroes())
            #expect(handle.phase.data != nil)
            #expect(silent.requestCount == 0)
            for id in ids {
                #expect(env.store.record("EnvHero:" + id)?.value(at: EnvSlots.name.index) == .string("n" + id), "\(id)")
                #expect(env.store.liveRecord(withID: id)?.key == "EnvHero:" + id)
            }
            #expect(heroKeys(env.store) == expected)
        }
    }

    @Test func anIdSpelledTwoWaysIsOneRecordInMemoryAndInTheImage() async throws {
        let folder = ImageFolder()
        // é precomposed, then decomposed; a Kelvin sign, then a K: each pair one `String`.
        let list = [(id: "caf\u{E9}", name: "first"), (id: "cafe\u{301}", name: "second"),
                    (id: "\u{212A}1", name: "kelvin"), (id: "K1", name: "k")]
        try await launch(folder.file(), transport: RecordedTransport([EnvHeroes.name: heroes(list)])) { env in
            await fetchHeroes(env)
            #expect(heroKeys(env.store).count == 2)
            let cafe = try #require(env.store.record("EnvHero:caf\u{E9}"))
            #expect(env.store.record("EnvHero:cafe\u{301}") === cafe)
            #expect(cafe.value(at: EnvSlots.name.index) == .string("second"))
            #expect(env.store.record("EnvHero:K1") === env.store.record("EnvHero:\u{212A}1"))
            #expect(env.store.record("EnvHero:K1")?.value(at: EnvSlots.name.index) == .string("k"))
            #expect(env.store.identities.records(withID: "cafe\u{301}").map(\.key) == [cafe.key])
        }
        #expect(try ImageFileLook.keys(folder.file(), "records").count == 2)
        let silent = SilentTransport()
        try await launch(folder.file(), transport: silent) { env in
            let handle = env.handle(for: EnvHeroes())
            let retention = handle.retain()
            #expect(handle.phase.data != nil)
            #expect(silent.requestCount == 0)
            let cafe = try #require(env.store.record("EnvHero:cafe\u{301}"))
            #expect(env.store.record("EnvHero:caf\u{E9}") === cafe)
            #expect(cafe.value(at: EnvSlots.name.index) == .string("second"))
            #expect(env.store.record("EnvHero:\u{212A}1")?.value(at: EnvSlots.name.index) == .string("k"))
            #expect(heroKeys(env.store).count == 2)
            _ = retention
        }
    }

    @Test func anIdReadBackFromTheImageIsTheRecordALaterResponseSpelledOtherwiseNames() async throws {
        let folder = ImageFolder()
        try await launch(folder.file(), transport: RecordedTransport([EnvHeroes.name: heroes([(id: "caf\u{E9}", name: "A")])])) {
            await fetchHeroes($0)
        }
        let transport = RecordedTransport([EnvHeroes.name: heroes([(id: "cafe\u{301}", name: "B")])])
        try await launch(folder.file(), transport: transport) { env in
            // The store's answer first (from the image), then the server's.
            let handle = env.handle(for: EnvHeroes(), fetchPolicy: .storeAndNetwork)
            let retention = handle.retain()
            #expect(handle.phase.data != nil)
            // Read back from the image under the first spelling; found by the second.
            let read = try #require(env.store.liveRecord(withID: "cafe\u{301}"))
            #expect(read.key == "EnvHero:caf\u{E9}")
            #expect(read.value(at: EnvSlots.name.index) == .string("A"))
            // The response spells the id the other way, and writes into that record.
            #expect(await wait(until: { read.value(at: EnvSlots.name.index) == .string("B") }, timeout: .seconds(120)))
            #expect(transport.requestCount == 1)
            #expect(env.store.record("EnvHero:cafe\u{301}") === read)
            #expect(heroKeys(env.store) == ["EnvHero:caf\u{E9}"])
            await env.store.persistence?.flush()
            _ = retention
        }
        #expect(try ImageFileLook.keys(folder.file(), "records") == ["EnvHero:caf\u{E9}"])
        try await launch(folder.file()) { env in
            let handle = env.handle(for: EnvHeroes(), fetchPolicy: .storeOnly)
            #expect(handle.phase.data != nil)
            #expect(env.store.record("EnvHero:cafe\u{301}")?.value(at: EnvSlots.name.index) == .string("B"))
        }
    }
}
