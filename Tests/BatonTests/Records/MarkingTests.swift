import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// The mark phase (the collector's, and the image's choice of a pack) over tables of object
/// identities reaches exactly what the walk over SipHash sets reached: the same records in the
/// same order, the same root slots, for every baton-spec case, in memory and over records a
/// relaunch made (which it reads without making their kept rows).
@Suite("Marking")
@MainActor
struct MarkingTests {
    @Test(arguments: ConformanceDumpTests.cases)
    func everyConformanceCaseIsMarkedAsTheSetsMarkedIt(_ testCase: ConformanceDumpTests.Case) throws {
        let store = try Fixtures.store(testCase.plan, variables: testCase.variables, responses: testCase.responses,
                                       complete: testCase.complete)
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
        let marked = Self.expectSame(resolution, in: store, testCase.name)
        #expect(marked > 0, "\(testCase.name)")
    }

    /// Over a relaunched store (each record a check made keeps its row from the image) the
    /// marking reads links in the kept rows: no row is made, and what it reaches is what the
    /// walk that made every row reached.
    @Test(arguments: ImageConformanceTests.cases)
    func aRelaunchedCaseIsMarkedWithoutMakingItsRows(_ testCase: ConformanceDumpTests.Case) async throws {
        let folder = ImageFolder()
        let store = try await ImageConformanceTests.relaunched(testCase, in: folder).second
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
        #expect(Availability.check(resolution, in: store).usedImage)
        let keeping = store.keys.filter { store.record($0)?.keepsRow == true }
        #expect(!keeping.isEmpty, "\(testCase.name)")
        var marking = Marking()
        marking.walk(from: store.root(.query), resolution.root, store: store)
        #expect(store.keys.filter { store.record($0)?.keepsRow == true }.sorted() == keeping.sorted(), "\(testCase.name)")
        Self.expectSame(resolution, in: store, testCase.name)
        await store.persistence?.close()
    }

    /// One store, every root of a collection: walks into one marking from several roots (the
    /// same records met again under other selections) mark what the sets marked.
    @Test func walksFromSeveralRootsMarkAsTheSetsMarked() throws {
        let cases = ConformanceDumpTests.cases.filter { $0.name.hasPrefix("tests/union") }
        #expect(cases.count > 2)
        let store = Store()
        var marking = Marking()
        var reference = SetMarking()
        var resolutions: [Resolution] = []
        for testCase in cases {
            let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
            store.commit(try Ingest.response(try Fixtures.bytes(testCase.responses[0]), resolution: resolution,
                                             options: .partial).changes, kind: .server)
            resolutions.append(resolution)
        }
        for resolution in resolutions + resolutions {
            marking.walk(from: store.root(.query), resolution.root, store: store)
            reference.walk(from: store.root(.query), resolution.root, store: store)
        }
        let every = store.keys.compactMap { store.record($0) }
        #expect(every.filter { marking.marked.contains(ObjectIdentifier($0)) }.map(\.key).sorted()
                == every.filter { reference.marked.contains(ObjectIdentifier($0)) }.map(\.key).sorted())
        #expect(marking.marked.count == reference.marked.count)
        #expect(marking.rootSlots == reference.rootSlots)
    }

    /// Walks `resolution` with `Marking` and then with the sets' walk: the same records reached
    /// in the same order, the same root slots. Returns the keys reached (root records apart).
    @discardableResult
    static func expectSame(_ resolution: Resolution, in store: Store, _ name: String) -> Int {
        let start = store.root(resolution.operation.kind)
        var marking = Marking()
        marking.reachedKeys = []
        marking.walk(from: start, resolution.root, store: store)
        var reference = SetMarking()
        reference.walk(from: start, resolution.root, store: store)
        let reached = marking.reachedKeys ?? []
        #expect(reached == reference.reached.map(\.key).filter { !Store.rootKeys.contains($0) }, "\(name)")
        #expect(marking.marked.count == reference.marked.count, "\(name)")
        for record in reference.reached { #expect(marking.marked.contains(ObjectIdentifier(record)), "\(name)") }
        #expect(marking.rootSlots == reference.rootSlots, "\(name)")
        return reached.count
    }
}

/// The mark phase as it was built first (SipHash sets, an array per link field, each value
/// read through `Record.value(at:)`): the reference the identity tables must equal.
@MainActor
private struct SetMarking {
    var marked = Set<ObjectIdentifier>()
    var rootSlots: [ObjectIdentifier: Set<Int>] = [:]
    var reached: [Record] = []
    private var visited = Set<Pair>()

    private struct Pair: Hashable {
        let record: ObjectIdentifier
        let selection: ObjectIdentifier
    }

    mutating func walk(from start: Record, _ selection: ResolvedSelection, store: Store) {
        var stack = [(start, selection)]
        while let (record, selection) = stack.popLast() {
            if marked.insert(ObjectIdentifier(record)).inserted { reached.append(record) }
            guard visited.insert(Pair(record: ObjectIdentifier(record), selection: ObjectIdentifier(selection)))
                .inserted else { continue }
            let isRoot = Store.rootKeys.contains(record.key)
            let variant = selection.variant(for: record.type, answered: store.memberships[record.type] ?? [])
            for field in variant.fields {
                guard case .link(let link) = field.kind else {
                    if isRoot { rootSlots[ObjectIdentifier(record), default: []].insert(field.slot) }
                    continue
                }
                var slots = [field.slot]
                if let connection = field.connection { slots.append(connection.handleSlot) }
                for slot in slots {
                    if isRoot { rootSlots[ObjectIdentifier(record), default: []].insert(slot) }
                    let targets: [Record] = switch record.value(at: slot) {
                    case .link(let target): [target]
                    case .links(let targets): targets.compactMap { $0 }
                    default: []
                    }
                    for target in targets { stack.append((target, link.selection)) }
                }
            }
        }
    }
}
