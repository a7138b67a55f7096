import Observation
import Testing
@_spi(Generated) @testable import Baton

/// A record keeps the digest of the change last written to it in full, and the commit skips
/// a change with the same digest. These tests hold the skip to what is safe: any other write
/// clears the digest, an edited change set loses its own, and links are still compared.
@Suite("Record digests")
@MainActor
struct RecordDigestTests {
    static let response = NotificationTests.rowsJSON(names: NotificationTests.names)

    @Test func aFetchLeavesEachRecordTheDigestOfItsChange() throws {
        let store = Store()
        let changes = try Ingest.response(Array(Self.response.utf8), resolution: RowsPlan.resolution(store)).changes
        #expect(changes.records.allSatisfy { $0.digest != nil })
        store.commit(changes, kind: .server)
        for change in changes.records {
            #expect(store.record(change.key)?.digest == change.digest, "\(change.key)")
        }
        // The same bytes read again give the same digests; one name changed gives another.
        let again = try Ingest.response(Array(Self.response.utf8), resolution: RowsPlan.resolution(store)).changes
        #expect(again.records.map(\.digest) == changes.records.map(\.digest))
        var names = NotificationTests.names
        names[3] = "renamed"
        let renamed = try Ingest.response(Array(NotificationTests.rowsJSON(names: names).utf8),
                                          resolution: RowsPlan.resolution(store)).changes
        let row3 = try #require(renamed.records.firstIndex { $0.key == "Row:3" })
        #expect(renamed.records[row3].digest != changes.records[row3].digest)
        #expect(store.commit(renamed, kind: .server).changed == 1)
        #expect(store.record("Row:3")?.value(at: RowSlots.name.index) == .string("renamed"))
    }

    /// Digests are made where each object writes its record: a record written again (a later
    /// mention with other values, its own object after an inner mention, a repeat that breaks
    /// off) holds the digest of the entries it ends with, as one made afresh.
    @Test func eachRecordHoldsTheDigestOfItsLastEntries() throws {
        let json = #"{"data":{"people":["#
            + #"{"id":"1","name":"Ann","friends":[{"id":"2","name":"Bo"},{"id":"1","name":"Annie"}],"aliases":[]},"#
            + #"{"id":"2","name":"Bob","friends":[{"id":"2","name":"Bo"},{"name":"Bo","id":"3"}],"#
            + #""aliases":[{"id":"3","name":"Cy"}]},"#
            + #"{"id":"3","name":"Cy","friends":[{"id":"1","name":"Ann"}],"aliases":[{"id":"2","name":"Bob"}]}"#
            + "]}}"
        let changes = try ingest(json, Resolution(RepeatedSpansTests.operation, store: Store())).changes
        #expect(changes.records.count == 4)
        for record in changes.records {
            var fresh = record
            fresh.digest = nil
            fresh.makeDigest()
            #expect(record.digest != nil, "\(record.key)")
            #expect(record.digest == fresh.digest, "\(record.key)")
            #expect(record.linkEntries == fresh.linkEntries, "\(record.key)")
        }
    }

    /// A connection's client record is made by key alone, not written by an object: it is
    /// digested where the ingest ends, like every record an object wrote where it wrote it.
    @Test func aConnectionsClientRecordHasItsDigestToo() throws {
        let resolution = Resolution(ConnectionTests.plan, variables: [:], store: Store())
        let changes = try ingest(ConnectionTests.page(["1", "2"], end: "c2"), resolution).changes
        let client = try #require(changes.records.first { $0.key.hasSuffix("__P_connection") })
        var fresh = client
        fresh.digest = nil
        fresh.makeDigest()
        #expect(client.digest != nil)
        #expect(client.digest == fresh.digest)
        #expect(changes.records.allSatisfy { $0.digest != nil })
    }

    @Test func aRecordWrittenSinceItsDigestIsComparedAgain() throws {
        let store = Store()
        try store.commitResponse(Self.response, RowsPlan.resolution(store))
        let row = try #require(store.record("Row:3"))
        // Any other writer (an edit, a layer, a fill) writes through the record.
        row.write(.string("other"), at: RowSlots.name.index)
        #expect(row.digest == nil)
        let summary = try store.commitResponse(Self.response, RowsPlan.resolution(store))
        #expect(summary.changed == 1)
        #expect(row.value(at: RowSlots.name.index) == .string("row 3"))
        #expect(row.digest != nil)
    }

    @Test func anEditedChangeSetLosesItsDigest() throws {
        let store = Store()
        try store.commitResponse(Self.response, RowsPlan.resolution(store))
        var changes = try Ingest.response(Array(Self.response.utf8), resolution: RowsPlan.resolution(store)).changes
        let row3 = try #require(changes.records.firstIndex { $0.key == "Row:3" })
        changes.records[row3].overwrite(with: [ChangeEntry(slot: RowSlots.name.index, value: .string("edited"))])
        #expect(changes.records[row3].digest == nil)
        #expect(store.commit(changes, kind: .server).changed == 1)
        #expect(store.record("Row:3")?.value(at: RowSlots.name.index) == .string("edited"))
    }

