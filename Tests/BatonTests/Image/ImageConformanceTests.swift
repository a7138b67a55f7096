import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The response is the oracle after a relaunch: every baton-spec query case is committed
/// into a store with an image, and a second store over the same file, checked with the
/// case's plan, holds every record the first one reached, dump line for dump line (values,
/// links, field errors, deletions), and every leaf reads as the response wrote it.
@Suite("Image: conformance cases after a relaunch")
@MainActor
struct ImageConformanceTests {
    /// Query cases whose data the image keeps (the transient ones have their own test).
    nonisolated static let cases = ConformanceDumpTests.cases.filter {
        $0.plan.kind == .query && $0.plan.transient.isEmpty && !["tests/character-secret"].contains($0.name)
    }

    @Test(arguments: cases)
    func aSecondStoreHoldsWhatTheFirstReached(_ testCase: ConformanceDumpTests.Case) async throws {
        let folder = ImageFolder()
        let (first, second) = try await Self.relaunched(testCase, in: folder)
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: second)
        let answer = Availability.check(resolution, in: second)
        #expect(answer.usedImage)
        if testCase.complete { #expect(answer.source == .image, "\(testCase.name)") }
        // Every record the plan reaches in the first store is in the second, equal.
        let reached = Self.reached(Resolution(testCase.plan, variables: testCase.variables, store: first), in: first)
        #expect(reached.count > 1)
        for key in reached {
            let expected = first.record(key).map { StoreExport.recordText($0, in: first) }
            let actual = second.record(key).map { StoreExport.recordText($0, in: second) }
            #expect(actual == expected, "\(testCase.name): \(key)")
        }
        if !OracleTests.lastWriteWins.contains(testCase.name) {
            let oracle = OracleTests()
            let bytes = try Fixtures.bytes(testCase.responses[0])
            guard case .object(let envelope) = try parseJSON(bytes),
                  let data = envelope.first(where: { $0.0 == "data" })?.1 else { Issue.record("no data"); return }
            var mismatches: [String] = []
            oracle.check(data, second.root(.query), resolution.root, second, "", &mismatches)
            #expect(mismatches.isEmpty, "\(testCase.name): \(mismatches)")
            #expect(oracle.leaves > 0)
        }
        await second.persistence?.close()
    }

    /// The case's responses written by a first store with an image, which is closed, and a
    /// second store opened over the same file (nothing read from it yet).
    static func relaunched(_ testCase: ConformanceDumpTests.Case, in folder: ImageFolder) async throws
        -> (first: Store, second: Store) {
        let first = try Fixtures.store(testCase.plan, variables: testCase.variables, responses: testCase.responses,
                                       complete: testCase.complete, persistence: Persistence(url: folder.file()))
        await first.persistence?.close()
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        return (first, second)
    }

    /// The keys of the records the plan's links reach from the query root (connection client
    /// links included), not entering deleted records.
    static func reached(_ resolution: Resolution, in store: Store) -> Set<String> {
        var marking = Marking()
        marking.walk(from: store.root(.query), resolution.root, store: store)
        return Set(store.keys.filter { marking.marked.contains(ObjectIdentifier(store.record($0)!)) })
    }
}
