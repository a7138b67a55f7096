import Testing
@_spi(Generated) @testable import Baton

/// The store's records are found by the hash the ingest computed for each key
/// (`RecordKey.Hashed`): a key still means what it meant as a `String`, however it was made.
@Suite("Record keys: hashed once")
@MainActor
struct HashedKeyTests {
    @Test func keysEqualAsStringsAreOneKey() {
        // Precomposed and decomposed é: equal `String`s, different bytes.
        let composed = RecordKey.Hashed("Caf\u{E9}:1"), decomposed = RecordKey.Hashed("Cafe\u{301}:1")
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(Set([composed, decomposed]).count == 1)
        #expect(RecordKey.Hashed("Hero:1") != RecordKey.Hashed("Hero:2"))
    }

    @Test func aRecordCommittedUnderOneSpellingIsFoundUnderTheOther() {
        let store = Store()
        var changes = ChangeSet()
        changes.records = [ChangeRecord(key: "Caf\u{E9}:1", type: Types.Location)]
        store.commit(changes, kind: .server)
        let record = store.record("Cafe\u{301}:1")
        #expect(record != nil)
        #expect(store.keys.contains("Caf\u{E9}:1"))
        // A second change under the other spelling names the same record.
        changes.records = [ChangeRecord(key: "Cafe\u{301}:1", type: Types.Location)]
        store.commit(changes, kind: .server)
        #expect(store.record("Caf\u{E9}:1") === record)
        #expect(store.keys.count == 4, "three roots and the one record")
    }

    @Test func anIngestedKeyFindsTheRecordAStringLookupFinds() throws {
        let store = Store()
        let place = PlanSelection(type: Types.Location, key: ["id"], fields: [.scalar("id", ScalarShape(.string))])
        let plan = PlanOperation(name: "Place", kind: .query, document: .text(""),
                                 selection: PlanSelection(type: Types.Query, fields: [.link("place", PlanLink(place))]))
        try store.commitResponse(#"{"data":{"place":{"id":"7"}}}"#, plan, options: .partial)
        let record = try #require(store.record("Location:7"))
        try store.commitResponse(#"{"data":{"place":{"id":"7"}}}"#, plan, options: .partial)
        #expect(store.record("Location:7") === record)
        #expect(store.keys.filter { $0 == "Location:7" }.count == 1)
    }
}