    @Test func writesErrorsAndFreedSlotsClearTheDigest() {
        let record = Record(key: "T:1", type: TypeID("DigestT"))
        record.keepDigest(7)
        #expect(record.digest == 7)
        record.write(.int(1), at: 0)
        #expect(record.digest == nil)
        record.keepDigest(7)
        record.setError(FieldError(message: "no", path: "t"), at: 0)
        #expect(record.digest == nil)
        // A record holding a field error keeps no digest: the digest does not cover errors.
        record.keepDigest(7)
        #expect(record.digest == nil)
        record.setError(nil, at: 0)
        record.write(.int(2), at: -3)
        record.keepDigest(7)
        record.forget(storeSlots: [-3])
        #expect(record.digest == nil)
    }

    /// A key can name another record than when the digest was kept (here the key passed to a
    /// record of another type and back): the link is compared, and written.
    @Test func aLinkIsComparedEvenWhenTheDigestMatches() {
        let store = Store()
        let owner = TypeID("DigestOwner"), target = TypeID("DigestTarget"), other = TypeID("DigestOther")
        var changes = ChangeSet()
        changes.records = [
            ChangeRecord(key: "O:1", type: owner, entries: [ChangeEntry(slot: 0, value: .link(1))]),
            ChangeRecord(key: "K:1", type: target, entries: [ChangeEntry(slot: 0, value: .string("k"))]),
        ]
        changes.digestRecords()
        store.commit(changes, kind: .server)
        let first = store.record("K:1")
        var conflict = ChangeSet()
        conflict.records = [ChangeRecord(key: "K:1", type: other, entries: [ChangeEntry(slot: 0, value: .int(1))])]
        store.commit(conflict, kind: .server)
        store.commit(changes, kind: .server)
        let now = store.record("K:1")
        #expect(now !== first)
        #expect(now?.type == target)
        guard case .link(let linked)? = store.record("O:1")?.value(at: 0) else {
            Issue.record("O:1 holds no link")
            return
        }
        #expect(linked === now)
    }

    /// The commit skips a record whose digest it holds before looking anything else up; it
    /// asks the record when it reaches the change, not before the batch writes, so a change
    /// set naming a record twice writes both changes in order even when the second is what
    /// the record held before the commit.
    @Test func aRecordNamedTwiceTakesBothChangesInOrder() throws {
        let store = Store()
        let type = TypeID("DigestTwice")
        func change(_ text: String) -> ChangeRecord {
            ChangeRecord(key: "T:1", type: type, entries: [ChangeEntry(slot: 0, value: .string(text))])
        }
        var first = ChangeSet()
        first.records = [change("old")]
        first.digestRecords()
        store.commit(first, kind: .server)
        let record = try #require(store.record("T:1"))
        let told = Counter()
        withObservationTracking { _ = record[slot: 0] } onChange: { told.bump() }
        var twice = ChangeSet()
        twice.records = [change("new"), change("old")]
        twice.digestRecords()
        #expect(twice.records[1].digest == first.records[0].digest)
        store.commit(twice, kind: .server)
        #expect(record.value(at: 0) == .string("old"))
        #expect(record.digest == first.records[0].digest)
        // Its observers were told the slot was written (the batch nets only under layers).
        #expect(told.value == 1)
    }

    /// A field error placed on a record whose digest matches is written, and its slot's
    /// observers told: the digest covers the values, not the errors.
    @Test func anErrorOnARecordWhoseDigestMatchesIsWrittenAndTold() throws {
        let store = Store()
        var changes = ChangeSet()
        changes.records = [ChangeRecord(key: "E:1", type: TypeID("DigestError"), entries: [
            ChangeEntry(slot: 0, value: .string("e")), ChangeEntry(slot: 1, value: .null),
        ])]
        changes.digestRecords()
        store.commit(changes, kind: .server)
        let record = try #require(store.record("E:1"))
        let told = Counter()
        withObservationTracking { _ = record.error(slot: 1) } onChange: { told.bump() }
        let error = FieldError(message: "no", path: "e")
        var withError = changes
        withError.errors = [PlacedError(record: 0, slot: 1, error: error, isCaught: false)]
        #expect(store.commit(withError, kind: .server).changed == 1)
        #expect(record.storedError(at: 1) == error)
        #expect(told.value == 1)
        // The same payload without the error clears it, and tells the slot again.
        let again = Counter()
        withObservationTracking { _ = record.error(slot: 1) } onChange: { again.bump() }
        #expect(store.commit(changes, kind: .server).changed == 1)
        #expect(record.storedError(at: 1) == nil)
        #expect(again.value == 1)
    }

    /// A record the commit makes is written while it is found when its change holds no link;
    /// a later change naming it in the same set is still written over it, in order, and a
    /// made record tells no one.
    @Test func aRecordMadeAndNamedAgainInOneSetTakesTheLastChange() throws {
        let store = Store()
        let type = TypeID("DigestMadeTwice")
        var twice = ChangeSet()
        twice.records = [
            ChangeRecord(key: "M:1", type: type, entries: [ChangeEntry(slot: 0, value: .string("first"))]),
            ChangeRecord(key: "M:1", type: type, entries: [ChangeEntry(slot: 1, value: .string("second"))]),
        ]
        twice.digestRecords()
        let summary = store.commit(twice, kind: .server)
        #expect(summary.created == 1)
        #expect(summary.changed == 0)
        let record = try #require(store.record("M:1"))
        #expect(record.value(at: 0) == .string("first"))
        #expect(record.value(at: 1) == .string("second"))
        #expect(record.digest == twice.records[1].digest)
    }
}
