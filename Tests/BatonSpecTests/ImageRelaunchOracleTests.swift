import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) import Baton

/// The response is the oracle after a relaunch: the executor's responses (clean, and with a
/// tenth of the fields failing) are committed into a store with an image, one seed a launch
/// over one file; a second store over the file, asked only through the availability check,
/// reads every leaf and every field error through the generated lenses as the response
/// wrote them (ten seeds a rate).
@Suite("The executor's responses read back after a relaunch from the image")
struct ImageRelaunchOracleTests {
    func check<Op: Baton.Query>(_ operation: Op, atLeast minimum: Int, errorRates: [Int] = [0, 10],
                                    walk: @escaping (Op.Data, JSONTree, OracleWalk) -> Void) async throws {
        var variables: [String: JSONValue] = [:]
        for member in operation.variables.members { variables[member.name] = member.value }
        for errors in errorRates {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baton-oracle-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("image.sqlite")
            var leaves = 0
            // Ten of the twenty seeds the other oracle suites use (their responses are cached),
            // yielding between them: the main actor is shared with every other suite.
            for (seed, response) in zip(1...10, try await OracleExecutor.responses(operation, seeds: 1...20, errors: errors)) {
                await Task.yield()
                let first = Store(persistence: Persistence(url: file))
                first.commit(try Ingest.response(response, resolution: Resolution(Op.plan, variables: variables, store: first)).changes, kind: .server)
                await first.persistence?.close()
                let second = Store(persistence: Persistence(url: file))
                await second.persistence?.flush()
                let answer = Availability.check(Resolution(Op.plan, variables: variables, store: second), in: second)
                #expect(answer.source == .image, "\(Op.name) seed \(seed) errors \(errors)%")
                let whole = JSONTree(try JSONSerialization.jsonObject(with: Data(response)))
                let walker = OracleWalk(label: "\(Op.name) seed \(seed) errors \(errors)% relaunched",
                                        errors: OracleWalk.errors(of: whole))
                walk(Op.Data(anchor: Anchor(record: second.root(.query), owner: Owner(store: second, variables: variables))),
                     whole["data"], walker)
                #expect(walker.disagreements.isEmpty)
                leaves += walker.leaves
                await second.persistence?.close()
                try await checkPacked(operation, response, whole: whole, label: "\(Op.name) seed \(seed) errors \(errors)%",
                                      file: folder.appendingPathComponent("packed-\(seed).sqlite"), walk: walk)
            }
            #expect(leaves >= (errors == 0 ? minimum / 2 : minimum / 8), "\(Op.name): only \(leaves) leaves compared")
            print("oracle after a relaunch \(Op.name) errors \(errors)%: \(leaves) leaves compared")
        }
    }

    /// The product's path: launch 1 commits the response through an environment (which
    /// dates its root) and ends (which packs the root); launch 2's first frame, with no
    /// request, reads every leaf from the pack.
    func checkPacked<Op: Baton.Query>(_ operation: Op, _ response: [UInt8], whole: JSONTree, label: String, file: URL,
                                          walk: (Op.Data, JSONTree, OracleWalk) -> Void) async throws {
        let first = Environment(transport: RefusingTransport(), store: Store(persistence: Persistence(url: file)))
        first.log = nil
        // Under `@throwOnFieldError` the uncaught errors are thrown after the write.
        try? first.commitPayload(operation, Payload(Data(response)))
        await first.end()
        let refusing = RefusingTransport()
        let second = Environment(transport: refusing, store: Store(persistence: Persistence(url: file)))
        second.log = nil
        await second.store.persistence?.flush()
        let handle = second.handle(for: operation, fetchPolicy: .storeOnly)
        #expect(second.store.persistence?.timings.packsRead == 1, "\(label): the pack was not read")
        if let data = handle.phase.data {
            let walker = OracleWalk(label: label + " from the pack", errors: OracleWalk.errors(of: whole))
            walk(data, whole["data"], walker)
            #expect(walker.disagreements.isEmpty)
        } else {
            #expect(Op.plan.throwsOnFieldError, "\(label): no first frame from the pack")
        }
        #expect(refusing.requests == 0)
        await second.end()
    }

    @Test func scalarsAndScalarLists() async throws {
        try await check(TestTokenizerQuery(), atLeast: 200, walk: OracleWalkers.tokenizer)
    }

    @Test func unionsInterfacesAndConditions() async throws {
        try await check(TestUnion(name: "a"), atLeast: 100, walk: OracleWalkers.union)
        try await check(TestSearch(name: "1"), atLeast: 100, walk: OracleWalkers.search)
        try await check(TestSearchOrigins(name: "1"), atLeast: 40, walk: OracleWalkers.searchOrigins)
        try await check(TestNodeFields(id: "Character-1"), atLeast: 40, walk: OracleWalkers.nodeFields)
    }

    @Test func argumentsListsAndKeys() async throws {
        try await check(TestKeys(id: "Character-2", name: "Rick"), atLeast: 100, walk: OracleWalkers.keys)
        try await check(TestList(page: 1), atLeast: 200, walk: OracleWalkers.list)
        try await check(TestAssetPricesQuery(), atLeast: 100, walk: OracleWalkers.assetPrices)
        try await check(TestQuotesQuery(), atLeast: 20, walk: OracleWalkers.quotes)
        try await check(TestQuoteQuery(base: "BTC", quote: "USD"), atLeast: 40, walk: OracleWalkers.quote)
        try await check(TestAssetsQuery(), atLeast: 60, walk: OracleWalkers.assets)
    }

    @Test func conditionsSpreadsDirectivesAndErrors() async throws {
        try await check(TestConditions(id: "Character-1", withOrigin: true, hideStatus: false), atLeast: 40,
                        walk: OracleWalkers.conditions)
        try await check(TestTwoSpreads(id: "Character-1", again: true), atLeast: 40, walk: OracleWalkers.twoSpreads)
        try await check(TestProfileQuery(id: "Character-1"), atLeast: 150, walk: OracleWalkers.profile)
        try await check(TestStrictQuery(id: "Character-2"), atLeast: 40, walk: OracleWalkers.strict)
    }

    @Test func connections() async throws {
        try await check(TestNotesQuery(id: "Character-1"), atLeast: 100, walk: OracleWalkers.notes)
        try await check(TestRootNotesQuery(), atLeast: 100, errorRates: [0], walk: OracleWalkers.rootNotes)
    }
}

/// A transport that refuses every request, counting them.
final class RefusingTransport: Transport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent = 0

    var requests: Int { lock.withLock { sent } }

    func send(_ request: Request) -> AsyncThrowingStream<Data, any Error> {
        lock.withLock { sent += 1 }
        return AsyncThrowingStream { $0.finish(throwing: CancellationError()) }
    }
}
