import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The writer puts a batch's records into the file in one statement run per kind: each row
/// still meets the file's by its own rule, a row the file holds already is not merged again,
/// and its launch stamp stays right for aging.
@Suite("Image: a batch's rows written")
@MainActor
struct ImageWriteChunkTests {
    @Test func readRowsAreReplacedAndUnreadRowsMergedWhereverTheyFallInTheBatch() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        // Zero-padded, so the key order the writer follows is the batch's.
        let keys = (0..<60).map { "EnvHero:r" + ($0 < 10 ? "0" : "") + "\($0)" }
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: keys.map { heroSnapshot($0, name: "Ann", power: 7) })))
        await writer.flush()
        // Rows 20..<45 are read after batch 0: batch 1 replaces them and merges the rows on
        // either side.
        let read = Set(keys[20..<45])
        _ = writer.read { database in for key in read { database.readKeys[key] = 0 } }
        writer.enqueue(.batch(ImageBatch(sequence: 1, records: keys.map { heroSnapshot($0, name: "Bea \($0)", power: nil) })))
        await writer.flush()
        for key in keys {
            let row = try #require(writer.read { try $0.row(key) } ?? nil)
            let names = row.cells.compactMap { cell -> String? in
                if case .string(let text) = cell.value { return text }
                return nil
            }
            #expect(names == ["Bea \(key)"], "\(key)")
            #expect(row.cells.count == (read.contains(key) ? 1 : 2), "\(key)")
        }
        await writer.close()
    }

    /// Rows go to the file in key order (by the keys' first 14 bytes, as the records table
    /// orders them); keys alike in those bytes keep the batch's order.
    @Test func aBatchIsWrittenInKeyOrder() {
        let keys = ["EnvHero:b", "EnvHero:a", "EnvHero:ab", "EnvHero:0123456789z", "EnvHero:0123456789y", "A", "",
                    "EnvHero:0123x-long-key", "EnvHero:0123a-long-key", "EnvHero:01234", "EnvHero:01235z"]
        let batch = ImageBatch(records: keys.map { heroSnapshot($0, name: "Ann", power: nil) })
        #expect(batch.keyOrder.map { keys[$0] } == [
            "", "A", "EnvHero:01234", "EnvHero:0123456789z", "EnvHero:0123456789y", "EnvHero:01235z",
            "EnvHero:0123a-long-key", "EnvHero:0123x-long-key", "EnvHero:a", "EnvHero:ab", "EnvHero:b",
        ])
    }

    /// A batch of the size a page brings (past the runs the order sorts one by one before
    /// merging them): the same order, every record once.
    @Test func aLargeBatchIsWrittenInKeyOrderToo() {
        var generator = SystemRandomNumberGenerator()
        let keys = (0..<1_000).map { i -> String in
            let type = ["EnvHero", "EnvVillain", "Episode"][Int.random(in: 0..<3, using: &generator)]
            return "\(type):\(Int.random(in: 0..<5_000, using: &generator))-\(i)"
        }
        let batch = ImageBatch(records: keys.map { heroSnapshot($0, name: "Ann", power: nil) })
        let expected = keys.indices.sorted { a, b in
            let x = Array(keys[a].utf8.prefix(14)), y = Array(keys[b].utf8.prefix(14))
            return x == y ? a < b : x.lexicographicallyPrecedes(y)
        }
        #expect(batch.keyOrder == expected)
    }

    /// The row source the writer's statements read is the writer's own: any other use of it
    /// reads nothing or fails cleanly.
    @Test func theRowSourceReadsOnlyEntriesTheWriterBinds() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: [heroSnapshot("EnvHero:1", name: "Ann", power: 7)])))
        await writer.flush()
        let counts = writer.read { database -> [Int64] in
            [try database.connection.integer("SELECT count(*) FROM \(RowChunk.sourceName)(NULL)"),
             try database.connection.integer("SELECT count(*) FROM \(RowChunk.sourceName)('EnvHero:1')")]
        }
        #expect(counts == [0, 0])
        let unbound = writer.read { database -> Bool in
            (try? database.connection.integer("SELECT count(*) FROM \(RowChunk.sourceName)")) == nil
        }
        #expect(unbound == true)
        #expect((writer.read { try $0.row("EnvHero:1") } ?? nil) != nil)
        await writer.close()
    }

    /// Whatever the writer does for speed, its connection keeps the crash-safety settings:
    /// WAL, `synchronous=NORMAL`.
    @Test func theWritersConnectionKeepsWALAndNormalSync() async throws {
        let folder = ImageFolder()
        let writer = ImageWriter(files: ImageFiles(database: folder.file()), version: "", sizeLimit: 1 << 30)
        writer.enqueue(.batch(ImageBatch(sequence: 0, records: [heroSnapshot("EnvHero:1", name: "Ann", power: 7)])))
        await writer.flush()
        let settings = writer.read { database -> (String, Int64) in
            let mode = try database.connection.prepare("PRAGMA journal_mode")
            defer { mode.finalize() }
            let journal = try mode.step() ? mode.text(0) : ""
            return (journal, try database.connection.integer("PRAGMA synchronous"))
        }
        #expect(settings?.0 == "wal")
        #expect(settings?.1 == 1, "NORMAL")
        await writer.close()
    }

    @Test func aRelaunchFetchingTheSameRowsLeavesTheirBytesAndStampsThemForAging() async throws {
        let folder = ImageFolder()
        func rows() throws -> [String: Data] {
            let connection = try SQLiteConnection(path: folder.file().path, busyMilliseconds: 250)
            let statement = try connection.prepare("SELECT key, row FROM records")
            defer { statement.finalize() }
            var out: [String: Data] = [:]
            while try statement.step() { out[statement.text(0)] = statement.withBlob(1) { Data($0) } }
            return out
        }
        let page = ImgHeroes.response(page: 1, count: 40)
        try await launch(folder.file()) { env in
            try env.commitPayload(ImgHeroes(page: 1), Payload(page))
            await env.store.persistence?.flush()
        }
        let written = try rows()
        #expect(written.count == 40)
        // Launch 2 fetches the page again before reading it, with one hero renamed.
        let renamed = Data(String(decoding: page, as: UTF8.self).replacingOccurrences(of: "Hero 1-3\"", with: "Hero 1-3 again\"").utf8)
        try await launch(folder.file()) { env in
            try env.commitPayload(ImgHeroes(page: 1), Payload(renamed))
            await env.store.persistence?.flush()
        }
        let after = try rows()
        #expect(after.keys.sorted() == written.keys.sorted())
        #expect(after.filter { written[$0.key] != $0.value }.map(\.key) == ["EnvHero:p1-3"])
        #expect(try ImageFileLook.integer(folder.file(), "SELECT count(*) FROM records WHERE used = 2") == 40)
        try await launch(folder.file()) { env in
            #expect(env.handle(for: ImgHeroes(page: 1), fetchPolicy: .storeOnly).phase.data != nil)
            #expect(env.store.record("EnvHero:p1-3")?.value(at: EnvSlots.name.index) == .string("Hero 1-3 again"))
            #expect(env.store.record("EnvHero:p1-4")?.value(at: EnvSlots.name.index) == .string("Hero 1-4"))
        }
    }

    @Test func theSameResponseAgainInALaunchHandsTheWriterNothing() async throws {
        let folder = ImageFolder()
        try await launch(folder.file()) { env in
            let page = ImgHeroes.response(page: 1, count: 40)
            try env.commitPayload(ImgHeroes(page: 1), Payload(page))
            let handed = env.store.image?.sequence
            try env.commitPayload(ImgHeroes(page: 1), Payload(page))
            #expect(handed == 1 && env.store.image?.sequence == handed)
        }
    }
}
