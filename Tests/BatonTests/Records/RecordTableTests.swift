import Testing
@_spi(Generated) @testable import Baton

/// The store's table of records by key (open addressing over (hash, record) slots, with
/// removal moving later slots of a run back): whatever the order of adds, replacements and
/// removals, it holds exactly what a dictionary would.
@Suite("Record table")
@MainActor
struct RecordTableTests {
    static let type = TypeID("TableNote")

    @Test func addsReplacementsAndRemovalsMatchADictionary() {
        var table = RecordTable()
        var model: [String: Record] = [:]
        var generator = SystemRandomNumberGenerator()
        // Few keys, many operations: runs of slots form, grow, and are cut in the middle.
        let keys = (0..<600).map { "TableNote:\($0)" }
        for step in 0..<20_000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            if step % 3 == 2 {
                table[key] = nil
                model[key] = nil
            } else {
                let record = Record(key: key, type: Self.type)
                table[key] = record
                model[key] = record
            }
            if step % 1_000 == 999 {
                #expect(table.count == model.count)
                for key in keys { #expect(table[key] === model[key], "\(key) after \(step + 1) steps") }
            }
        }
        #expect(Set(table.keys) == Set(model.keys))
        #expect(Set(table.values.map(ObjectIdentifier.init)) == Set(model.values.map(ObjectIdentifier.init)))
        #expect(Set(table.map(\.key)) == Set(model.keys))
    }

    @Test func aTableWalkedWhileItChangesWalksWhatItHeld() {
        var table = RecordTable()
        for n in 0..<100 { table["TableNote:\(n)"] = Record(key: "TableNote:\(n)", type: Self.type) }
        var walked = 0
        for (key, _) in table {
            table[key] = nil
            walked += 1
        }
        #expect(walked == 100)
        #expect(table.count == 0)
        #expect(table.keys.isEmpty)
    }

    @Test func reservingKeepsEveryRecord() {
        var table = RecordTable()
        let records = (0..<50).map { Record(key: "TableNote:\($0)", type: Self.type) }
        for record in records { table[record.key] = record }
        table.reserveCapacity(10_000)
        for record in records { #expect(table[RecordKey.Hashed(record.key)] === record) }
        #expect(table.count == 50)
    }
}
