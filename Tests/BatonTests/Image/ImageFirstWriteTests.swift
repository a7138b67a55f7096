import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// A launch's first write stamps the rows its checks read before it drops the rows unread for a
/// whole launch, and then applies every job in order: which rows a batch replaces and which it
/// merges is what the reads and sweeps before it say.
@Suite("Image: a launch's first write")
@MainActor
struct ImageFirstWriteTests {
    /// A row's string and integer cells, as text.
    private func leaves(_ row: StoredRow) -> [String] {
        row.cells.compactMap { cell in
            switch cell.value {
            case .string(let text): text
            case .int(let number): String(number)
            default: nil
            }
        }
    }

    /// One launch of the writer alone: `jobs` handed over, then closed.
    private func launch(_ file: URL, _ jobs: [ImageJob]) async {
        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: 1 << 30)
        for job in jobs { writer.enqueue(job) }
        await writer.close()
    }

    @Test func readsUnreadsAndABatchQueuedIntoTheFirstTransactionKeepTheRightRowsAndStamps() async throws {
        let folder = ImageFolder()
        let directory = folder.url.appendingPathComponent("dir")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("image.sqlite")
        let keys = ["EnvHero:r1", "EnvHero:r2", "EnvHero:r3", "EnvHero:r4"]
        // Launch 1 writes four rows; launch 2 one other row.
        await launch(file, [.batch(ImageBatch(sequence: 1, records: keys.map { heroSnapshot($0, name: "Ann", power: 7) }))])
        await launch(file, [.batch(ImageBatch(sequence: 1, records: [heroSnapshot("EnvHero:r5", name: "Eve", power: 5)]))])

        // Launch 3 cannot open the file (its folder is away), so its work queues up and goes
        // into one transaction, its first, once the folder is back.
        let away = folder.url.appendingPathComponent("away")
        try FileManager.default.moveItem(at: directory, to: away)
        _ = FileManager.default.createFile(atPath: directory.path, contents: Data("x".utf8))
        let writer = ImageWriter(files: ImageFiles(database: file), version: "", sizeLimit: 1 << 30, retryInterval: .zero)
        let events = Locked([LogEvent]())
        writer.report(to: { event in events.withLock { $0.append(event) } }, written: { _ in })
        // r1 is read, swept and read again; r2 read and swept; r3 read only; r4 never.
        writer.enqueue(.touch(ImageTouch(sequence: 0, keys: ["EnvHero:r1", "EnvHero:r2", "EnvHero:r3"])))
        writer.enqueue(.unread(keys: ["EnvHero:r1", "EnvHero:r2"]))
        writer.enqueue(.touch(ImageTouch(sequence: 0, keys: ["EnvHero:r1"])))
        writer.enqueue(.batch(ImageBatch(sequence: 1, records: [
            heroSnapshot("EnvHero:r1", name: "Bea", power: nil), heroSnapshot("EnvHero:r2", name: "Bea", power: nil),
        ])))
        await writer.flush()
        #expect(events.withLock { $0 }.contains(.imageUnavailable))
        try FileManager.default.removeItem(at: directory)
        try FileManager.default.moveItem(at: away, to: directory)
        await writer.flush()
        #expect(events.withLock { $0 }.filter { $0 == .imageWritten(batches: 1) }.count == 1)

        // r1 was read last: memory holds every cell, so its row is replaced. r2 was swept
        // after its read: merged, keeping the power memory no longer had.
        let r1 = try #require(writer.read { try $0.row("EnvHero:r1") } ?? nil)
        #expect(leaves(r1) == ["Bea"])
        let r2 = try #require(writer.read { try $0.row("EnvHero:r2") } ?? nil)
        #expect(leaves(r2).sorted() == ["7", "Bea"])
        await writer.close()

        // Read rows were stamped before the aging: launch 1's unread r4 went, the rest stayed.
        #expect(try ImageFileLook.keys(file, "records") == ["EnvHero:r1", "EnvHero:r2", "EnvHero:r3", "EnvHero:r5"])
        #expect(try ImageFileLook.integer(file, "SELECT count(*) FROM records WHERE used = 3") == 3)
        #expect(try ImageFileLook.integer(file, "SELECT used FROM records WHERE key = 'EnvHero:r5'") == 2)
    }
}
