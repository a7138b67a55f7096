import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A store without an environment: never collected; cleared when deallocated.
@Suite("Store safety nets")
@MainActor
struct StoreSafetyTests {
    @Test func aRawStoreIsNeverCollected() async throws {
        let store = Store()
        let resolution = Environment.resolution(EnvHeroQuery(), store: store)
        try store.commitResponse(String(decoding: EnvJSON.hero(id: "h1"), as: UTF8.self), resolution)
        try store.commitResponse(String(decoding: EnvJSON.hero(id: "h2"), as: UTF8.self), resolution)  // drops h1
        for _ in 0..<20 { await Task.yield() }
        #expect(store.record("EnvHero:h1") != nil)
        #expect(!store.collectionScheduled)
    }

    @Test func aDeallocatedStoreClearsItsRecords() throws {
        var store: Store? = Store()
        try store!.commitResponse(String(decoding: EnvJSON.hero(), as: UTF8.self),
                                  Environment.resolution(EnvHeroQuery(), store: store!))
        let record = try #require(store!.record("EnvHero:h1"))
        #expect(record.value(at: EnvSlots.name.index) == .string("A"))
        store = nil
        #expect(record.value(at: EnvSlots.name.index) == .missing)
    }
}
