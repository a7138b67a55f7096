import Foundation
import Testing
@_spi(Generated) @_spi(Benchmarks) @testable import Baton

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
        if !OracleTests.lastWriteWins.contains(testCase.name) { try Self.expectOracle(testCase, resolution, in: second) }
        await second.persistence?.close()
    }

    /// A case whose data is whole and has no deferred part, relaunched from its root's pack:
    /// the pack is filled whole (its records made by entry, their links bound as read), and
    /// every leaf reads as the response wrote it.
    @Test(arguments: cases.filter { $0.complete && !$0.plan.hasDeferred && !OracleTests.lastWriteWins.contains($0.name) })
    func aPackFilledWholeReadsEveryLeafAsTheResponseWroteIt(_ testCase: ConformanceDumpTests.Case) async throws {
        let folder = ImageFolder()
        let (_, second) = try await Self.relaunched(testCase, in: folder, packed: true)
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: second)
        let answer = Availability.check(resolution, in: second, root: second.roots.root("case", resolution: resolution))
        #expect(answer.isAvailable && answer.source == .image, "\(testCase.name)")
        #expect(second.persistence?.writer.timings.withLock(\.packsFilled) == 1, "\(testCase.name)")
        try Self.expectOracle(testCase, resolution, in: second)
        await second.persistence?.close()
    }

    /// Every leaf the case's first response wrote reads so in `store`, through `resolution`.
    static func expectOracle(_ testCase: ConformanceDumpTests.Case, _ resolution: Resolution, in store: Store) throws {
        let oracle = OracleTests()
        let bytes = try Fixtures.bytes(testCase.responses[0])
        guard case .object(let envelope) = try parseJSON(bytes),
              let data = envelope.first(where: { $0.0 == "data" })?.1 else { Issue.record("no data"); return }
        var mismatches: [String] = []
        oracle.check(data, store.root(.query), resolution.root, store, "", &mismatches)
        #expect(mismatches.isEmpty, "\(testCase.name): \(mismatches)")
        #expect(oracle.leaves > 0)
    }

    /// The case's responses written by a first store with an image, which is closed, and a
    /// second store opened over the same file (nothing read from it yet). With `packed`, the
    /// first store packs the case's root (`case`) before it closes.
    static func relaunched(_ testCase: ConformanceDumpTests.Case, in folder: ImageFolder, packed: Bool = false)
        async throws -> (first: Store, second: Store) {
        let first = try await written(testCase, in: folder, packed: packed)
        let second = Store(persistence: Persistence(url: folder.file()))
        await second.persistence?.flush()
        return (first, second)
    }

    /// The case's responses written by a store with an image over `folder`'s file, which is
    /// closed; with `packed`, the store packs the case's root (`case`) first.
    static func written(_ testCase: ConformanceDumpTests.Case, in folder: ImageFolder, packed: Bool) async throws -> Store {
        let first = try Fixtures.store(testCase.plan, variables: testCase.variables, responses: testCase.responses,
                                       complete: testCase.complete, persistence: Persistence(url: folder.file()))
        if packed {
            let image = try #require(first.image)
            let root = first.roots.root("case", resolution: Resolution(testCase.plan, variables: testCase.variables, store: first))
            root.present = true
            image.noteRecent(root)
            image.packRecentRoots()
            await first.persistence?.flush()
        }
        await first.persistence?.close()
        return first
    }

    /// The keys of the records the plan's links reach from the query root (connection client
    /// links included), not entering deleted records.
    static func reached(_ resolution: Resolution, in store: Store) -> Set<String> {
        var marking = Marking()
        marking.walk(from: store.root(.query), resolution.root, store: store)
        return Set(store.keys.filter { marking.marked.contains(ObjectIdentifier(store.record($0)!)) })
    }
}
