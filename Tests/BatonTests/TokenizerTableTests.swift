import Testing
@_spi(Generated) @testable import Baton

/// `tokenizer/malformed.json` and `malformed.f354a5ea.json`: each row is rejected as
/// malformed, or its leaves read exactly the listed values.
@Suite("Tokenizer outcome tables")
@MainActor
struct TokenizerTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let table: String
        let response: String
        /// Nil means the row expects an `IngestError`.
        let leaves: [(String, JSONValue)]?
        var testDescription: String { "\(table): \(response)" }
    }

    nonisolated static let rows: [Row] = {
        ["tokenizer/malformed.json", "tokenizer/malformed.f354a5ea.json"].flatMap { table -> [Row] in
            guard case .list(let items)? = try? parseJSON(Fixtures.bytes(table)) else { return [] }
            return items.compactMap { item -> Row? in
                guard case .object(let members) = item,
                      case .string(let response)? = members.first(where: { $0.0 == "response" })?.1 else { return nil }
                var leaves: [(String, JSONValue)]?
                if case .object(let pairs)? = members.first(where: { $0.0 == "leaves" })?.1 { leaves = pairs }
                return Row(table: table, response: response, leaves: leaves)
            }
        }
    }()

    @Test func bothTablesAreRead() {
        #expect(Self.rows.count == 27)
    }

    @Test(arguments: rows)
    func rowHasItsOutcome(_ row: Row) throws {
        let bytes = try Fixtures.bytes("tokenizer/" + row.response)
        let store = Store()
        let resolution = Resolution(TestTokenizerQueryPlan.operation, store: store)
        guard let leaves = row.leaves else {
            #expect(throws: IngestError.self) {
                try Ingest.response(bytes, resolution: resolution, options: .partial)
            }
            return
        }
        store.commit(try Ingest.response(bytes, resolution: resolution, options: .partial).changes, kind: .server)
        let tokenizer = store.record("Tokenizer:t1")!
        for (path, expected) in leaves {
            let field = String(path.split(separator: ".").last!)
            let slot = SlotRegistry.shared.slot(Types.Tokenizer, field)
            #expect(json(tokenizer.value(at: slot)) == expected, "\(path)")
        }
    }

    /// A stored slot as JSON, for comparing with the table.
    func json(_ value: SlotValue) -> JSONValue? {
        switch value {
        case .null: return .null
        case .string(let s): return .string(s)
        case .int(let i): return .int(i)
        case .float(let f): return .float(f)
        case .bool(let b): return .bool(b)
        case .scalars(let items):
            return .list(items.map { item in
                switch item {
                case nil: .null
                case .string(let s)?: .string(s)
                case .int(let i)?: .int(i)
                case .float(let f)?: .float(f)
                case .bool(let b)?: .bool(b)
                }
            })
        default: return nil
        }
    }
}

/// Parses a whole JSON text with the runtime's own reader.
func parseJSON(_ bytes: [UInt8]) throws -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer in
        var reader = JSONReader(buffer)
        let value = try reader.readJSONValue()
        if reader.peek() != nil { throw IngestError("trailing bytes") }
        return value
    }
}
