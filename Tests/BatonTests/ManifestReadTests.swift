import Testing
@_spi(Generated) @testable import Baton

/// The manifest's `reads` rows, read through the lens helpers generated accessors call,
/// walking each path by the plan. Rows whose note needs what the core does not build
/// (mapped scalar conversion, `@required`, `@throwOnFieldError`) are left out.
@Suite("Manifest reads")
@MainActor
struct ManifestReadTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let caseName: String
        let path: String
        let value: JSONValue
        var testDescription: String { "\(caseName): \(path)" }
    }

    nonisolated static let rows: [Row] = {
        guard case .object(let manifest)? = try? parseJSON(Fixtures.bytes("manifest.json")),
              case .list(let cases)? = manifest.first(where: { $0.0 == "cases" })?.1 else { return [] }
        let ours = Set(ConformanceDumpTests.cases.map(\.name))
        return cases.flatMap { item -> [Row] in
            guard case .object(let c) = item, case .string(let name)? = c.first(where: { $0.0 == "name" })?.1,
                  ours.contains(name), case .list(let reads)? = c.first(where: { $0.0 == "reads" })?.1 else { return [] }
            return reads.compactMap { read -> Row? in
                guard case .object(let r) = read, case .string(let path)? = r.first(where: { $0.0 == "path" })?.1,
                      let value = r.first(where: { $0.0 == "value" })?.1 else { return nil }
                if case .string(let note)? = r.first(where: { $0.0 == "note" })?.1,
                   ["@required", "@throwOnFieldError", "maps to"].contains(where: note.contains) { return nil }
                return Row(caseName: name, path: path, value: value)
            }
        }
    }()

    @Test func rowsAreFound() { #expect(Self.rows.count > 150) }

    @Test(arguments: rows)
    func rowReads(_ row: Row) throws {
        let testCase = try #require(ConformanceDumpTests.cases.first { $0.name == row.caseName })
        let store = try Fixtures.store(testCase.plan, variables: testCase.variables, responses: testCase.responses,
                                       complete: testCase.complete)
        let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
        let root = Anchor(record: store.root(testCase.plan.kind), owner: Owner(store: store))
        let value = read(Array(row.path.split(separator: ".").map(String.init))[...], root, resolution.root, store)
        #expect(same(value, row.value), "\(value)")
    }

    struct AnyLens: Lens {
        let anchor: Anchor
        init(anchor: Anchor) { self.anchor = anchor }
    }

    /// Reads a dotted path as generated accessors would, one slot at a time.
    func read(_ path: ArraySlice<String>, _ anchor: Anchor, _ selection: ResolvedSelection, _ store: Store) -> JSONValue {
        let record = anchor.record
        let variant = selection.isAbstract
            ? selection.variant(for: record.type, answered: store.memberships[record.type] ?? [])
            : selection.variant(for: selection.type)
        guard let name = path.first, let index = variant.field(name) else { return .string("<no field>") }
        let field = variant.fields[index]
        let slot = SlotID(type: record.type, index: field.slot, storageKey: field.storageKey)
        switch field.kind {
        case .typename: return .string(record.type.name)
        case .scalar(let shape): return scalar(anchor, slot, shape)
        case .link(let link):
            if link.plural {
                guard let list = anchor.links(slot, as: AnyLens.self) else { return .null }
                // A whole plural link is compared by its length (the manifest writes `[]`).
                guard path.count > 1, let i = Int(path[path.startIndex + 1]) else { return .list(list.map { _ in .null }) }
                guard i < list.count else { return .null }
                return read(path.dropFirst(2), list[i].anchor, link.selection, store)
            }
            guard let child = anchor.link(slot, as: AnyLens.self) else { return .null }
            return read(path.dropFirst(), child.anchor, link.selection, store)
        }
    }

    /// JSON equality where a manifest integer equals the float a Float field reads.
    func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.float(x), .int(y)), let (.int(y), .float(x)): return x == Double(y)
        case let (.list(x), .list(y)): return x.count == y.count && zip(x, y).allSatisfy(same)
        default: return a == b
        }
    }

    func scalar(_ anchor: Anchor, _ slot: SlotID, _ shape: ScalarShape) -> JSONValue {
        func one<T: SlotReadable>(_ type: T.Type, _ wrap: (T) -> JSONValue) -> JSONValue {
            if shape.isList { return anchor.list(slot, of: type).map { .list($0.map { $0.map(wrap) ?? .null }) } ?? .null }
            return anchor.scalar(slot, as: type).map(wrap) ?? .null
        }
        switch shape.kind {
        case .string, .custom, .enum: return one(String.self) { .string($0) }
        case .int: return one(Int.self) { .int(Int64($0)) }
        case .float: return one(Double.self) { .float($0) }
        case .bool: return one(Bool.self) { .bool($0) }
        }
    }
}
