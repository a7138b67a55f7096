import Testing
@_spi(Generated) @testable import Baton

/// A record the response names again is compared with the entries it already holds and not
/// rebuilt while they are equal; what the store ends up with is what the last mention says,
/// as when every mention was written over the one before.
@Suite("Held entries")
@MainActor
struct HeldEntriesTests {
    static let person = TypeID("HeldPerson")

    /// `query { people { id name friends { id name } } }`
    static let friend = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let people = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
        .scalar("age", ScalarShape(.int)),
        .link("friends", PlanLink(friend, plural: true)),
    ])
    static let operation = PlanOperation(
        name: "HeldPeople", kind: .query, document: .text("query HeldPeople{people{id,name,age,friends{id,name}}}"),
        selection: PlanSelection(type: .query, fields: [.link("people", PlanLink(people, plural: true))]))

    private func name(_ store: Store, _ id: String) -> SlotValue? {
        store.record("HeldPerson:" + id)?.value(at: SlotRegistry.shared.slot(Self.person, "name"))
    }

    private func people(_ items: String) -> String { #"{"data":{"people":["# + items + "]}}" }

    @Test func aRecordMetAgainUnchangedIsOneRecordWithItsValues() throws {
        let store = Store()
        let json = people(#"{"id":"1","name":"Ann","age":3,"friends":[{"id":"1","name":"Ann"}]},"#
            + #"{"id":"2","name":"Bo","age":4,"friends":[{"id":"1","name":"Ann"},{"id":"2","name":"Bo"}]}"#)
        let result = try ingest(json, Resolution(Self.operation, store: store))
        #expect(result.changes.records.count == 3)
        let ann = try #require(result.changes.records.first { $0.key == "HeldPerson:1" })
        #expect(ann.entries.map(\.value) == [.string("1"), .string("Ann"), .int(3), .links([0])])
        try store.commitResponse(json, Self.operation)
        #expect(name(store, "1") == .string("Ann"))
    }

    @Test func theLastMentionWinsWhereAValueDiffers() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","age":3,"friends":[]},"#
            + #"{"id":"2","name":"Bo","age":4,"friends":[{"id":"1","name":"Annie"}]},"#
            + #"{"id":"3","name":"Cy","age":5,"friends":[{"id":"1","name":"Annie"},{"id":"2","name":"Bob"}]}"#),
            Self.operation)
        #expect(name(store, "1") == .string("Annie"))
        #expect(name(store, "2") == .string("Bob"))
        let age = store.record("HeldPerson:1")?.value(at: SlotRegistry.shared.slot(Self.person, "age"))
        #expect(age == .int(3))
    }

    /// The outer mention is read around an inner one that changes the held record: the outer
    /// one ends last, so its values win, as they did when each mention built its own entries.
    @Test func aMentionInsideTheSameRecordDoesNotLeakIntoTheOuterOne() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","age":3,"friends":[]},"#
            + #"{"id":"1","name":"Ann","age":3,"friends":[{"id":"1","name":"Other"}]}"#), Self.operation)
        let ann = try #require(store.record("HeldPerson:1"))
        #expect(name(store, "1") == .string("Ann"))
        #expect(ann.value(at: SlotRegistry.shared.slot(Self.person, "friends")) == .links([ann]))
    }

    /// Canonically equal strings in other bytes are not the held value: the later bytes are kept.
    @Test func aStringInAnotherNormalizationIsWrittenInItsOwnBytes() throws {
        let result = try ingest(people(#"{"id":"1","name":"Ren\u00e9e","age":3,"friends":[]},"#
            + #"{"id":"1","name":"Rene\u0301e","age":3,"friends":[]}"#), Resolution(Self.operation, store: Store()))
        let record = try #require(result.changes.records.first { $0.key == "HeldPerson:1" })
        guard case .string(let text) = record.entries[1].value else { Issue.record("no name"); return }
        #expect(Array(text.utf8) == Array("Rene\u{301}e".utf8))
    }

    @Test func aMemberGivenTwiceInAMentionKeepsItsLastValue() throws {
        let result = try ingest(people(#"{"id":"1","name":"Ann","age":3,"friends":[]},"#
            + #"{"id":"1","name":"Ann","name":"Zed","age":3,"friends":[]}"#), Resolution(Self.operation, store: Store()))
        let record = try #require(result.changes.records.first { $0.key == "HeldPerson:1" })
        #expect(record.entries.map(\.value) == [.string("1"), .string("Zed"), .int(3), .links([])])
    }

    @Test func aMalformedMentionWritesNothing() {
        let store = Store()
        #expect(throws: IngestError.self) {
            try store.commitResponse(people(#"{"id":"1","name":"Ann","age":3,"friends":[]},"#
                + #"{"id":"1","name":"Ann","age":"x","friends":[]}"#), Self.operation)
        }
        #expect(store.record("HeldPerson:1") == nil)
    }
}
