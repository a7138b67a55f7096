import Testing
@_spi(Generated) @testable import Baton

/// A record the commit makes is written as soon as every record its change links to is
/// found (`ChangeRecord.lastTarget`, which the ingest notes with the digest), not in a second
/// pass. Where it is written must not change what any record holds.
@Suite("Made records' links")
@MainActor
struct MadeLinksTests {
    static let type = TypeID("MadeLink")

    /// The highest index the entries' links name, read the long way.
    static func lastLinked(_ change: ChangeRecord) -> Int {
        var last = 0
        for entry in change.entries {
            switch entry.value {
            case .link(let i): last = max(last, i)
            case .links(let list): last = list.reduce(last) { max($0, $1 ?? 0) }
            default: break
            }
        }
        return last
    }

    /// People met as friends before their own object, one of them their own friend and one
    /// met again with friends read after it: links before, at and after the record itself.
    static let people = #"{"data":{"people":["#
        + #"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"},{"id":"1","name":"Annie"}],"aliases":[]},"#
        + #"{"id":"2","name":"Bob","friends":[{"id":"2","name":"Bo"},{"name":"Bo","id":"3"}],"#
        + #""aliases":[{"id":"3","name":"Cy"}]},"#
        + #"{"id":"3","name":"Cy","friends":[{"id":"1","name":"Ann"}],"aliases":[{"id":"2","name":"Bob"}]}"#
        + "]}}"

    @Test func theIngestNotesTheLastRecordEachChangeLinksTo() throws {
        let changes = try ingest(Self.people, Resolution(RepeatedSpansTests.operation, store: Store())).changes
        var before = 0, at = 0, after = 0
        for (index, change) in changes.records.enumerated() where change.linkEntries != 0 {
            #expect(change.digest != nil, "\(change.key)")
            #expect(Int(change.lastTarget) == Self.lastLinked(change), "\(change.key)")
            let last = Int(change.lastTarget)
            if last < index { before += 1 } else if last == index { at += 1 } else { after += 1 }
        }
        // Each case is met: the root after its people, a person in its own friends, and one
        // met again linking to a person read later.
        #expect(before >= 1)
        #expect(at >= 1)
        #expect(after >= 1)
    }

    /// The note sits in the padding after the type: a change set of many records is read
    /// from memory by the commit, and a larger record would cost it lines.
    @Test func theLastTargetTakesNoRoom() {
        typealias WithoutIt = (RecordKey.Hashed, TypeID, [ChangeEntry], Bool, Int?, UInt64)
        #expect(MemoryLayout<ChangeRecord>.size == MemoryLayout<WithoutIt>.size)
        #expect(MemoryLayout<ChangeRecord>.stride == MemoryLayout<WithoutIt>.stride)
    }

    @Test func aListsLastTargetPassesOverNulls() {
        var change = ChangeRecord(key: "MadeLink:1", type: Self.type, entries: [
            ChangeEntry(slot: 0, value: .links([nil, 5, nil, 2, nil])),
            ChangeEntry(slot: 1, value: .link(3)),
            ChangeEntry(slot: 2, value: .string("x")),
        ])
        change.makeDigest()
        #expect(change.lastTarget == 5)
        change.entries = [ChangeEntry(slot: 0, value: .links([nil])), ChangeEntry(slot: 1, value: .null)]
        change.makeDigest()
        #expect(change.lastTarget == 0)
    }

    /// Links to earlier records (written as found), to a later record and to the record
    /// itself (written after every record is found), with nulls in lists: each reaches the
    /// record made under its index, and the records are freed with the store's session (a
    /// link not retained would free a record the store holds, one retained twice keep it).
    @Test func aMadeRecordLinksToTheRecordsItsChangeNames() throws {
        weak var first: Record?
        weak var looped: Record?
        try {
            let store = Store()
            let type = Self.type
            func change(_ n: Int, _ entries: [ChangeEntry]) -> ChangeRecord {
                ChangeRecord(key: "MadeLink:\(n)", type: type, entries: [ChangeEntry(slot: 0, value: .int(Int64(n)))] + entries)
            }
            var changes = ChangeSet()
            changes.records = [
                change(0, []),
                change(1, [ChangeEntry(slot: 1, value: .link(0)), ChangeEntry(slot: 2, value: .links([0, nil]))]),
                change(2, [ChangeEntry(slot: 1, value: .link(3)), ChangeEntry(slot: 2, value: .links([nil, 1]))]),
                change(3, [ChangeEntry(slot: 2, value: .links([3, 1]))]),
                change(4, [ChangeEntry(slot: 1, value: .link(3)), ChangeEntry(slot: 2, value: .links([2, nil, 1]))]),
            ]
            changes.digestRecords()
            #expect(changes.records.map(\.lastTarget) == [0, 0, 3, 3, 3])
            let summary = store.commit(changes, kind: .server)
            #expect(summary.created == 5)
            #expect(summary.changed == 0)
            let records = try (0...4).map { try #require(store.record("MadeLink:\($0)")) }
            #expect(records[1].values == [.int(1), .link(records[0]), .links([records[0], nil])])
            #expect(records[2].values == [.int(2), .link(records[3]), .links([nil, records[1]])])
            #expect(records[3].values == [.int(3), .missing, .links([records[3], records[1]])])
            #expect(records[4].values == [.int(4), .link(records[3]), .links([records[2], nil, records[1]])])
            for k in 1...4 { #expect(records[k].digest == changes.records[k].digest, "\(k)") }
            // The same set again is recognised unchanged, links compared by identity.
            #expect(store.commit(changes, kind: .server).changed == 0)
            first = records[0]
            looped = records[3]
            store.endSession()
        }()
        #expect(first == nil)
        #expect(looped == nil)
    }

    /// A response committed with its digests (records written as they are found) holds what
    /// the same change set without them holds (every record with links written in a second
    /// pass), link for link.
    @Test func writtenAsFoundOrAfterwardsARecordHoldsTheSame() throws {
        let early = Store(), late = Store()
        let changes = try ingest(Self.people, Resolution(RepeatedSpansTests.operation, store: early)).changes
        var undigested = try ingest(Self.people, Resolution(RepeatedSpansTests.operation, store: late)).changes
        for k in undigested.records.indices { undigested.records[k].digest = nil }
        // Every record but the query's root, which a store holds from the start.
        #expect(early.commit(changes, kind: .server).created == changes.records.count - 1)
        #expect(late.commit(undigested, kind: .server).created == changes.records.count - 1)
        func shown(_ value: SlotValue) -> String {
            switch value {
            case .link(let record): "link \(record.key)"
            case .links(let list): "links \(list.map { $0?.key ?? "nil" })"
            default: "\(value)"
            }
        }
        for change in changes.records {
            let made = try #require(early.record(change.key))
            let other = try #require(late.record(change.key))
            #expect(made.values.map(shown) == other.values.map(shown), "\(change.key)")
        }
    }
}
