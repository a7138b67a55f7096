import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The check reads the rows of the records a list reaches by one statement run: the rows it
/// gets are the ones it would read one key at a time, and a row the image lacks still makes
/// the check miss.
@Suite("Image: rows read together")
@MainActor
struct ImageRowsTogetherTests {
    @Test func rowsReadTogetherAreTheRowsReadOneByOneInTheKeysOrder() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        let held = ["EnvHero:3", "EnvHero:1", "EnvHero:é", "EnvHero:2"]
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: held.map { heroSnapshot($0, name: "N\($0)", power: 7) })))
        await writer.flush()
        // Out of key order, a key asked twice, keys without a row between them.
        let asked = ["EnvHero:2", "EnvHero:none", "EnvHero:3", "", "EnvHero:2", "EnvHero:é", "EnvHero:1", "EnvHero:x"]
        let together = try #require(writer.read { try $0.rows(asked) })
        let alone = try #require(writer.read { database in try asked.map { try database.row($0) } })
        #expect(together.count == asked.count)
        for (key, (a, b)) in zip(asked, zip(together, alone)) {
            #expect(a.map(Self.text) == b.map(Self.text), "\(key)")
            #expect((a == nil) == !held.contains(key), "\(key)")
        }
        #expect(try #require(writer.read { try $0.rows([]) }).isEmpty)
        await writer.close()
    }

    /// The keys' source drives the statement: one seek of the records table's key per key,
    /// never a scan of the table.
    @Test func theStatementSeeksEachKeyAndScansNothing() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: [heroSnapshot("EnvHero:1", name: "Ann", power: 7)])))
        await writer.flush()
        let plan = try #require(writer.read { database -> [String] in
            let statement = try database.connection.prepare("EXPLAIN QUERY PLAN " + ReadStatements.rowsSQL)
            defer { statement.finalize() }
            var lines: [String] = []
            while try statement.step() { lines.append(statement.text(3)) }
            return lines
        })
        #expect(plan.count == 2, "\(plan)")
        #expect(plan.last?.hasPrefix("SEARCH r USING PRIMARY KEY (key=?)") == true, "\(plan)")
        await writer.close()
    }

    @Test func aPageReadTogetherComesBackAsItWasAndARowTheImageLacksMisses() async throws {
        let folder = ImageFolder()
        let ids = (1...8).map(String.init)
        let first = Store(persistence: Persistence(url: folder.file()))
        try first.commitResponse(ConnectionTests.page(ids, end: "c8", hasNext: false, total: 8),
                                 Resolution(ConnectionTests.plan, store: first))
        await first.persistence?.close()
        let tests = ConnectionTests()

        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).source == .image)
        #expect(tests.nodes(second) == ids.map { "Note:\($0)" })
        for key in first.keys.sorted() {
            #expect(second.record(key).map { StoreExport.recordText($0, in: second) }
                    == first.record(key).map { StoreExport.recordText($0, in: first) }, "\(key)")
        }
        await second.persistence?.close()

        // One node's row gone from the file: the rows around it still come back, the check misses.
        let connection = try SQLiteConnection(path: folder.file().path, busyMilliseconds: 250)
        try connection.execute("DELETE FROM records WHERE key = 'Note:5'")
        connection.close()
        let third = Store(persistence: Persistence(url: folder.file()))
        await third.persistence?.flush()
        #expect(!Availability.check(Resolution(ConnectionTests.plan, store: third), in: third).isAvailable)
        #expect(third.record("Note:4").map { StoreExport.recordText($0, in: third) }
                == first.record("Note:4").map { StoreExport.recordText($0, in: first) })
        #expect(third.record("Note:5")?.writtenSlots.isEmpty ?? true)
        await third.persistence?.close()
    }

    private static func text(_ row: StoredRow) -> String {
        "\(row.type.name) \(row.isDeleted) " + row.cells.map { "\($0.slot)=\($0.value)" }.joined(separator: ",")
    }
}
