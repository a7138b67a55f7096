import Testing
@_spi(Generated) @testable import Baton

/// A commit retains a record it makes once for each link the set holds to it, while the
/// record is in cache, and the links it then writes use those retains (`PrepaidLinks`,
/// issue 14: the scale commit). The counts come from the ingest and are a hint: whatever
/// they say, every link holds its target, and no record outlives its store or is freed
/// under it.
@Suite("Prepaid links")
@MainActor
struct PrepaidLinksTests {
    static let type = TypeID("PrepaidNote")

    /// Plain records that bring a set to the size from which its commit pays ahead.
    static let padding = (0..<PrepaidLinks.fewestRecords).map {
        ChangeRecord(key: "PrepaidPad:\($0)", type: type, entries: [ChangeEntry(slot: 0, value: .int(Int64($0)))])
    }

    /// A made note linking to `target` by a link and a list naming it twice (and a nil),
    /// then `target` itself claiming `inbound` links, then the padding.
    static func changes(inbound: UInt32, heldKey: String = "PrepaidNote:1") -> ChangeSet {
        var target = ChangeRecord(key: "PrepaidNote:2", type: type, entries: [ChangeEntry(slot: 0, value: .int(2))])
        target.inbound = inbound
        var changes = ChangeSet()
        changes.records = [
            ChangeRecord(key: heldKey, type: type, entries: [
                ChangeEntry(slot: 0, value: .int(1)),
                ChangeEntry(slot: 1, value: .link(1)),
                ChangeEntry(slot: 2, value: .links([1, nil, 1])),
            ]),
            target,
        ] + padding
        return changes
    }

    /// Commits `changes` into a store that first took `first`, checks the note's links read
    /// the target, and returns the target, weakly held once the store is gone.
    static func targetAfterTheStore(_ changes: ChangeSet, first: ChangeSet? = nil) throws -> Bool {
        weak var held: Record?
        do {
            let store = Store()
            if let first { store.commit(first, kind: .server) }
            store.commit(changes, kind: .server)
            let note = try #require(store.record("PrepaidNote:1"))
            let target = try #require(store.record("PrepaidNote:2"))
            #expect(note.value(at: 1) == .link(target))
            #expect(note.value(at: 2) == .links([target, nil, target]))
            #expect(target.value(at: 0) == .int(2))
            held = target
        }
        return held != nil
    }

    /// The counts the links use exactly, fewer, more, and none: the target is freed with
    /// its store each time (a retain paid and not used would keep it; one used twice would
    /// free it under the store, which the reads above would crash on).
    @Test(arguments: [3, 1, 7, 0] as [UInt32])
    func aMadeRecordsLinksHoldTheirTargetWhateverTheCount(inbound: UInt32) throws {
        #expect(try !Self.targetAfterTheStore(Self.changes(inbound: inbound)))
    }

    /// The note is held and the target made: the note's links are compared and written by
    /// the general path, which uses no paid retain, so all of them are released when the
    /// write ends.
    @Test func linksWrittenIntoAHeldRecordLeaveThePaidRetainsReleased() throws {
        var first = ChangeSet()
        first.records = [ChangeRecord(key: "PrepaidNote:1", type: Self.type, entries: [ChangeEntry(slot: 0, value: .int(0))])]
        #expect(try !Self.targetAfterTheStore(Self.changes(inbound: 3), first: first))
    }

    /// The ingest counts, on each record, the links the set's entries hold to it: a list
    /// naming a record twice counts twice, and a record met again (its entries already
    /// given) counts its links once, as its entries hold them once.
    @Test func theIngestCountsTheLinksTheEntriesHold() throws {
        // Then enough characters of another place for the commit to pay ahead.
        let padding = (100..<(100 + PrepaidLinks.fewestRecords)).map {
            #"{"origin":{"name":"Mars","id":"2"},"__typename":"Character","id":"\#($0)"}"#
        }
        let json = """
        {"data":{"search":[
          {"origin":{"name":"Earth","id":"1"},"__typename":"Character","id":"1"},
          {"origin":{"name":"Earth","id":"1"},"__typename":"Character","id":"2"},
          {"origin":{"name":"Earth","id":"1"},"__typename":"Character","id":"1"},
          {"origin":null,"__typename":"Character","id":"3"},
        \(padding.joined(separator: ",\n"))
        ]}}
        """
        weak var location: Record?
        weak var mars: Record?
        do {
            let store = Store()
            let resolution = Resolution(TestSearchOriginsPlan.operation, variables: ["name": "x"], store: store)
            let changes = try ingest(json, resolution).changes
            var held = [UInt32](repeating: 0, count: changes.records.count)
            for record in changes.records {
                for entry in record.entries {
                    switch entry.value {
                    case .link(let target): held[target] += 1
                    case .links(let list): for target in list { if let target { held[target] += 1 } }
                    default: continue
                    }
                }
            }
            #expect(changes.records.map(\.inbound) == held)
            let count = { (key: String) in changes.records.first { $0.key == key }?.inbound }
            #expect(count("Character:1") == 2)
            #expect(count("Character:3") == 1)
            #expect(count("Location:1") == 2)
            #expect(count("Location:2") == UInt32(PrepaidLinks.fewestRecords))
            // Committed, the links hold their targets, and each record is freed with its store.
            store.commit(changes, kind: .server)
            location = store.record("Location:1")
            mars = store.record("Location:2")
            #expect(store.record("Character:100")?.value(at: SlotRegistry.shared.slot(Types.Character, "origin"))
                == .link(try #require(mars)))
            let origin = SlotRegistry.shared.slot(Types.Character, "origin")
            #expect(store.record("Character:2")?.value(at: origin) == .link(try #require(location)))
        }
        #expect(location == nil)
        #expect(mars == nil)
    }
}
