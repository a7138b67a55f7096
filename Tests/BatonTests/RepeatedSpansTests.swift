import Testing
@_spi(Generated) @testable import Baton

/// An object spelled byte for byte like the one that last wrote its record is skipped as that
/// write again; what the store ends up with is still what the last mention says.
@Suite("Repeated spans")
@MainActor
struct RepeatedSpansTests {
    static let person = TypeID("SpanPerson")

    /// `friends { id name }`, and `aliases { id name: nickname }`: the same bytes, another slot.
    static let friend = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
    ])
    static let alias = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string), storageKey: .fixed("nickname")),
    ])
    static let people = PlanSelection(type: person, key: ["id"], fields: [
        .scalar("id", ScalarShape(.string)), .scalar("name", ScalarShape(.string)),
        .link("friends", PlanLink(friend, plural: true)),
        .link("aliases", PlanLink(alias, plural: true)),
    ])
    static let operation = PlanOperation(
        name: "SpanPeople", kind: .query,
        document: .text("query SpanPeople{people{id,name,friends{id,name},aliases{id,name:nickname}}}"),
        selection: PlanSelection(type: .query, fields: [.link("people", PlanLink(people, plural: true))]))

    private func people(_ items: String) -> String { #"{"data":{"people":["# + items + "]}}" }

    private func value(_ store: Store, _ id: String, _ field: String) -> SlotValue? {
        store.record("SpanPerson:" + id)?.value(at: SlotRegistry.shared.slot(Self.person, field))
    }

    @Test func anObjectRepeatedByteForByteIsOneRecordWithItsValues() throws {
        let json = people(#"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"}],"aliases":[]},"#
            + #"{"id":"3","name":"Cy","friends":[{"id":"2","name":"Bo"},{"id":"2","name":"Bo"}],"aliases":[]}"#)
        let result = try ingest(json, Resolution(Self.operation, store: Store()))
        let bo = try #require(result.changes.records.first { $0.key == "SpanPerson:2" })
        #expect(bo.entries.map(\.value) == [.string("2"), .string("Bo")])
        #expect(result.changes.records.filter { $0.key == "SpanPerson:2" }.count == 1)
        let cy = try #require(result.changes.records.first { $0.key == "SpanPerson:3" })
        let index = try #require(result.changes.records.firstIndex { $0.key == "SpanPerson:2" })
        #expect(cy.entries.map(\.value).contains(.links([index, index])))
    }

    /// An object of another selection writes the record between two equal mentions: the second
    /// is read again and its values win.
    @Test func aRepeatAfterAnotherWriterIsReadAgain() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"}],"aliases":[]},"#
            + #"{"id":"2","name":"Bob","friends":[],"aliases":[]},"#
            + #"{"id":"3","name":"Cy","friends":[{"id":"2","name":"Bo"}],"aliases":[]}"#), Self.operation)
        #expect(value(store, "2", "name") == .string("Bo"))
    }

    /// A response of many mentions (repeated, changed, id first or last, records met under
    /// both selections) gives the change set a reader that skips nothing gives.
    @Test func skippingRepeatsGivesTheChangeSetOfAFullRead() throws {
        func friend(_ n: Int, _ k: Int) -> String {
            let name = n * k % 7 == 0 ? "Bob \(n)" : "Bo \(n)"
            return k % 3 == 0 ? #"{"name":""# + name + #"","id":"\#(n)"}"# : #"{"id":"\#(n)","name":""# + name + #""}"#
        }
        let items = (0..<40).map { k in
            let friends = (0..<12).map { friend((k * 5 + $0 * 3) % 17, k) }.joined(separator: ",")
            return #"{"id":"\#(k % 25)","name":"P\#(k)","friends":["# + friends + #"],"aliases":["#
                + friend(k % 17, k + 1) + "]}"
        }
        let json = people(items.joined(separator: ","))
        let resolution = Resolution(Self.operation, store: Store())
        let skipped = try ingest(json, resolution).changes
        let full = try Array(json.utf8).withUnsafeBufferPointer { buffer in
            var reader = ResponseReader(JSONReader(buffer), resolution: resolution, options: .server, oneBuffer: false)
            return try reader.readEnvelope().changes
        }
        #expect(skipped.records.map(\.key) == full.records.map(\.key))
        #expect(skipped.records.map(\.entries) == full.records.map(\.entries))
        #expect(skipped.records.map(\.digest) == full.records.map(\.digest))
    }

    /// A record named inside its own object (a person who is their own friend) is made by the
    /// inner object before the outer one ends: the outer object finds it, and is one record
    /// with the outer object's values (the last written).
    @Test func aRecordNamedInsideItselfIsOneRecord() throws {
        let json = people(#"{"id":"1","name":"Ann","friends":[{"id":"1","name":"Annie"}],"aliases":[]},"#
            + #"{"id":"2","name":"Bo","friends":[{"name":"Bob","id":"2"}],"aliases":[]}"#)
        let store = Store()
        let changes = try ingest(json, Resolution(Self.operation, store: store)).changes
        #expect(changes.records.filter { $0.key == "SpanPerson:1" }.count == 1)
        #expect(changes.records.filter { $0.key == "SpanPerson:2" }.count == 1)
        store.commit(changes, kind: .server)
        #expect(value(store, "1", "name") == .string("Ann"))
        #expect(value(store, "2", "name") == .string("Bo"))
    }

    /// A later mention of fewer fields with the values held changes nothing (the record keeps
    /// its entries, in their order, and its digest); one with a value changed writes it.
    @Test func aMentionOfHeldValuesWritesNothingAndAChangedOneWrites() throws {
        let resolution = Resolution(Self.operation, store: Store())
        let alone = try ingest(people(#"{"id":"2","name":"Bo","friends":[],"aliases":[]}"#), resolution).changes
        let same = try ingest(people(#"{"id":"2","name":"Bo","friends":[],"aliases":[]},"#
            + #"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"}],"aliases":[]}"#), resolution).changes
        let held = try #require(alone.records.first { $0.key == "SpanPerson:2" })
        let after = try #require(same.records.first { $0.key == "SpanPerson:2" })
        #expect(after.entries == held.entries)
        #expect(after.digest == held.digest)
        let store = Store()
        try store.commitResponse(people(#"{"id":"2","name":"Bo","friends":[],"aliases":[]},"#
            + #"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"},{"id":"2","name":"Bob"}],"aliases":[]}"#),
            Self.operation)
        #expect(value(store, "2", "name") == .string("Bob"))
    }

    /// An object with links mentioned again with the same links and values changes nothing
    /// (its entries and digest are those of one mention); with another list it is written.
    @Test func aMentionWithTheSameLinksWritesNothingAndOtherLinksWrite() throws {
        let store = Store()
        let resolution = Resolution(Self.operation, store: store)
        let ann = #"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"}],"aliases":[]}"#
        let once = try ingest(people(ann), resolution).changes
        let twice = try ingest(people(ann + "," + ann), resolution).changes
        let first = try #require(once.records.first { $0.key == "SpanPerson:1" })
        let again = try #require(twice.records.first { $0.key == "SpanPerson:1" })
        #expect(again.entries == first.entries)
        #expect(again.digest == first.digest)
        let other = #"{"id":"1","name":"Ann","friends":[{"id":"3","name":"Cy"}],"aliases":[]}"#
        try store.commitResponse(people(ann + "," + other), Self.operation)
        let friends = store.record("SpanPerson:1")?.value(at: SlotRegistry.shared.slot(Self.person, "friends"))
        guard case .links(let linked)? = friends else {
            Issue.record("SpanPerson:1 holds no friends")
            return
        }
        #expect(linked.map { $0?.key } == ["SpanPerson:3"])
    }

    /// An id after other members is met as the object is read: the same rules hold there.
    @Test func aRepeatWhoseIdComesLastFollowsTheLastWriter() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","friends":[{"name":"Bo","id":"2"}],"aliases":[]},"#
            + #"{"id":"2","name":"Bob","friends":[],"aliases":[]},"#
            + #"{"id":"3","name":"Cy","friends":[{"name":"Bo","id":"2"},{"name":"Bo","id":"2"}],"aliases":[]}"#),
            Self.operation)
        #expect(value(store, "2", "name") == .string("Bo"))
    }

    /// The same bytes under a selection that stores them elsewhere are read, not skipped.
    @Test func theSameBytesUnderAnotherSelectionAreRead() throws {
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"}],"#
            + #""aliases":[{"id":"2","name":"Bo"}]}"#), Self.operation)
        #expect(value(store, "2", "name") == .string("Bo"))
        #expect(value(store, "2", "nickname") == .string("Bo"))
    }

    /// A repeat that breaks off (its bytes differ inside a string) is read, and fails where
    /// the bytes are malformed.
    @Test func aRepeatThatIsMalformedFailsAndWritesNothing() throws {
        let store = Store()
        let json = people(#"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"},{"id":"2","name":"Bo}],"#
            + #""aliases":[]}"#)
        #expect(throws: IngestError.self) { try store.commitResponse(json, Self.operation) }
        #expect(store.record("SpanPerson:2") == nil)
    }

    /// Two incremental items read into one change set are two buffers: an object in the second
    /// at the offset of an object in the first is read, whatever the first said.
    @Test func itemsOfOnePartAreEachRead() throws {
        let store = Store()
        let resolution = Resolution(TestNodeDeferredPlan.operation, variables: ["id": "1"], store: store)
        store.commit(try ingest(IncrementalTests.first2024, resolution).changes, kind: .server)
        let label = TestNodeDeferredPlan.label
        let part = try Ingest.part(Array((#"{"incremental":["#
            + #"{"data":{"episode":[{"name":"Pilot","air_date":"x","id":"1"}]},"path":["node"],"label":""# + label + #""},"#
            + #"{"data":{"episode":[{"name":"Pilos","air_date":"x","id":"1"}]},"path":["node"],"label":""# + label + #""}"#
            + #"],"hasNext":false}"#).utf8))
        let placed = try part.items.map { item in
            PlacedItem.data(item, at: try #require(store.target(for: item, resolution: resolution)))
        }
        store.commit(try Ingest.items(placed, resolution: resolution).changes, kind: .server)
        let name = store.record("Episode:1")?.value(at: SlotRegistry.shared.slot(Types.Episode, "name"))
        #expect(name == .string("Pilos"))
    }

    /// A writer is kept in one word, its length in 16 bits: an object longer than that is read
    /// in full every time, never taken for a repeat of the first 64 KB it shares with the last.
    @Test func anObjectLongerThanTheLengthLimitIsReadInFull() throws {
        let long = String(repeating: "a", count: RepeatedSpans.lengthLimit + 10)
        let store = Store()
        try store.commitResponse(people(#"{"id":"1","name":"Ann","friends":[{"id":"2","name":""# + long + #""}],"#
            + #""aliases":[]},{"id":"3","name":"Cy","friends":[{"id":"2","name":""# + long + #"b"}],"aliases":[]}"#),
            Self.operation)
        #expect(value(store, "2", "name") == .string(long + "b"))
    }
}
