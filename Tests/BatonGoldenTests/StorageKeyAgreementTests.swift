import Testing
@_spi(Generated) import Baton
import BatonCompiler
import GraphQL

/// The compiler and the runtime render storage keys byte for byte alike (SPEC §4.5): a
/// constant key the build renders equals the runtime's rendering of the same values, and a
/// dynamic key the runtime renders with variables equals the build's rendering of the
/// values written in place.
@Suite("Storage keys: compiler and runtime agree")
nonisolated struct StorageKeyAgreementTests {
    /// Argument lists as a document writes them.
    static let constants = [
        #"(id: "1")"#, "(page: 1)", #"(filter: {name: "Rick", status: Alive})"#, #"(ids: ["7", "2"])"#,
        #"(id: "a,b")"#, "(x: 1.5e-5)", "(x: 1e16)", "(x: 1E15)", "(x: 100.0)", "(x: 0.0001)", "(x: -0.0)",
        "(x: 2.50)", "(x: 0.1)", "(x: 123456789.125)", "(x: 1.7976931348623157e308)", "(x: 5e-324)",
        #"(s: "q\"b\\s\n\r\t\u0001\u001f é/\u2028")"#, "(a: null, b: 2)", "(a: null)", "(list: [null, 1, [true]])",
        "(o: {b: 1, a: {d: null, c: [true, false]}, B: 2, _e: 3})", "(x: 9223372036854775807)", "(x: -42)",
        "(zeta: 1, alpha: 2, Beta: 3, _u: 4)", #"(s: """block "quoted" text""")"#, "(e: [A, B])",
    ]

    @Test(arguments: constants)
    func constantKeysAgree(_ arguments: String) throws {
        let field = try Self.field(arguments)
        guard case .fixed(let compiled) = StorageKeyBuilder.key(field: "f", alias: nil, arguments: field.arguments)
        else { Issue.record("a constant key came out dynamic"); return }
        let runtime = StorageKeys.render("f", values: field.arguments.map { ($0.name.value, Self.json($0.value)) })
        #expect(compiled == runtime)
    }

    /// A value with variables inside, the variables' values, and the same value written in place.
    static let dynamic: [(String, [String: JSONValue], String)] = [
        ("(id: $id)", ["id": .string("1")], #"(id: "1")"#),
        ("(filter: {name: $name, status: Alive})", ["name": .string("Rick")], #"(filter: {name: "Rick", status: Alive})"#),
        (#"(ids: [$id, "2"])"#, ["id": .string("7")], #"(ids: ["7", "2"])"#),
        ("(a: $a, b: 2)", ["a": .null], "(b: 2)"),
        ("(a: $a, b: 2)", [:], "(b: 2)"),
        ("(a: $a)", [:], ""),
        ("(list: [$a, 1])", [:], "(list: [null, 1])"),
        ("(x: $x, s: $s)", ["x": .float(1e16), "s": .string("é\n")], #"(x: 1e16, s: "é\n")"#),
        ("(o: {z: $z, a: {b: $b}})", ["z": .int(3), "b": .list([.bool(true), .null])], "(o: {z: 3, a: {b: [true, null]}})"),
    ]

    @Test(arguments: 0..<dynamic.count)
    func dynamicKeysRenderLikeTheirConstants(_ index: Int) throws {
        let (written, variables, inPlace) = Self.dynamic[index]
        let field = try Self.field(written)
        guard case .dynamic(let name, let arguments) = StorageKeyBuilder.key(field: "f", alias: nil,
                                                                             arguments: field.arguments)
        else { Issue.record("a key with variables came out fixed"); return }
        let key = DynamicKey(name, arguments.map { DynamicArgument($0.name, $0.pieces.map(Self.piece)) })
        let constant = try Self.field(inPlace)
        let expected = StorageKeyBuilder.key(field: "f", alias: nil, arguments: constant.arguments)
        #expect(FieldStorageKey.fixed(StorageKeys.render(key, variables: variables)) == expected)
    }

    @Test func specExamplesAndPlaces() throws {
        #expect(StorageKeyBuilder.key(field: "character", alias: nil, arguments: try Self.field(#"(id: "1")"#).arguments)
            == .fixed(#"character(id:"1")"#))
        #expect(StorageKeyBuilder.key(field: "characters", alias: nil,
                                      arguments: try Self.field(#"(filter: {status: "Alive", name: "Rick"})"#).arguments)
            == .fixed(#"characters(filter:{"name":"Rick","status":"Alive"})"#))
        let mutation = try Self.field(#"(characterId: "1", text: "x")"#).arguments
        #expect(StorageKeyBuilder.key(field: "addNote", alias: nil, arguments: mutation, place: .mutationRoot)
            == .fixed("addNote"))
        #expect(StorageKeyBuilder.key(field: "addNote", alias: "first", arguments: mutation, place: .mutationRoot)
            == .fixed(#"addNote(as:"first")"#))
        #expect(StorageKeyBuilder.connectionHandle(key: "TestAuthorNotes_notes", filters: [])
            == .fixed("__TestAuthorNotes_notes_connection"))
        #expect(StorageKeyBuilder.connectionHandle(key: "K", filters: [("status", .enumValue("OPEN", .none))])
            == .fixed(#"__K_connection(status:"OPEN")"#))
    }

    /// The field `f` with `arguments` as a document writes them.
    static func field(_ arguments: String) throws -> Field {
        let document = try parse(Source("query Q { f" + arguments + " }"))
        guard case .operation(let operation) = document.definitions[0],
              case .field(let field) = operation.selectionSet.selections[0] else { throw Failure.shape }
        return field
    }

    enum Failure: Error { case shape }

    static func piece(_ piece: KeyPieceText) -> KeyPiece {
        switch piece {
        case .literal(let text): .literal(text)
        case .variable(let name): .variable(name)
        }
    }

    /// A constant value as the JSON a variable would hold.
    static func json(_ value: Value) -> JSONValue {
        switch value {
        case .variable: .null
        case .int(let text, _): Int64(text).map(JSONValue.int) ?? .null
        case .float(let text, _): .float(Double(text) ?? 0)
        case .string(let string): .string(string.value)
        case .boolean(let flag, _): .bool(flag)
        case .null: .null
        case .enumValue(let name, _): .string(name)
        case .list(let items, _): .list(items.map(json))
        case .object(let fields, _): .object(fields.map { ($0.name.value, json($0.value)) })
        }
    }
}
