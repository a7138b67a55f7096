import Testing
@_spi(Generated) @testable import Baton

/// Record keys interned per store (issue 14): ingest hands the commit one key object per key
/// text, and the commit finds a key's record again without a lookup while the store's table
/// has lost no record since.
@Suite("Interned record keys")
@MainActor
struct InternedKeyTests {
    private let pals = #"{"data":{"character":{"id":"1","name":"Rick","pal":{"name":"Pal"}},"people":[{"id":"p1","name":"Morty"},{"id":"1","name":"Rick"}]}}"#

    @Test func twoResponsesNamingAKeyShareItsInternedKeyInOneStoreOnly() throws {
        let store = Store(), other = Store()
        let resolution = Resolution(HostilePalsPlan.operation, variables: [:], store: store)
        let first = try ingest(pals, resolution).changes
        let second = try ingest(pals, resolution).changes
        let elsewhere = try ingest(pals, Resolution(HostilePalsPlan.operation, variables: [:], store: other)).changes
        #expect(Set(first.records.map(\.key)) == ["client:root", "Character:1", "Character:1:pal", "Character:p1"])
        for (a, b) in zip(first.records, second.records) {
            let key = try #require(a.interned)
            #expect(key === b.interned)
            #expect(key.text == a.key)
        }
        for (a, b) in zip(first.records, elsewhere.records) { #expect(a.interned !== b.interned) }
        // A change set made by hand has no interned key: the commit looks its keys up.
        #expect(ChangeRecord(key: "Character:1", type: Types.Character).interned == nil)
    }

    @Test func theRecordFoundThroughAnInternedKeyIsTheStoredOne() throws {
        let store = Store()
        let resolution = Resolution(HostilePalsPlan.operation, variables: [:], store: store)
        let changes = try ingest(pals, resolution).changes
        store.commit(changes, kind: .server)
        let key = try #require(changes.records.first { $0.key == "Character:p1" }?.interned)
        let morty = try #require(store.record("Character:p1"))
        #expect(key.record(in: store.records) === morty)
        // The same payload again finds every record through its key and changes nothing.
        #expect(store.commit(changes, kind: .server).changed == 0)
        #expect(store.record("Character:p1") === morty)
    }

    @Test func aKeyWhoseRecordWasReplacedIsLookedUpAgain() throws {
        let store = Store()
        let resolution = Resolution(HostilePalsPlan.operation, variables: [:], store: store)
        let changes = try ingest(pals, resolution).changes
        store.commit(changes, kind: .server)
        let morty = try #require(store.record("Character:p1"))
        // The key passes to a Location: the Character the interned key remembers is deleted.
        let dimension = SlotRegistry.shared.slot(Types.Location, "dimension")
        var conflict = ChangeSet()
        conflict.records = [ChangeRecord(key: "Character:p1", type: Types.Location,
                                         entries: [ChangeEntry(slot: dimension, value: .string("D"))])]
        store.commit(conflict, kind: .server)
        #expect(store.record("Character:p1")?.type == Types.Location)
        // The old change set again: its key is looked up, not taken from the stale memory, so
        // the stored Location is the conflict and a new Character holds the key.
        store.commit(changes, kind: .server)
        let now = try #require(store.record("Character:p1"))
        #expect(now !== morty)
        #expect(now.type == Types.Character)
        #expect(now.value(at: SlotRegistry.shared.slot(Types.Character, "name")) == .string("Morty"))
        #expect(morty.isDeleted)
    }

    @Test func internedKeysOfRecordsTheStoreNoLongerHoldsAreForgotten() throws {
        let store = Store()
        var stale = (0..<3000).map { ChangeRecord(key: "Character:gone\($0)", type: Types.Character) }
        store.numbering.intern(&stale)
        #expect(store.numbering.internedKeyCount == 3000)
        try store.commitResponse(pals, HostilePalsPlan.operation)
        // Past twice the store's records (and a floor), the commit keeps only the stored keys.
        #expect(store.numbering.internedKeyCount == 4)
        // A change set still holding a forgotten key commits as before (it is looked up).
        var late = ChangeSet()
        late.records = [stale[0]]
        store.commit(late, kind: .server)
        #expect(store.record("Character:gone0")?.type == Types.Character)
    }
}
