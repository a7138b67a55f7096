import Foundation
import Testing
@_spi(Generated) import Baton

/// Hand-written responses for what the executor cannot produce from the schema: a
/// value the build does not know, a whole float in an Int field, a custom scalar's
/// exact text, nulls inside lists.
extension OracleExecutorTests {
    /// Commits `json` through `Op`'s plan into a fresh store and returns its root lens.
    func read<Op: Baton.Operation>(_ operation: Op, _ json: String, root: OperationKind = .query) throws -> (Store, Op.Data) {
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        let store = Store()
        store.commit(try Ingest.response(Array(json.utf8), resolution: Resolution(Op.plan, variables: variables, store: store)).changes,
                     kind: .server)
        return (store, Op.Data(anchor: Anchor(record: store.root(root), owner: Owner(store: store, variables: variables))))
    }

    static let tokenizer = #"""
    {"data":{"tokenizer":{"id":"t1","text":"x","strings":["a",null,""],"count":3.0,"counts":[2.0,null,-4.0,5],
    "ratio":2,"ratios":[null,1.5],"flag":true,"flags":[null,false],
    "json":1.50,"jsons":[12345678901234567890,{"k":["v",null]},"text",null,-0.0]}}}
    """#

    @Test func anUnknownEnumValueReadsUnknownWithItsText() throws {
        let json = #"{"data":{"setLists":{"statuses":["ALIVE","ZOMBIE",null,"DEAD"]}}}"#
        let (store, data) = try read(TestSetStatuses(), json, root: .mutation)
        let statuses = try #require(data.setLists?.statuses)
        #expect(statuses.map { $0?.rawText } == ["ALIVE", "ZOMBIE", nil, "DEAD"])
        guard case .unknown(let text)? = statuses[1] else { Issue.record("ZOMBIE read \(String(describing: statuses[1]))"); return }
        #expect(text == "ZOMBIE")
        guard case .ALIVE? = statuses[0], case .DEAD? = statuses[3] else { Issue.record("known values misread"); return }
        withExtendedLifetime(store) {}
    }

    @Test func aWholeFloatInAnIntFieldReadsTheInt() throws {
        let (store, data) = try read(TestTokenizerQuery(), Self.tokenizer)
        let tokenizer = try #require(data.tokenizer)
        #expect(tokenizer.count == 3)
        #expect(tokenizer.counts == [2, nil, -4, 5])
        #expect(tokenizer.ratio == 2.0)  // and an int in a Float field reads the float
        withExtendedLifetime(store) {}
    }

    @Test func aCustomScalarKeepsItsExactText() throws {
        let (store, data) = try read(TestTokenizerQuery(), Self.tokenizer)
        let tokenizer = try #require(data.tokenizer)
        #expect(tokenizer.json == "1.50")
        #expect(tokenizer.jsons == ["12345678901234567890", #"{"k":["v",null]}"#, "text", nil, "-0.0"])
        let asset = #"{"data":{"assets":[{"uuid":"u1","price":"12.50","listedAt":"2021-03-04T05:06:07Z","page":"https://x.test/a?b=c","prices":["0.10",null],"id":"a1"}]}}"#
        let (assetStore, assets) = try read(TestAssetPricesQuery(), asset)
        #expect(StoreExport.text(of: assetStore).contains(#""price": "12.50""#))
        let first = try #require(assets.assets?.first)
        #expect(first.price == Decimal(string: "12.50"))
        #expect(first.prices == [Decimal(string: "0.10"), nil])
        #expect(first.page?.absoluteString == "https://x.test/a?b=c")
        withExtendedLifetime(store) {}
    }

    @Test func aNullInANullableListElementReadsNil() throws {
        let (store, data) = try read(TestTokenizerQuery(), Self.tokenizer)
        let tokenizer = try #require(data.tokenizer)
        #expect(tokenizer.strings == ["a", nil, ""])
        #expect(tokenizer.ratios == [nil, 1.5])
        #expect(tokenizer.flags == [nil, false])
        // A null entry of a plural link is dropped from the lens's list (SPEC 5.10).
        let keys = #"""
        {"data":{"search":[],"character":null,"charactersByIds":[null,{"name":"Morty","id":"2"},null],"characters":null}}
        """#
        let (keyStore, keyData) = try read(TestKeys(id: "7"), keys)
        #expect(keyData.charactersByIds?.map(\.name) == ["Morty"])
        withExtendedLifetime((store, keyStore)) {}
    }
}

extension OracleExecutorTests {
    static func rootNotesPage(_ edges: String) -> String {
        #"{"data":{"notes":{"totalCount":2,"edges":\#(edges),"pageInfo":{"endCursor":"c2","hasNextPage":false}}}}"#
    }

    /// A first page whose `edges` is null leaves the connection's edges as they were
    /// (Relay's handler keeps the previous edges): the one place a lens does not read
    /// the latest response, so the executor walk skips it and this pins it.
    @Test func aPageWithNullEdgesKeepsTheEdgesBefore() throws {
        let store = Store()
        let resolution = Resolution(TestRootNotesQuery.plan, variables: [:], store: store)
        let page = Self.rootNotesPage(#"[{"cursor":"c1","node":{"__typename":"Note","id":"n1","text":"One"}},null,"#
            + #"{"cursor":"c2","node":{"__typename":"Note","id":"n1","text":"One"}}]"#)
        store.commit(try Ingest.response(Array(page.utf8), resolution: resolution).changes, kind: .server)
        let data = TestRootNotesQuery.Data(anchor: Anchor(record: store.root(.query), owner: Owner(store: store, variables: [:])))
        // The null edge and the second edge of node n1 are dropped (SPEC 5.7).
        #expect(data.testRootNotes.notes.edges?.map { $0.node?.id } == ["n1"])
        store.commit(try Ingest.response(Array(Self.rootNotesPage("null").utf8), resolution: resolution).changes, kind: .server)
        #expect(data.testRootNotes.notes.edges?.map { $0.node?.id } == ["n1"])
    }
}
