import Foundation
import Observation
import Testing
@_spi(Generated) import Baton

/// Counts observation invalidations from a `@Sendable` `onChange`.
nonisolated final class InvalidationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func bump() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Feeds the executor's responses for one operation, seed after seed, into one store
/// through the generated plan, and walks each against the generated `Data` lens.
enum OracleRun {
    struct Figures {
        var responses = 0
        var leaves = 0
        var disagreements: [String] = []
    }

    /// One store for all seeds: each commit overwrites the last seed's data, and the
    /// lens must read the latest response exactly (a shrunk list, a field gone null).
    static func run<Op: Baton.Operation>(_ operation: Op, root: OperationKind = .query,
                                         seeds: ClosedRange<Int> = 1...20, errors: Int = 0,
                                         shuffle: Bool = false,
                                         walk: (Op.Data, JSONTree, OracleWalk) -> Void) async throws -> Figures {
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        let store = Store()
        let resolution = Resolution(Op.plan, variables: variables, store: store)
        let data = Op.Data(anchor: Anchor(record: store.root(root), owner: Owner(store: store, variables: variables)))
        var figures = Figures()
        for (seed, response) in zip(seeds, try await OracleExecutor.responses(operation, seeds: seeds, errors: errors, shuffle: shuffle)) {
            store.commit(try Ingest.response(response, resolution: resolution).changes, kind: .server)
            let whole = JSONTree(try JSONSerialization.jsonObject(with: Data(response)))
            let tree = whole["data"]
            let walker = OracleWalk(label: "\(Op.name) seed \(seed)\(errors > 0 ? " errors \(errors)%" : "")\(shuffle ? " shuffled" : "")",
                                    errors: OracleWalk.errors(of: whole))
            let counter = InvalidationCounter()
            withObservationTracking { walk(data, tree, walker) } onChange: { counter.bump() }
            let dump = StoreExport.text(of: store)
            #expect(OracleDump.problems(dump).isEmpty, "\(Op.name) seed \(seed): \(OracleDump.problems(dump))")
            // The same response again changes no value, so no read is invalidated.
            store.commit(try Ingest.response(response, resolution: resolution).changes, kind: .server)
            #expect(counter.value == 0, "\(Op.name) seed \(seed): an equal commit invalidated \(counter.value) reads")
            #expect(StoreExport.text(of: store) == dump, "\(Op.name) seed \(seed): an equal commit changed the dump")
            figures.responses += 1
            figures.leaves += walker.leaves
            figures.disagreements += walker.disagreements
        }
        return figures
    }
}
