import Testing
@_spi(Generated) @testable import Baton

/// After a collection no record the store keeps links to a record it swept (issue 16, minor).
@Suite("Collection leaves no dangling link")
@MainActor
struct CollectionTests {
    @Test func aRetainedRecordForgetsItsLinkToASweptRecord() throws {
        let store = Store(releaseBufferSize: 0)
        let kept = store.roots.root("HostileWithoutFriend{}", resolution: Resolution(HostileFriendsPlans.withoutFriend, store: store))
        store.roots.retain(kept, allowsNetwork: false)
        try store.commitResponse(#"{"data":{"character":{"id":"1","name":"Rick","bestFriend":{"id":"2","name":"Morty"}}}}"#,
                                 HostileFriendsPlans.withFriend)
        let rick = try #require(store.record("Character:1"))
        let bestFriend = SlotRegistry.shared.slot(Types.Character, "bestFriend")
        #expect(store.collect() == 1)
        #expect(store.record("Character:2") == nil)
        #expect(rick.value(at: bestFriend) == .missing)
        // What the kept root reads is untouched.
        #expect(rick.value(at: SlotRegistry.shared.slot(Types.Character, "name")) == .string("Rick"))
    }
}
