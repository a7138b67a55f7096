import Foundation
import Testing
@testable import Baton

/// A generated-enum stand-in: enums are sent as their text.
private enum Status: String, VariableRepresentable {
    case alive = "ALIVE", dead = "DEAD"
    var variable: Variable { .string(rawValue) }
}

/// A mapped-scalar stand-in: sent as its text, not as a number.
private struct Decimal128: VariableRepresentable {
    var text: String
    var variable: Variable { .string(text) }
}

@Suite("Transport: standard encoding")
struct TransportEncodingTests {
    private func body(_ request: Request) throws -> String {
        String(decoding: try Encoding.standard(request), as: UTF8.self)
    }

    @Test func membersInOrderForText() throws {
        let request = Request(
            operationName: "Q", kind: .query, document: .text("query Q($id: ID!) { a(id: $id) }"),
            variables: ["id": "1"], errorBehavior: .null
        )
        #expect(try body(request)
            == #"{"operationName":"Q","query":"query Q($id: ID!) { a(id: $id) }","variables":{"id":"1"},"onError":"NULL"}"#)
    }

    @Test func documentIdReplacesQueryAndOnErrorIsAbsentWhenUnset() throws {
        let request = Request(operationName: "Q", kind: .query, document: .id("abc123"))
        #expect(try body(request) == #"{"operationName":"Q","documentId":"abc123","variables":{}}"#)
    }

    @Test(arguments: [ErrorBehavior.propagate, .null, .abort])
    func onErrorIsTheWireText(_ behavior: ErrorBehavior) throws {
        let request = Request(operationName: "Q", kind: .query, document: .id("x"), errorBehavior: behavior)
        #expect(try body(request).hasSuffix(#","onError":"\#(behavior.rawValue)"}"#))
    }

    @Test func variablesKeepTheirOrderAndRules() throws {
        let input = Variable.input([
            "name": "Rick", "status": Status.alive.variable, "origin": nil, "note": .null,
        ])
        let variables = Variables.declared([
            "status": Status.dead.variable,
            "statuses": [Status.alive, Status.dead].variable,
            "price": Decimal128(text: "12.50").variable,
            "prices": [Decimal128(text: "1"), Decimal128(text: "2.0")].variable,
            "filters": .list([input, .input(["name": nil])]),
            "after": nil,
            "first": 2,
            "ratio": 0.5,
            "flag": false,
        ])
        let request = Request(operationName: "Q", kind: .query, document: .id("d"), variables: variables)
        let expected = #"{"operationName":"Q","documentId":"d","variables":{"status":"DEAD","#
            + #""statuses":["ALIVE","DEAD"],"price":"12.50","prices":["1","2.0"],"#
            + #""filters":[{"name":"Rick","status":"ALIVE","note":null},{}],"#
            + #""after":null,"first":2,"ratio":0.5,"flag":false}}"#
        #expect(try body(request) == expected)
    }

    @Test func optionalsBecomeNull() {
        let missing: String? = nil
        #expect(missing.variable == .null)
        #expect(Optional("x").variable == .string("x"))
        #expect(Int32(7).variable == .int(7))
    }

    @Test func stringsEscapeOnlyWhatTheRulesSay() throws {
        let request = Request(operationName: "Q\"", kind: .query, document: .text("a\\b\n\r\t\u{08}\u{0C}\u{01}\u{1F}/é😀\u{7F}"))
        #expect(try body(request)
            == "{\"operationName\":\"Q\\\"\",\"query\":\"a\\\\b\\n\\r\\t\\u0008\\u000c\\u0001\\u001f/é😀\u{7F}\",\"variables\":{}}")
    }

    @Test func bodyIsValidJSON() throws {
        let request = Request(
            operationName: "Q", kind: .mutation, document: .text("mutation Q { a }"),
            variables: ["x": [1, 2.5, "s", nil, true, ["k": 1e300]]], errorBehavior: .abort
        )
        let object = try JSONSerialization.jsonObject(with: Encoding.standard(request)) as? [String: Any]
        #expect(object?["operationName"] as? String == "Q")
        #expect(object?["onError"] as? String == "ABORT")
    }

    @Test func aReplacedEncodingIsUsed() throws {
        let encoding = Encoding { Data($0.operationName.utf8) }
        #expect(try encoding(Request(operationName: "Z", kind: .query, document: .id("1"))) == Data("Z".utf8))
    }
}

@Suite("Transport: variables")
struct TransportVariableTests {
    @Test func canonicalSortsKeysAtEveryLevelByBytes() {
        let value: Variable = ["b": 1, "a": ["d": true, "c": nil], "é": "x", "Z": [3, 2]]
        #expect(value.canonicalJSON == #"{"Z":[3,2],"a":{"c":null,"d":true},"b":1,"é":"x"}"#)
        #expect(value.json == #"{"b":1,"a":{"d":true,"c":null},"é":"x","Z":[3,2]}"#)
    }

    @Test func canonicalIgnoresOrderButEqualityDoesNot() {
        let one: Variables = ["a": 1, "b": 2]
        let two: Variables = ["b": 2, "a": 1]
        #expect(one.canonicalJSON == two.canonicalJSON)
        #expect(one.canonicalJSON == #"{"a":1,"b":2}"#)
        #expect(one != two)
    }

    @Test(arguments: [
        (1.0, "1.0"), (0.5, "0.5"), (-0.0025, "-0.0025"), (1e-05, "1e-05"), (1e16, "1e+16"),
        (1.5e300, "1.5e+300"), (123456789012345.0, "123456789012345.0"), (0.1, "0.1"),
    ])
    func floatsRenderAsSwiftDescription(_ number: Double, _ text: String) {
        #expect(Variable.float(number).canonicalJSON == text)
        #expect(Variable.float(number).json == text)
    }

    @Test func aNonFiniteFloatIsNullInABody() {
        #expect(Variable.list([.float(.nan), .float(.infinity), .float(-.infinity)]).json == "[null,null,null]")
    }

    @Test func settingANameAgainReplacesInPlace() {
        var variables: Variables = ["a": 1, "b": 2]
        variables["a"] = 3
        variables["c"] = 4
        #expect(variables.names == ["a", "b", "c"])
        #expect(variables["a"] == 3)
        variables["b"] = nil
        #expect(variables.names == ["a", "c"])
        let duplicated = Variables([("x", 1), ("y", 2), ("x", 5)])
        #expect(duplicated.json == #"{"x":5,"y":2}"#)
    }

    @Test func declaredUnsetIsNullWhileUnsetInputFieldIsAbsent() {
        #expect(Variables.declared(["id": "1", "after": nil]).canonicalJSON == #"{"after":null,"id":"1"}"#)
        #expect(Variable.input(["a": nil, "b": .null, "c": 1]).canonicalJSON == #"{"b":null,"c":1}"#)
    }

    @Test func deepNestingIsBounded() {
        var value = Variable.int(1)
        for _ in 0..<600 { value = .list([value]) }
        let text = value.json
        #expect(text.hasPrefix(String(repeating: "[", count: VariableJSON.maximumDepth) + "null"))
        #expect(!text.contains("1"))
        #expect(!value.canonicalJSON.contains("1"))
    }

    @Test func variablesByNameAndAsAnObject() {
        let variables: Variables = ["b": 1, "a": "x"]
        #expect(variables.byName == ["a": "x", "b": 1])
        #expect(variables.object == .object([("b", 1), ("a", "x")]))
    }
}

extension Variables {
    /// The members in order as JSON, for tests.
    fileprivate var json: String { object.json }
}
