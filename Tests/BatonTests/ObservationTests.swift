import Observation
import Testing
@_spi(Generated) @testable import Baton

@Suite("Per-slot observation")
@MainActor
struct ObservationTests {
    @Test func aReadOfSlotOneIsWokenBySlotOneOnly() {
        let record = Record(key: "Obs:1", type: TypeID("Obs"))
        for slot in 0..<3 { record.write(.int(Int64(slot)), at: slot) }
        let counter = Counter()
        withObservationTracking { _ = record[slot: 1] } onChange: { counter.bump() }
        record.notify(slot: 0)
        record.notify(slot: 2)
        #expect(counter.value == 0)
        record.notify(slot: 1)
        #expect(counter.value == 1)
    }

    @Test func anErrorReadRegistersTheSlot() {
        let record = Record(key: "Obs:2", type: TypeID("Obs"))
        let counter = Counter()
        withObservationTracking { _ = record.error(slot: 4) } onChange: { counter.bump() }
        record.notify(slot: 3)
        #expect(counter.value == 0)
        record.notify(slot: 4)
        #expect(counter.value == 1)
    }

    /// A lens reads under the channel its constant holds; the commit notifies under the
    /// channel of the slot's index. They must be one channel, for the stored channels, those
    /// past them, and a constant of an interface read on a concrete record.
    @Test func aLensReadIsWokenByItsSlotOnly() {
        let type = TypeID("ObsLens")
        let slots = (0..<70).map { SlotID(type, "field\($0)") }
        let record = Record(key: "ObsLens:1", type: type)
        let anchor = Anchor(record: record, owner: Owner(store: nil))
        let named = SlotID(TypeID("ObsLensNamed"), "field66")
        for slot in [slots[0], slots[63], slots[64], slots[69], named] {
            let index = slot.index(on: type)
            let counter = Counter()
            withObservationTracking { _ = anchor.scalar(slot, as: String.self) } onChange: { counter.bump() }
            record.notify(slot: index - 1)
            record.notify(slot: index + 1)
            #expect(counter.value == 0, "\(slot.storageKey)")
            record.notify(slot: index)
            #expect(counter.value == 1, "\(slot.storageKey)")
        }
    }

    /// A key rendered from variables is a store-numbered (negative) slot: its lens read and
    /// its notification meet on one channel too.
    @Test func aStoreNumberedReadIsWokenByItsSlotOnly() {
        let store = Store()
        let type = TypeID("ObsLensRendered")
        let owner = Owner(store: store, variables: ["n": .int(2)])
        let record = Record(key: "ObsLensRendered:1", type: type)
        let anchor = Anchor(record: record, owner: owner)
        let slot = anchor.slot(type, DynamicKey("friends", [DynamicArgument("first", [.variable("n")])]))
        #expect(slot.index < 0)
        let counter = Counter()
        withObservationTracking { _ = anchor.scalar(slot, as: Int.self) } onChange: { counter.bump() }
        record.notify(slot: slot.index - 1)
        record.notify(slot: 0)
        #expect(counter.value == 0)
        record.notify(slot: slot.index)
        #expect(counter.value == 1)
    }
}
