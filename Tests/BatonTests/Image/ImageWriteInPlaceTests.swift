import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The writer reads a batch's string cells and link lists where the batch holds them, making
/// room in the row's buffer before each: whatever their lengths (a row far past the buffer's
/// first size, a key or a string whose length takes two bytes), the gaps in a list, and
/// target types the file has not named yet (the list's writer names them as it meets them),
/// every cell reads back from the file as written; a list with one link the
/// image may not follow is left out with its name.
@Suite("Image: cells written in place")
@MainActor
struct ImageWriteInPlaceTests {
    static let ship = TypeID("W18Ship")
    /// Link targets of two types, the second first met half way through the batch.
    static let port = TypeID("W18Port")
    static let dock = TypeID("W18Dock")
    static let nameSlot = SlotID(ship, "name").index
    static let callsSlot = SlotID(ship, "calls").index
    static let logSlot = SlotID(ship, "log").index
    static let hiddenSlot = SlotID(ship, "hiddenCalls").index

    /// A key of `length` bytes or more, `type`'s, numbered `n`.
    static func key(_ type: TypeID, _ n: Int, length: Int) -> String {
        let head = "\(type.name):\(n)-"
        return head + String(repeating: "k", count: max(0, length - head.utf8.count))
    }

    /// Ship `i`'s link list: gaps, ports and (from ship 40 on) docks, keys of lengths either
    /// side of 128 bytes; ship 7's holds 3,000 long links (its row alone is ~400 KB).
    static func calls(_ i: Int) -> [Record?] {
        let count = i == 7 ? 3_000 : i % 6
        return (0..<count).map { n -> Record? in
            if (i + n) % 4 == 3 { return nil }
            let type = i >= 40 && n % 2 == 1 ? dock : port
            return Record(key: key(type, i * 10_000 + n, length: [5, 40, 127, 128, 300][(i + n) % 5]), type: type)
        }
    }

    /// Ship `i`'s name: lengths from 0 to past 128 bytes, non-ASCII too; ship 11's is 200 KB.
    static func name(_ i: Int) -> String {
        if i == 11 { return String(repeating: "é", count: 100_000) }
        return String(repeating: "n", count: (i * 37) % 150) + (i % 3 == 0 ? "ü" : "")
    }

    static func snapshot(_ i: Int) -> RecordSnapshot {
        var values = [SlotValue](repeating: .missing, count: max(nameSlot, callsSlot, logSlot) + 1)
        values[nameSlot] = .string(name(i))
        values[callsSlot] = .links(calls(i))
        if i % 5 == 0 { values[logSlot] = .string("log \(i)") }
        return RecordSnapshot(key: "W18Ship:\((i * 53) % 120)", type: ship, values: values, errors: [:], isDeleted: false)
    }

    /// A link list as comparable text: each link's type and key, "-" for a gap.
    static func text(_ links: [StoredLink?]) -> [String] { links.map { $0.map { "\($0.type.name) \($0.key)" } ?? "-" } }
    static func text(_ links: [Record?]) -> [String] { links.map { $0.map { "\($0.type.name) \($0.key)" } ?? "-" } }

    @Test func everyStringAndLinkListReadsBackWhateverItsLengthsGapsAndTypes() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        let records = (0..<120).map(Self.snapshot)
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: records)))
        await writer.flush()
        for (i, record) in records.enumerated() {
            let row = try #require(writer.read { try $0.row(record.key) } ?? nil, "\(record.key)")
            var read: [Int: StoredValue] = [:]
            for cell in row.cells { read[cell.slot] = cell.value }
            guard case .string(let name)? = read[Self.nameSlot] else { Issue.record("\(record.key): no name"); continue }
            #expect(name == Self.name(i), "\(record.key)")
            guard case .links(let links)? = read[Self.callsSlot] else { Issue.record("\(record.key): no calls"); continue }
            #expect(Self.text(links) == Self.text(Self.calls(i)), "\(record.key)")
            if i % 5 == 0 {
                guard case .string(let log)? = read[Self.logSlot] else { Issue.record("\(record.key): no log"); continue }
                #expect(log == "log \(i)")
            } else {
                #expect(read[Self.logSlot] == nil, "\(record.key)")
            }
            #expect(row.cells.count == (i % 5 == 0 ? 3 : 2), "\(record.key)")
        }
        await writer.close()
    }

    /// The writer's connection leaves freed space as it is (the system's SQLite may be built
    /// to zero it): on a new file and on a file opened again.
    @Test func theWriterDoesNotZeroFreedSpace() async throws {
        let folder = ImageFolder()
        for launch in 0..<2 {
            let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
            writer.enqueue(.batch(ImageBatch(sequence: 0, records: [Self.snapshot(launch)])))
            await writer.flush()
            let generation = writer.read { $0.generation }
            #expect(generation == Int64(launch + 1))
            #expect(writer.read { try $0.connection.integer("PRAGMA secure_delete") } == 0, "launch \(launch)")
            await writer.close()
        }
    }

    /// A list linking to a record under the mutation root is not written, nor is its slot's
    /// name; the row's other cells are, and a later row's list of the same slot is too.
    @Test func aListLinkingWhereTheImageMayNotFollowIsLeftOutWithItsName() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        let port = Record(key: "W18Port:1", type: Self.port)
        let payload = Record(key: "client:root:mutation:sail:payload", type: Self.dock)
        func ship(_ key: String, _ links: [Record?]) -> RecordSnapshot {
            var values = [SlotValue](repeating: .missing, count: max(Self.nameSlot, Self.hiddenSlot) + 1)
            values[Self.nameSlot] = .string(key)
            values[Self.hiddenSlot] = .links(links)
            return RecordSnapshot(key: key, type: Self.ship, values: values, errors: [:], isDeleted: false)
        }
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: [ship("W18Ship:a", [port, nil, payload])])))
        await writer.flush()
        let row = try #require(writer.read { try $0.row("W18Ship:a") } ?? nil)
        #expect(row.cells.map(\.slot) == [Self.nameSlot])
        let names = try #require(writer.read { database in database.names.allIDs.compactMap { database.names.name($0) } })
        #expect(!names.contains("hiddenCalls") && names.contains("name"))
        // The slot is written once its list links only where the image follows.
        writer.enqueue(.batch(ImageBatch(sequence: 1, records: [ship("W18Ship:b", [nil, port])])))
        await writer.flush()
        let later = try #require(writer.read { try $0.row("W18Ship:b") } ?? nil)
        let links = later.cells.first { $0.slot == Self.hiddenSlot }.flatMap { cell -> [StoredLink?]? in
            if case .links(let links) = cell.value { links } else { nil }
        }
        #expect(links.map(Self.text) == ["-", "W18Port W18Port:1"])
        await writer.close()
    }
}
