import Testing
@_spi(Generated) @testable import Baton

/// "The response is the oracle": after a commit, every leaf the plan selects reads back
/// from the store as the response wrote it (SPEC §0.12), for every conformance case but
/// the ones where a later copy of a record overwrites an earlier one in the same response.
@Suite("Response is the oracle")
@MainActor
final class OracleTests {
    /// Leaves compared in the current case, so a walk that compares nothing fails.
    var leaves = 0
    nonisolated static let lastWriteWins: Set<String> = ["tests/character-printed-two-ways", "tests/character-printed-two-ways-and-back"]

    @Test(arguments: ConformanceDumpTests.cases.filter { !lastWriteWins.contains($0.name) })
    func everyLeafReadsBack(_ testCase: ConformanceDumpTests.Case) throws {
        let response = testCase.responses[0]
        let store = Store()
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
        let bytes = try Fixtures.bytes(response)
        store.commit(try Ingest.response(bytes, resolution: resolution,
                                         options: testCase.complete ? .server : .partial).changes, kind: .server)
        guard case .object(let envelope) = try parseJSON(bytes),
              let data = envelope.first(where: { $0.0 == "data" })?.1 else { Issue.record("no data"); return }
        var mismatches: [String] = []
        leaves = 0
        check(data, store.root(testCase.plan.kind), resolution.root, store, "", &mismatches)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(leaves > 0)
    }

    func check(_ json: JSONValue, _ record: Record, _ selection: ResolvedSelection, _ store: Store,
               _ path: String, _ mismatches: inout [String]) {
        guard case .object(let members) = json else { mismatches.append(path); return }
        let variant = selection.isAbstract
            ? selection.variant(for: record.type, answered: store.memberships[record.type] ?? [])
            : selection.variant(for: selection.type)
        for (name, value) in members {
            guard let index = variant.field(name) else { continue }
            let field = variant.fields[index]
            let stored = record.value(at: field.slot)
            let here = path.isEmpty ? name : path + "." + name
            switch field.kind {
            case .typename: continue
            case .scalar(let shape):
                leaves += 1
                if !matches(value, stored, shape) { mismatches.append(here) }
            case .link(let link):
                switch (value, stored) {
                case (.null, .null): continue
                case (.object, .link(let child)): check(value, child, link.selection, store, here, &mismatches)
                case (.list(let items), .links(let children)) where items.count == children.count:
                    for (i, (item, child)) in zip(items, children).enumerated() {
                        if case .null = item, child == nil { continue }
                        guard let child else { mismatches.append("\(here).\(i)"); continue }
                        check(item, child, link.selection, store, "\(here).\(i)", &mismatches)
                    }
                default: mismatches.append(here)
                }
            }
        }
    }

    func matches(_ json: JSONValue, _ stored: SlotValue, _ shape: ScalarShape) -> Bool {
        if shape.isList {
            guard case .list(let items) = json else { return json == .null && stored == .null }
            guard case .scalars(let values) = stored, values.count == items.count else { return false }
            return zip(items, values).allSatisfy { item, value in
                value.map { scalar(item, $0, shape.kind) } ?? (item == .null)
            }
        }
        if json == .null { return stored == .null }
        guard let value = stored.scalar else { return false }
        return scalar(json, value, shape.kind)
    }

    func scalar(_ json: JSONValue, _ value: ScalarValue, _ kind: ScalarKind) -> Bool {
        switch (kind, json, value) {
        case (.float, .int(let i), .float(let f)): return Double(i) == f
        case (.float, .float(let a), .float(let b)): return a == b
        case (.int, .int(let a), .int(let b)): return a == b
        case (.bool, .bool(let a), .bool(let b)): return a == b
        case (_, .string(let a), .string(let b)): return a == b
        // A custom scalar keeps the token's text, which the parsed tree no longer has.
        case (.custom, _, .string): return true
        default: return false
        }
    }
}
