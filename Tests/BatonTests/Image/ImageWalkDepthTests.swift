import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The check's walk with the image goes breadth first: the records of one depth of the walk
/// are read by one run of the rows' statement, however many lists reach them, and what comes
/// back is what the first launch wrote; a row missing or damaged in the middle of a depth
/// makes the check miss (the network answers) and spoils none of its neighbours.
@Suite("Image: the walk reads a depth at once")
@MainActor
struct ImageWalkDepthTests {
    private static let ids = (1...8).map(String.init)

    /// A page of 8 notes, each behind its own edge: the edges are one depth, their nodes the
    /// next. Depth first, each edge's node was read alone (8 one-row runs).
    @Test func eachDepthOfAPageIsReadByOneRun() async throws {
        let folder = ImageFolder()
        let first = try await Self.writePage(folder)
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        let before = try #require(second.persistence?.writer.read { $0.reads.runs })
        #expect(Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).source == .image)
        let after = try #require(second.persistence?.writer.read { $0.reads.runs })
        // The edges (8 rows), then the notes (8 rows): two runs together. The connection's
        // record and its page info are read alone, each the only record of its depth.
        #expect(after.together - before.together == 2)
        #expect(after.alone - before.alone == 2)
        #expect(ConnectionTests().nodes(second) == Self.ids.map { "Note:\($0)" })
        for key in first.keys.sorted() {
            #expect(second.record(key).map { StoreExport.recordText($0, in: second) }
                    == first.record(key).map { StoreExport.recordText($0, in: first) }, "\(key)")
        }
        await second.persistence?.close()
    }

    /// A node's row gone, another's damaged, both in the middle of the notes' depth: the check
    /// misses without trapping, and the notes around them come back as they were written.
    @Test func aMissingAndADamagedRowInTheMiddleOfADepthMissAndSpoilNoNeighbour() async throws {
        let folder = ImageFolder()
        let first = try await Self.writePage(folder)
        try ImageFileLook.execute(folder.file(), "DELETE FROM records WHERE key = 'Note:3'")
        try ImageFileLook.execute(folder.file(), "UPDATE records SET row = X'FFFFFFFF' WHERE key = 'Note:6'")
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(!Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).isAvailable)
        for id in ["1", "2", "4", "5", "7", "8"] {
            #expect(second.record("Note:\(id)").map { StoreExport.recordText($0, in: second) }
                    == first.record("Note:\(id)").map { StoreExport.recordText($0, in: first) }, "Note:\(id)")
        }
        #expect(second.record("Note:3")?.writtenSlots.isEmpty ?? true)
        #expect(second.record("Note:6")?.writtenSlots.isEmpty ?? true)
        await second.persistence?.close()
    }

    /// The page written by a first launch, its image closed; the first store, to compare with.
    private static func writePage(_ folder: ImageFolder) async throws -> Store {
        let first = Store(persistence: Persistence(url: folder.file()))
        try first.commitResponse(ConnectionTests.page(ids, end: "c8", hasNext: false, total: 8),
                                 Resolution(ConnectionTests.plan, store: first))
        await first.persistence?.close()
        return first
    }
}
