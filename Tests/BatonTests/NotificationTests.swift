import Observation
import Testing
@_spi(Generated) @testable import Baton

/// Notification invariants (SPEC §5.5): netted per batch, only observed slots whose value
/// or error changed, never for created records or an identical payload.
@Suite("Commit notifications")
@MainActor
struct NotificationTests {
    static func rowsJSON(names: [String], other: String? = nil, errors: String = "") -> String {
        let rows = names.enumerated().map { i, name in
            #"{"name":"\#(name)","status":"ok","kind":"DOG","tags":[],"friend":null,"bestFriend":{"name":"b","id":"b"},"friends":[],"stats":{"hp":1},"id":"\#(i)"}"#
        }.joined(separator: ",")
        let otherJSON = other.map { #"{"name":"\#($0)","id":"o"}"# } ?? "null"
        return #"{"data":{"rows":[\#(rows)],"other":\#(otherJSON)}\#(errors)}"#
    }

    static let names = (0..<20).map { "row \($0)" }

    /// Twenty bodies, each reading its row's fields; returns their invalidation counters.
    func observeRows(_ store: Store) -> [Counter] {
        let owner = Owner(store: store)
        let data = RowsData(anchor: Anchor(record: store.root(.query), owner: owner))
        return data.rows!.map { row in
            let counter = Counter()
            withObservationTracking {
                _ = row.name
                _ = row.status
                _ = row.kind
            } onChange: { counter.bump() }
            return counter
        }
    }

    @Test func oneNameChangedWakesExactlyOneBody() throws {
        let store = Store()
        var events: [LogEvent] = []
        store.log = { events.append($0) }
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        let counters = observeRows(store)
        var names = Self.names
        names[7] = "renamed"
        let summary = try store.commitResponse(Self.rowsJSON(names: names), RowsPlan.resolution(store))
        #expect(counters.map(\.value) == (0..<20).map { $0 == 7 ? 1 : 0 })
        #expect(summary.changed == 1)
        #expect(events.last == .committed(kind: .server, changed: 1))
    }

    @Test func theSamePayloadTwiceWakesNoOne() throws {
        let store = Store()
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        let counters = observeRows(store)
        let summary = try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        #expect(counters.allSatisfy { $0.value == 0 })
        #expect(summary.changed == 0)
    }

    @Test func anErrorLandingOnTwentyRowsWakesTwenty() throws {
        let store = Store()
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        let counters = observeRows(store)
        let errors = (0..<20).map { #"{"message":"hidden","path":["rows",\#($0),"name"]}"# }
        let json = Self.rowsJSON(names: Self.names, errors: #","errors":[\#(errors.joined(separator: ","))]"#)
        let summary = try store.commitResponse(json, RowsPlan.resolution(store))
        #expect(counters.allSatisfy { $0.value == 1 })
        #expect(summary.changed == 20)
        // The same errors again change nothing; a response without them clears them.
        let again = observeRows(store)
        try store.commitResponse(json, RowsPlan.resolution(store))
        #expect(again.allSatisfy { $0.value == 0 })
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        #expect(again.allSatisfy { $0.value == 1 })
        #expect(store.record("Row:3")!.storedError(at: RowSlots.name.index) == nil)
    }

    @Test func aRecordCreatedInTheBatchNotifiesNoOne() throws {
        let store = Store()
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        let counters = observeRows(store)
        let summary = try store.commitResponse(Self.rowsJSON(names: Self.names, other: "new"), RowsPlan.resolution(store))
        #expect(counters.allSatisfy { $0.value == 0 })
        #expect(summary.created == 1)
        // Only the root's `other` slot changed (missing → link) in a record that existed.
        #expect(summary.changed == 1)
    }

    /// A record has no registrar until its first read: commits that change it before then
    /// tell no one, and the body that reads it first is still woken by the next change.
    @Test func aRecordFirstReadAfterItsChangesWakesItsReaderOnce() throws {
        let store = Store()
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        var names = Self.names
        names[3] = "renamed unread"
        let unread = try store.commitResponse(Self.rowsJSON(names: names), RowsPlan.resolution(store))
        #expect(unread.changed == 1)
        let counters = observeRows(store)
        names[7] = "renamed"
        try store.commitResponse(Self.rowsJSON(names: names), RowsPlan.resolution(store))
        #expect(counters.map(\.value) == (0..<20).map { $0 == 7 ? 1 : 0 })
        // Read rows carry a registrar; the best friend no body read carries none.
        #expect(try #require(store.record("Row:7")).registrar != nil)
        #expect(try #require(store.record("Row:b")).registrar == nil)
    }

    @Test func aBodyReadingOneRootFieldSleepsThroughOtherRootFields() throws {
        let store = Store()
        try store.commitResponse(Self.rowsJSON(names: Self.names), RowsPlan.resolution(store))
        let data = RowsData(anchor: Anchor(record: store.root(.query), owner: Owner(store: store)))
        let counter = Counter()
        withObservationTracking { _ = data.rows } onChange: { counter.bump() }
        try store.commitResponse(Self.rowsJSON(names: Self.names, other: "first"), RowsPlan.resolution(store))
        try store.commitResponse(Self.rowsJSON(names: Self.names, other: "second"), RowsPlan.resolution(store))
        #expect(counter.value == 0)
        try store.commitResponse(Self.rowsJSON(names: Array(Self.names.prefix(3))), RowsPlan.resolution(store))
        #expect(counter.value == 1)
    }

    @Test func theLastEntryWinsAndAChangeBackNetsToNothing() throws {
        let store = Store()
        try store.commitResponse(#"{"data":{"rows":[],"other":{"name":"a","id":"o"}}}"#, RowsPlan.resolution(store))
        let other = RowsData(anchor: Anchor(record: store.root(.query), owner: Owner(store: store))).other!
        let counter = Counter()
        withObservationTracking { _ = other.name } onChange: { counter.bump() }
        // Row "o" written as "b" then back as "a" within one response: no net change.
        let json = #"{"data":{"rows":[{"name":"b","status":null,"kind":"DOG","tags":null,"friend":null,"bestFriend":{"name":"a","id":"o"},"friends":[],"stats":null,"id":"o"}],"other":{"name":"a","id":"o"}}}"#
        try store.commitResponse(json, RowsPlan.resolution(store))
        #expect(counter.value == 0)
        #expect(other.name == "a")
    }
}
