import Foundation
import Testing
@_spi(Generated) @testable import Baton
import BatonTesting

/// The completed-mutation buffer and the collector over merged connections (SPEC §5.12;
/// checklist L 102, I 82).
@Suite("Lifetime: mutation buffer, merged connections")
@MainActor
struct BufferAndCollectionTests {
    nonisolated static let renamed = Data(#"{"data":{"rename":{"hero":{"name":"N","power":1,"id":"h1"}}}}"#.utf8)

    @Test func mutationsNeverEvictQueries() async throws {
        let transport = ScriptedTransport(holdsMutations: false) { request in
            request.kind == .mutation ? Self.renamed : try EnvJSON.byIDResponder(request)
        }
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 3))
        var queries: [OperationHandle<EnvHeroByID>] = []
        for i in 0..<3 {
            let handle = env.handle(for: EnvHeroByID(id: "\(i)"))
            #expect(await wait(until: { handle.phase.isReady }, timeout: .seconds(120)))
            queries.append(handle)
        }
        #expect(env.store.roots.released.count == 3)
        for i in 0..<5 { _ = try await env.mutate(EnvRename(newName: "N\(i)")) }
        _ = try await env.mutate(EnvRename(newName: "N4"))  // an equal value replaces the older one
        #expect(env.store.roots.mutations.map(\.key) == ["N2", "N3", "N4"].map { EnvRename(newName: $0).rootKey })
        #expect(env.store.roots.released.count == 3)
        #expect(queries.allSatisfy { $0.phase.isReady })
        #expect(transport.requests(of: .query).count == 3)
    }

    @Test func collectionKeepsTheMergedEdgesAndDropsThePages() async throws {
        let transport = ScriptedTransport { request in
            guard request.operationName == NotesPage.name else { return EnvJSON.hero() }
            let first = request.variables["cursor"] == .null
            return Data((first ? ConnectionTests.page(["1", "2"], end: "c2")
                               : ConnectionTests.page(["3", "4"], end: "c4")).utf8)
        }
        let env = Environment(transport: transport, store: Store(releaseBufferSize: 1))
        let store = env.store
        let firstPage = env.handle(for: NotesPage(cursor: nil))
        let retention = firstPage.retain()
        #expect(await wait(until: { firstPage.phase.isReady }, timeout: .seconds(120)))
        _ = try await env.fetch(NotesPage(cursor: "c2"))
        let secondPage = try #require(store.root(.query).value(at: Self.slot(store, "c2")).linked)
        #expect(ConnectionTests().nodes(store) == ["Note:1", "Note:2", "Note:3", "Note:4"])
        _ = try await env.fetch(EnvHeroQuery())  // the second page's root leaves the buffer
        #expect(await wait(until: { store.record(secondPage.key) == nil }, timeout: .seconds(120)))
        #expect(ConnectionTests().nodes(store) == ["Note:1", "Note:2", "Note:3", "Note:4"])
        #expect((1...4).allSatisfy { store.record("Note:\($0)") != nil })
        #expect(store.root(.query).value(at: Self.slot(store, "c2")) == .missing)
        #expect(store.root(.query).value(at: Self.slot(store, nil)).linked != nil)
        retention.end()
    }

    /// The slot the store reads one page of `NotesPage` at (a key with variables: the store
    /// numbers it, and frees the number once nothing names it).
    static func slot(_ store: Store, _ cursor: String?) -> Int {
        store.existingSlot(pageKey(cursor), on: .query) ?? StoreNumbering.unnumbered
    }

    /// The storage key of one page of `NotesPage` (a null argument is left out).
    static func pageKey(_ cursor: String?) -> String {
        cursor.map { #"notes(after:"\#($0)",first:2)"# } ?? "notes(first:2)"
    }
}

/// `ConnectionTests.plan` as an operation value: `P($cursor)` pages the `__P_connection`.
struct NotesPage: Query {
    var holder: QueryHolder<NotesPage>?
    var cursor: String?
    static let name = "P"
    static let document: Document = .text("query P($cursor:String,$before:String){notes(first:2,after:$cursor,before:$before)@connection(key:\"P\"){…}}")
    var variables: Variables { .declared(["cursor": cursor?.variable, "before": nil]) }
    static var plan: PlanOperation { ConnectionTests.plan }

    struct Data: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }
}

extension SlotValue {
    /// The record a single link points to.
    var linked: Record? {
        if case .link(let record) = self { return record }
        return nil
    }
}
