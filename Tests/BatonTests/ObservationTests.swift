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
}
