import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// A row as the pack's fill and the walk read it: its cells held at their number, a hostile
/// row (a list longer than its bytes, a row cut inside a cell) declined without a crash, and
/// each tag byte read as its raw value.
@Suite("Image: rows read, hostile or not")
@MainActor
struct RowHostileTests {
    static let type = TypeID("CountThing")
    static let other = TypeID("CountOther")

    private func row(_ values: [String: SlotValue], _ names: inout NameTable) throws -> [UInt8] {
        var dense: [SlotValue] = []
        for (name, value) in values {
            let s = SlotRegistry.shared.slot(Self.type, name)
            if s >= dense.count { dense.append(contentsOf: repeatElement(.missing, count: s + 1 - dense.count)) }
            dense[s] = value
        }
        let record = RecordSnapshot(key: "CountThing:1", type: Self.type, values: dense, errors: [:], isDeleted: false)
        return try #require(RowCodec.row(record, names: &names, exclusions: ImageExclusions()))
    }

    /// The row as the pack's fill reads it (`whole`: nil unless every cell reads).
    private func decode(_ bytes: [UInt8], whole: Bool, _ names: inout NameTable) -> StoredRow? {
        bytes.withUnsafeBytes {
            RowCodec.decodeRow($0, keeping: nil, keptAt: nil, links: LinkKeys(pack: nil), whole: whole, names: &names)
        }
    }

    @Test func everyTagByteReadsAsItsRawValue() {
        for byte in UInt8.min...UInt8.max {
            #expect(RowCodec.Tag.of(byte) == RowCodec.Tag(rawValue: byte), "tag byte \(byte)")
        }
    }

    @Test func aRowsCellsAreHeldAtTheirNumber() throws {
        var names = NameTable()
        let target = Record(key: "CountOther:1", type: Self.other)
        var values: [String: SlotValue] = [:]
        for k in 0..<11 { values["c\(k)"] = k % 2 == 0 ? .int(Int64(k)) : .string("v\(k)") }
        values["link"] = .link(target)
        values["links"] = .links([target, nil])
        let bytes = try row(values, &names)
        let read = try #require(decode(bytes, whole: true, &names))
        #expect(read.cells.count == 13)
        // Held at their number: not the 16 the buffer gathering them holds.
        #expect(read.cells.capacity == 13)
        let small = try #require(decode(try row(["c0": .int(1), "c1": .string("x")], &names), whole: true, &names))
        #expect(small.cells.count == 2 && small.cells.capacity == 2)
    }

    @Test func aListLongerThanItsBytesDeclinesWithoutACrash() throws {
        var names = NameTable()
        let target = Record(key: "CountOther:1", type: Self.other)
        let good = try row(["a": .int(7), "b": .links([target, target])], &names)
        let whole = try #require(decode(good, whole: true, &names))
        #expect(whole.cells.count == 2)
        let before = try #require(whole.cells.firstIndex { if case .links = $0.value { true } else { false } })
        // The list's count is the byte after its cell's name id and tag; raised past the links
        // the bytes hold, the list reads past its row.
        let at = try #require(listCount(good))
        #expect(good[at] == 2)
        for count: UInt8 in [3, 9, 0x7f] {
            var hostile = good
            hostile[at] = count
            // The pack's fill (whole) declines the row; the walk keeps the cells before the list.
            #expect(decode(hostile, whole: true, &names) == nil)
            let partial = try #require(decode(hostile, whole: false, &names))
            #expect(partial.cells.count == before)
            #expect(partial.cells.allSatisfy { $0.value.scalarSlotValue == .int(7) })
        }
    }

    @Test func aRowCutInsideACellDeclinesWithoutACrash() throws {
        var names = NameTable()
        let target = Record(key: "CountOther:1", type: Self.other)
        let bytes = try row(["a": .int(7), "b": .links([target, nil, target]), "c": .string("three"),
                             "d": .scalars([.int(1), nil, .string("x")])], &names)
        let whole = try #require(decode(bytes, whole: true, &names))
        #expect(whole.cells.count == 4)
        var declined = 0
        for cut in 2..<bytes.count {
            let prefix = Array(bytes[..<cut])
            let read = decode(prefix, whole: false, &names)
            #expect((read?.cells.count ?? 0) <= 4)
            if decode(prefix, whole: true, &names) == nil { declined += 1 }
        }
        // Every cut but the four between cells (after the head, after each of the first three
        // cells) breaks a cell: the fill declines the row.
        #expect(declined == bytes.count - 2 - 4)
    }

    /// Where the first list of links' count is in `raw`: after the head, each cell before it
    /// stepped over, then its name id and tag.
    private func listCount(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            var source = ByteSource(raw)
            guard source.byte() != nil, source.varint() != nil else { return nil }
            while !source.isAtEnd {
                guard source.varint() != nil else { return nil }
                if raw[source.position] & 0x0f == RowCodec.Tag.links.rawValue { return source.position + 1 }
                guard RowMerge.skipCell(&source) else { return nil }
            }
            return nil
        }
    }
}
