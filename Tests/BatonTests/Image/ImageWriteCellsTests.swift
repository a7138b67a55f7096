import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// Every cell a batch hands the writer reads back from the file at its own slot and with its
/// own value: whatever the types interleaved in the batch (each row's names are the names of
/// its type's slots, looked up once for the row), the order its keys arrive in, the lengths
/// of its strings (short ones are copied by whole words) and the sizes of its numbers (a
/// one-byte varint is written inline).
@Suite("Image: a batch's cells written")
@MainActor
struct ImageWriteCellsTests {
    /// Two types whose slots share some storage keys at other numbers, and whose slots are
    /// first written in another order than they are numbered.
    static let ship = TypeID("W17Ship")
    static let crew = TypeID("W17Crew")
    static let shipSlots = ["name", "hull", "deck", "code", "mast", "flag"].map { SlotID(ship, $0).index }
    static let crewSlots = ["rank", "name", "code", "post"].map { SlotID(crew, $0).index }

    /// Strings of every length up to past a word pair, ASCII and not; numbers on both sides of
    /// each varint length, negative too.
    static let strings: [String] = (0...40).map { String(repeating: "abcdefghij", count: 5).prefix($0) }.map(String.init)
        + ["é", "日本", "ok é", String(repeating: "ü", count: 9), String(repeating: "x", count: 200)]
    static let ints: [Int64] = [0, 1, 63, 64, 127, 128, 8_191, 8_192, 16_383, 16_384, -1, -64, -65, .max, .min]

    /// The cells of record `i`: a different set of slots a record, so rows of one type name
    /// slots never named before well after the type's first row.
    static func values(_ i: Int, type: TypeID) -> [Int: SlotValue] {
        let slots = type == ship ? shipSlots : crewSlots
        var cells: [Int: SlotValue] = [:]
        for (n, slot) in slots.enumerated() where (i / 3 + n) % (n + 2) != 0 || n == 0 {
            cells[slot] = (i + n) % 3 == 0 ? .int(ints[(i + n) % ints.count]) : .string(strings[(i * 7 + n) % strings.count])
        }
        return cells
    }

    static func snapshot(_ key: String, type: TypeID, _ cells: [Int: SlotValue]) -> RecordSnapshot {
        var values = [SlotValue](repeating: .missing, count: (cells.keys.max() ?? 0) + 1)
        for (slot, value) in cells { values[slot] = value }
        return RecordSnapshot(key: key, type: type, values: values, errors: [:], isDeleted: false)
    }

    /// A row's cells as comparable text, by slot.
    static func cells(_ row: StoredRow) -> [Int: String] {
        var out: [Int: String] = [:]
        for cell in row.cells {
            out[cell.slot] = switch cell.value {
            case .string(let text): "s:" + text
            case .int(let number): "i:\(number)"
            default: "other"
            }
        }
        return out
    }

    static func text(_ cells: [Int: SlotValue]) -> [Int: String] {
        cells.mapValues { value in
            switch value {
            case .string(let text): "s:" + text
            case .int(let number): "i:\(number)"
            default: "other"
            }
        }
    }

    @Test func everyCellReadsBackAtItsSlotWhateverTheTypesAndTheOrderOfItsKeys() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        // Types interleaved, keys far from their order (the writer sorts them).
        let records = (0..<240).map { i -> (key: String, type: TypeID, cells: [Int: SlotValue]) in
            let type = i % 3 == 1 ? Self.crew : Self.ship
            let key = "\(type.name):\((i * 97) % 240)"
            return (key, type, Self.values(i, type: type))
        }
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: records.map { Self.snapshot($0.key, type: $0.type, $0.cells) })))
        await writer.flush()
        for record in records {
            let row = try #require(writer.read { try $0.row(record.key) } ?? nil, "\(record.key)")
            #expect(row.type == record.type, "\(record.key)")
            #expect(Self.cells(row) == Self.text(record.cells), "\(record.key)")
        }
        await writer.close()
    }

    /// A second batch over the file, with other cells for half the rows (never read): each of
    /// those rows keeps its old cells and takes the new ones over them.
    @Test func aBatchOverRowsTheFileHoldsMergesItsCellsOverTheirs() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        let keys = (0..<80).map { "W17Ship:\(($0 * 31) % 80)" }
        let first = keys.indices.map { i in [Self.shipSlots[0]: SlotValue.string("first \(i)"), Self.shipSlots[1]: .int(Int64(i))] }
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: keys.indices.map { Self.snapshot(keys[$0], type: Self.ship, first[$0]) })))
        await writer.flush()
        // Odd records change their name and gain a flag; even ones are not in the batch, and
        // a new record comes along.
        let later = keys.indices.filter { $0 % 2 == 1 }
        let second = later.map { i in [Self.shipSlots[0]: SlotValue.string("second \(i)"), Self.shipSlots[5]: .int(-Int64(i) * 1_000)] }
        writer.enqueue(.batch(ImageBatch(sequence: 1, records: zip(later, second).map { Self.snapshot(keys[$0], type: Self.ship, $1) }
            + [Self.snapshot("W17Ship:new", type: Self.ship, [Self.shipSlots[2]: .string("new")])])))
        await writer.flush()
        for i in keys.indices {
            let row = try #require(writer.read { try $0.row(keys[i]) } ?? nil, "\(keys[i])")
            var expected = first[i]
            if i % 2 == 1 { expected.merge(second[later.firstIndex(of: i)!]) { $1 } }
            #expect(Self.cells(row) == Self.text(expected), "\(keys[i])")
        }
        let new = try #require(writer.read { try $0.row("W17Ship:new") } ?? nil)
        #expect(Self.cells(new) == [Self.shipSlots[2]: "s:new"])
        await writer.close()
    }

    /// A new file's first transaction with two batches over the same keys: the first goes into
    /// an empty table, the second meets its rows and merges over them.
    @Test func twoBatchesOfANewFilesFirstWriteMeetEachOthersRows() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        let keys = (0..<40).map { "W17Ship:\(($0 * 17) % 40)" }
        let name = Self.shipSlots[0], hull = Self.shipSlots[1]
        // Both handed over while the gate is held: the writer drains them in one transaction.
        let opened = writer.read { database -> Int64 in
            writer.enqueue(.batch(ImageBatch(sequence: 0, records: keys.map { Self.snapshot($0, type: Self.ship, [name: .string("a")]) })))
            writer.enqueue(.batch(ImageBatch(sequence: 1, records: keys.map { Self.snapshot($0, type: Self.ship, [hull: .int(9)]) })))
            return database.generation
        }
        #expect(opened == 1)
        await writer.flush()
        for key in keys {
            let row = try #require(writer.read { try $0.row(key) } ?? nil, "\(key)")
            #expect(Self.cells(row) == [name: "s:a", hull: "i:9"], "\(key)")
        }
        await writer.close()
    }
}
