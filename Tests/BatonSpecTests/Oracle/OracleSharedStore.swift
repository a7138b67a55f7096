import Foundation
import Testing
@_spi(Generated) import Baton

/// One operation's part in a shared store: its responses, its commit and its walk.
struct OracleProbe {
    let name: String
    let responses: [[UInt8]]
    let commit: (Store, [UInt8]) throws -> Void
    let walk: (Store, JSONTree, OracleWalk) -> Void

    init<Op: Baton.Operation>(_ operation: Op, root: OperationKind = .query, seeds: ClosedRange<Int>,
                              _ walk: @escaping (Op.Data, JSONTree, OracleWalk) -> Void) async throws {
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        name = Op.name
        responses = try await OracleExecutor.responses(operation, seeds: seeds)
        commit = { store, response in
            let resolution = Resolution(Op.plan, variables: variables, store: store)
            store.commit(try Ingest.response(response, resolution: resolution).changes, kind: .server)
        }
        self.walk = { store, json, walker in
            walk(Op.Data(anchor: Anchor(record: store.root(root), owner: Owner(store: store, variables: variables))), json, walker)
        }
    }
}

extension OracleExecutorTests {
    /// The executor derives an entity's fields from its type, key and seed alone, so for
    /// one seed every operation's response agrees about every entity, as one server's
    /// would. All of them committed into one store, each lens still reads its own
    /// response: normalization across documents loses and mixes nothing.
    @Test func everyOperationOfOneSeedSharesOneStore() async throws {
        let seeds = 1...20
        let probes = try await [
            OracleProbe(TestTokenizerQuery(), seeds: seeds, OracleWalkers.tokenizer),
            OracleProbe(TestUnion(name: "a"), seeds: seeds, OracleWalkers.union),
            OracleProbe(TestSearch(name: "1"), seeds: seeds, OracleWalkers.search),
            OracleProbe(TestSearchOrigins(name: "1"), seeds: seeds, OracleWalkers.searchOrigins),
            OracleProbe(TestNodeFields(id: "Character-1"), seeds: seeds, OracleWalkers.nodeFields),
            OracleProbe(TestKeys(id: "Character-2", name: "Rick"), seeds: seeds, OracleWalkers.keys),
            OracleProbe(TestList(page: 1), seeds: seeds, OracleWalkers.list),
            OracleProbe(TestSetStatuses(), root: .mutation, seeds: seeds, OracleWalkers.statuses),
            OracleProbe(TestAssetPricesQuery(), seeds: seeds, OracleWalkers.assetPrices),
            OracleProbe(TestAssetsQuery(), seeds: seeds, OracleWalkers.assets),
            OracleProbe(TestQuotesQuery(), seeds: seeds, OracleWalkers.quotes),
            OracleProbe(TestQuoteQuery(base: "BTC", quote: "USD"), seeds: seeds, OracleWalkers.quote),
            OracleProbe(TestConditions(id: "Character-1", withOrigin: true, hideStatus: false), seeds: seeds,
                        OracleWalkers.conditions),
            OracleProbe(TestTwoSpreads(id: "Character-1", again: true), seeds: seeds, OracleWalkers.twoSpreads),
            OracleProbe(TestProfileQuery(id: "Character-1"), seeds: seeds, OracleWalkers.profile),
            OracleProbe(TestStrictQuery(id: "Character-2"), seeds: seeds, OracleWalkers.strict),
        ]
        var leaves = 0
        for (index, seed) in seeds.enumerated() {
            let store = Store()
            // Odd seeds commit in reverse: the order must not matter.
            for probe in index % 2 == 0 ? probes : probes.reversed() { try probe.commit(store, probe.responses[index]) }
            for probe in probes {
                let walker = OracleWalk(label: "\(probe.name) seed \(seed) (shared)")
                probe.walk(store, JSONTree(try JSONSerialization.jsonObject(with: Data(probe.responses[index])))["data"], walker)
                leaves += walker.leaves
            }
            let dump = StoreExport.text(of: store)
            #expect(OracleDump.problems(dump).isEmpty, "seed \(seed): \(OracleDump.problems(dump))")
        }
        #expect(leaves >= 2000)
        print("oracle shared store: \(probes.count) operations × \(seeds.count) seeds, \(leaves) leaves compared")
    }
}
