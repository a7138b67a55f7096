import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The check's reader keeps rows' bytes in chunks that never move (`RowBytes`) and moves each
/// row it reads into the fills: links to keys that repeat, share a prefix or differ in one
/// byte each come back to their own records, strings kept in any chunk read back whole, and a
/// link key cut short declines its row (the check misses; its neighbours come back).
@Suite("Image: link keys and kept bytes")
@MainActor
struct ImageLinkKeyTests {
    /// Ids that share prefixes, differ only in their last byte, in the first or the last of a
    /// word's bytes, and are of every length around a word's: each edge links its own node
    /// after a relaunch.
    @Test func linksThatShareAPrefixComeBackToTheirOwnRecords() async throws {
        let long = String(repeating: "abcdefgh", count: 3)
        let ids = ["1", "10", "100", "1000", "abcdefg1", "abcdefg2", "bbcdefg1", "é", "è",
                   long + "1", long + "2", "2" + long, "1234567", "12345678", "123456789"]
        let folder = ImageFolder()
        let first = try await Self.writePage(ids, texts: { "t\($0)" }, folder)
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).source == .image)
        #expect(ConnectionTests().nodes(second) == ids.map { "Note:\($0)" })
        Self.expectSame(first, second)
        await second.persistence?.close()
    }

    /// A page whose rows' bytes fill several chunks (the first is 8 KB): every string not made
    /// yet reads back whole, from the chunk its row was kept in.
    @Test func stringsKeptInEveryChunkReadBackWhole() async throws {
        let ids = (1...120).map(String.init)
        let folder = ImageFolder()
        let first = try await Self.writePage(ids, texts: { id in String(repeating: "\(id)·", count: 60) }, folder)
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).source == .image)
        let bytes = try #require(second.record("Note:120")?.keptBytes)
        // Every note's text is ~120-240 bytes: the page's rows are past one chunk's 8 KB.
        #expect(bytes.chunkCount > 1)
        Self.expectSame(first, second)
        await second.persistence?.close()
    }

    /// An edge's row cut short inside its node link's key: the row declines, so the check
    /// misses (the network answers); the edges and notes around it come back as written.
    @Test func aLinkKeyCutShortDeclinesItsRow() async throws {
        let ids = (1...6).map(String.init)
        let folder = ImageFolder()
        let first = try await Self.writePage(ids, texts: { "t\($0)" }, folder)
        let edges = try ImageFileLook.keys(folder.file(), "records").filter { $0.contains("edges") }.sorted()
        #expect(edges.count == ids.count)
        let cut = try #require(edges.first { Self.nodeKey(of: $0, in: first) == "Note:3" })
        // The row ends inside its node link's key: two of the key's six bytes are gone.
        try ImageFileLook.execute(folder.file(), """
            UPDATE records SET row = substr(row, 1, instr(row, CAST('Note:3' AS BLOB)) + 3) WHERE key = '\(cut)'
            """)
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        #expect(!Availability.check(Resolution(ConnectionTests.plan, store: second), in: second).isAvailable)
        for edge in edges where edge != cut {
            #expect(Self.nodeKey(of: edge, in: second) == Self.nodeKey(of: edge, in: first), "\(edge)")
        }
        #expect(Self.nodeKey(of: cut, in: second) == nil)
        for id in ["1", "2", "4", "5", "6"] {
            #expect(second.record("Note:\(id)").map { StoreExport.recordText($0, in: second) }
                    == first.record("Note:\(id)").map { StoreExport.recordText($0, in: first) }, "Note:\(id)")
        }
        await second.persistence?.close()
    }

    /// The node key edge `edge` links in `store`.
    private static func nodeKey(of edge: String, in store: Store) -> String? {
        guard case .link(let node)? = store.record(edge)?.value(at: SlotRegistry.shared.slot(MoreTypes.NoteEdge, "node"))
        else { return nil }
        return node.key
    }

    /// Every record of `first` reads the same in `second`.
    private static func expectSame(_ first: Store, _ second: Store) {
        for key in first.keys.sorted() {
            #expect(second.record(key).map { StoreExport.recordText($0, in: second) }
                    == first.record(key).map { StoreExport.recordText($0, in: first) }, "\(key)")
        }
    }

    /// The page of `ids` (each note's text given by `texts`) written by a first launch, its
    /// image closed; the first store, to compare with.
    private static func writePage(_ ids: [String], texts: (String) -> String, _ folder: ImageFolder) async throws -> Store {
        let first = Store(persistence: Persistence(url: folder.file()))
        let edges = ids.enumerated().map { k, id in
            #"{"node":{"id":"\#(id)","text":"\#(texts(id))","__typename":"Note"},"cursor":"c\#(k)"}"#
        }.joined(separator: ",")
        let json = #"{"data":{"notes":{"totalCount":\#(ids.count),"edges":[\#(edges)],"pageInfo":{"endCursor":"e","hasNextPage":false,"startCursor":"s","hasPreviousPage":false}}}}"#
        try first.commitResponse(json, Resolution(ConnectionTests.plan, store: first))
        await first.persistence?.close()
        return first
    }
}
