import Observation
import Testing
@_spi(Generated) @testable import Baton

/// The runtime hot paths keep their meaning: slot channels are cached, one per slot and
/// distinct, a constant holds its slot's channel, a repeated record keeps one entry per slot
/// with the last value, and the in-place commit comparison agrees with `SlotValue.==`.
@Suite("Hot paths")
@MainActor
struct HotPathTests {
    @Test func channelsAreCachedAndOnePerSlot() {
        let slots = Array(-3..<70) + [200, -200]
        for slot in slots { #expect(SlotChannels.channel(slot) === SlotChannels.channel(slot)) }
        #expect(Set(slots.map { SlotChannels.channel($0) as AnyKeyPath }).count == slots.count)
        // The first slots are stored properties (the cheapest key path to hash); the rest
        // are the subscript's, equal to a freshly built one.
        #expect(SlotChannels.channel(5) == \SlotChannels.s5)
        #expect(SlotChannels.channel(64) == \SlotChannels.[slot: 64])
        #expect(SlotChannels.channel(-2) == \SlotChannels.[slot: -2])
        // Past the cached store-numbered range a channel is built each time, still equal.
        #expect(SlotChannels.channel(-(1 << 21)) == \SlotChannels.[slot: -(1 << 21)])
    }

    @Test func aConstantHoldsItsSlotsChannel() {
        let type = TypeID("HotPathChannels")
        for key in (0..<70).map({ "field\($0)" }) {
            let slot = SlotID(type, key)
            #expect(slot.channel === SlotChannels.channel(slot.index))
        }
    }

    @Test func repeatedRecordKeepsOneEntryPerSlotWithTheLastValue() {
        var record = ChangeRecord(key: "T:1", type: TypeID("HotPathT"), entries: [
            ChangeEntry(slot: 0, value: .string("a")), ChangeEntry(slot: 1, value: .int(1)),
        ])
        record.overwrite(with: [ChangeEntry(slot: 1, value: .int(2)), ChangeEntry(slot: 2, value: .null)])
        #expect(record.entries == [
            ChangeEntry(slot: 0, value: .string("a")), ChangeEntry(slot: 1, value: .int(2)),
            ChangeEntry(slot: 2, value: .null),
        ])
    }

    @Test func wideRepeatedRecordMergesThroughTheIndex() {
        let first = (0..<40).map { ChangeEntry(slot: $0, value: .int(Int64($0))) }
        var record = ChangeRecord(key: "T:2", type: TypeID("HotPathT"), entries: first)
        record.overwrite(with: [ChangeEntry(slot: 39, value: .null), ChangeEntry(slot: 40, value: .bool(true)),
                                ChangeEntry(slot: 40, value: .bool(false))])
        #expect(record.entries.count == 41)
        #expect(record.entries[39] == ChangeEntry(slot: 39, value: .null))
        #expect(record.entries[40] == ChangeEntry(slot: 40, value: .bool(false)))
        #expect(record.entries[0] == ChangeEntry(slot: 0, value: .int(0)))
    }

    @Test func aSlotAlreadyRepeatedTakesTheNewValueLast() {
        var record = ChangeRecord(key: "T:3", type: TypeID("HotPathT"), entries: [
            ChangeEntry(slot: 0, value: .string("n")), ChangeEntry(slot: 0, value: .string("m")),
        ])
        record.overwrite(with: [ChangeEntry(slot: 0, value: .string("z"))])
        #expect(record.lastValue(0) == .string("z"))
    }

    @Test func inPlaceComparisonAgreesWithSlotEquality() {
        let a = Record(key: "T:a", type: TypeID("HotPathT"))
        let b = Record(key: "T:b", type: TypeID("HotPathT"))
        let targets = [a, b]
        let cases: [(ChangeValue, SlotValue, Bool)] = [
            (.null, .null, true), (.null, .missing, false), (.bool(true), .bool(true), true),
            (.int(1), .int(2), false), (.float(-0.0), .float(0.0), false), (.float(1.5), .float(1.5), true),
            (.string("x"), .string("x"), true), (.string("x"), .null, false),
            (.link(0), .link(a), true), (.link(1), .link(a), false),
            (.links([0, nil, 1]), .links([a, nil, b]), true), (.links([0, 1]), .links([a, nil]), false),
            (.links([0]), .links([a, b]), false), (.scalars([.int(1), nil]), .scalars([.int(1), nil]), true),
            (.scalars([.int(1)]), .scalars([.string("1")]), false),
        ]
        Targets.borrowing(targets) { targets in
            for (change, stored, expected) in cases {
                #expect(change.isSame(as: stored, targets: targets) == expected, "\(change) vs \(stored)")
            }
        }
    }

    @Test func sameCommitTwiceWritesAndNotifiesNothing() throws {
        let store = Store()
        var changes = ChangeSet()
        let type = TypeID("HotPathT")
        changes.records = [ChangeRecord(key: "T:9", type: type, entries: [
            ChangeEntry(slot: 0, value: .string("n")), ChangeEntry(slot: 0, value: .string("m")),
        ])]
        store.commit(changes, kind: .server)
        let record = try #require(store.record("T:9"))
        #expect(record.value(at: 0) == .string("m"))
        let notified = Counter()
        withObservationTracking { _ = record[slot: 0] } onChange: { notified.bump() }
        #expect(store.commit(changes, kind: .server).changed == 0)
        #expect(notified.value == 0)
        var changed = changes
        changed.records[0].overwrite(with: [ChangeEntry(slot: 0, value: .string("z"))])
        #expect(store.commit(changed, kind: .server).changed == 1)
        #expect(notified.value == 1)
    }
}
