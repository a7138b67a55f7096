import Testing
@_spi(Generated) @testable import Baton

/// Entity keys, path keys and the store's own keys never meet (issue 16, defect 3): a hostile
/// id or `__typename` cannot name another record, and no record is written as two types.
@Suite("Key namespaces")
@MainActor
struct KeyNamespaceTests {
    @Test func aTypenameNamedClientCannotOverwriteTheQueryRoot() throws {
        let store = Store()
        let plan = HostileThingsPlan.operation
        let json = #"{"data":{"things":[{"__typename":"client","__isNode":"client","id":"root","name":"x"}]}}"#
        #expect(throws: IngestError.self) { try ingest(json, plan) }
        #expect(store.root(.query).type == .query)
        #expect(store.root(.query).writtenSlots.isEmpty)
    }

    @Test func aTypenameThatIsNotAGraphQLNameIsMalformed() throws {
        let plan = HostileThingsPlan.operation
        for name in ["Character:1", "", "a b", "1abc", #"x\u0000"#] {
            let json = #"{"data":{"things":[{"__typename":"\#(name)","__isNode":"x","id":"1","name":"x"}]}}"#
            #expect(throws: IngestError.self, "\(name)") { try ingest(json, plan) }
        }
    }

    @Test func anIdWithAColonIsNotThePathKeyOfAnotherRecord() throws {
        let store = Store()
        let json = #"{"data":{"character":{"id":"1","name":"Rick","pal":{"name":"Pal"}},"people":[{"id":"1:pal","name":"Intruder"}]}}"#
        try store.commitResponse(json, HostilePalsPlan.operation)
        let name = SlotRegistry.shared.slot(Types.Character, "name")
        let pal = try #require(store.record("Character:1:pal"))
        #expect(pal.value(at: name) == .string("Pal"))
        let intruder = try #require(store.record(#"Character:1\:pal"#))
        #expect(intruder !== pal)
        #expect(intruder.value(at: name) == .string("Intruder"))
    }

    @Test func ordinaryIdsKeepTheirKeyText() {
        #expect(RecordKey.entity("Character", ["1"]) == "Character:1")
        #expect(RecordKey.entity("Character", ["a,b"]) == "Character:a,b")
        #expect(RecordKey.entity("Character", ["a:b"]) == #"Character:a\:b"#)
        #expect(RecordKey.entity("Character", [#"a\b"#]) == #"Character:a\\b"#)
    }

    @Test func oneResponseNamingOneKeyAsTwoTypesIsMalformed() throws {
        // Two fields that a hand-made plan stores under one path key, as different types.
        let plan = PlanOperation(name: "Clash", kind: .query, document: .text(""), selection: PlanSelection(
            type: Types.Query, fields: [
                .link("a", PlanLink(PlanSelection(type: Types.Character, fields: [.scalar("name", ScalarShape(.string))])),
                      storageKey: .fixed("x")),
                .link("b", PlanLink(PlanSelection(type: Types.Location, fields: [.scalar("dimension", ScalarShape(.string))])),
                      storageKey: .fixed("x")),
            ]))
        let json = #"{"data":{"a":{"name":"A"},"b":{"dimension":"D"}}}"#
        #expect(throws: IngestError.self) { try ingest(json, plan) }
    }
}

/// A commit that names a stored key as another type (issue 16, defect 3).
@Suite("Key conflicts")
@MainActor
struct KeyConflictTests {
    @Test func aCommitNamingAStoredKeyAsAnotherTypeIsALoggedConflict() throws {
        let store = Store()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        let name = SlotRegistry.shared.slot(Types.Character, "name")
        let dimension = SlotRegistry.shared.slot(Types.Location, "dimension")
        var first = ChangeSet()
        first.records = [ChangeRecord(key: "client:root:x", type: Types.Character,
                                      entries: [ChangeEntry(slot: name, value: .string("A"))])]
        store.commit(first, kind: .server)
        let character = try #require(store.record("client:root:x"))
        var second = ChangeSet()
        second.records = [ChangeRecord(key: "client:root:x", type: Types.Location,
                                       entries: [ChangeEntry(slot: dimension, value: .string("D"))])]
        store.commit(second, kind: .server)
        // The Character's slots never hold the Location's values: the key passed to a new record.
        #expect(character.value(at: dimension) != .string("D"))
        #expect(character.isDeleted)
        let location = try #require(store.record("client:root:x"))
        #expect(location !== character)
        #expect(location.type == Types.Location)
        #expect(location.value(at: dimension) == .string("D"))
        #expect(events.contains(.keyConflict(key: "client:root:x", types: ["Character", "Location"])))
    }
}
