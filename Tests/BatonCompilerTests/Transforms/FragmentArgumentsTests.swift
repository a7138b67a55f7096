import GraphQL
import Testing
@testable import BatonCompiler

@Suite("Fragment arguments and aggregation")
struct FragmentArgumentsTests {
    static let sized = #"fragment P on User @argumentDefinitions(scale: {type: "Float", defaultValue: 1}) { size(scale: $scale) }"#

    @Test func eachArgumentSetGetsItsCopyAndNoArgumentsKeepTheName() throws {
        let document = #"query Q($v: Float) { user(id: "1") { ...P ...P @arguments(scale: 2) best { ...P @arguments(scale: $v) } } } "# + Self.sized
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q($v:Float){user(id:"1"){...P,...P_1HMuo6,best{...P_4Cm45k,id},id}}"#
                + "fragment P on User{size(scale:1)}fragment P_1HMuo6 on User{size(scale:2)}fragment P_4Cm45k on User{size(scale:$v)}")
    }

    @Test func anArgumentWithoutValueIsLeftOut() throws {
        let document = #"""
        query Q { user(id: "1") { ...P } }
        fragment P on User @argumentDefinitions(after: {type: "String"}, first: {type: "Int", defaultValue: 5}, n: {type: "Int"}) {
          friends(first: $first, after: $after) { total }
          pic(size: [$n, 2], opts: {a: $n, b: "x"})
        }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{user(id:"1"){...P,id}}fragment P on User{friends(first:5){total},pic(size:[null,2],opts:{b:"x"})}"#)
    }

    @Test func argumentsResolveThroughNestedScopes() throws {
        let document = #"""
        query Q { user(id: "1") { ...A @arguments(x: 1.5) } }
        fragment A on User @argumentDefinitions(x: {type: "Float"}) { best { ...B @arguments(y: $x) } }
        fragment B on User @argumentDefinitions(y: {type: "Float"}) { size(scale: $y) }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{user(id:"1"){...A_3k0Qm,id}}fragment A_3k0Qm on User{best{...B_1TRd1U,id}}"#
                + "fragment B_1TRd1U on User{size(scale:1.5)}")
    }

    @Test func unreachedFragmentsAreDroppedAndCyclesEnd() throws {
        let document = #"""
        query Q { user(id: "1") { ...A } }
        fragment A on User { best { ...B } }
        fragment B on User { best { ...A } }
        fragment Unused on User { name }
        fragment C on User @argumentDefinitions(n: {type: "Float"}) { best { ...C @arguments(n: $n) } }
        query R { user(id: "1") { ...C @arguments(n: 1) } }
        """#
        let compiled = try GoldenSchema.compile(document)
        #expect(compiled.first { $0.name == "Q" }?.fragmentsReached == ["A", "B"])
        #expect(compiled.first { $0.name == "Q" }?.text
                == #"query Q{user(id:"1"){...A,id}}fragment A on User{best{...B,id}}fragment B on User{best{...A,id}}"#)
        let copies = compiled.first { $0.name == "R" }?.fragmentsReached ?? []
        #expect(copies.count == 1 && copies[0].hasPrefix("C_"))
    }

    @Test func aCopyNeverTakesAnAuthoredFragmentsName() throws {
        let document = #"query Q { user(id: "1") { ...P @arguments(scale: 2) ...P_1HMuo6 } } fragment P_1HMuo6 on User { name } "# + Self.sized
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{user(id:"1"){...P_1HMuo6_,...P_1HMuo6,id}}fragment P_1HMuo6 on User{name}fragment P_1HMuo6_ on User{size(scale:2)}"#)
    }

    @Test func floatsAreSpelledAsRustsJSONWriterDoes() {
        let cases = ["2": "2.0", "1.5": "1.5", "-0.5": "-0.5", "1e3": "1000.0", "123.45": "123.45", "1e-5": "0.00001",
                     "0.0001": "0.0001", "1e-6": "1e-6", "1.5e-7": "1.5e-7", "1e15": "1000000000000000.0",
                     "1e16": "1e16", "1.2345e20": "1.2345e20", "0": "0.0", "-0.0": "-0.0", "9007199254740993": "9007199254740992.0"]
        for (text, expected) in cases { #expect(ArgumentHash.floatText(text) == expected, "\(text)") }
    }

    @Test func theHashMatchesRelaysFixtures() throws {
        func hash(_ entries: [(String, String, Bool)]) throws -> String {
            try ArgumentHash.suffix(entries.map { name, value, isFloat in
                ArgumentHash.Entry(name: name, value: try GraphQL.parseValue(GraphQL.Source(value)), isFloat: isFloat)
            })
        }
        #expect(try hash([("count", "$count", false), ("cursor", "$cursor", false)]) == "1G22uz")
        #expect(try hash([("pictureSize", "$pictureSize", false)]) == "4CNNX6")
        #expect(try hash([("scale", "1.5", true)]) == "QMvSr")
        #expect(try hash([("scale", "2", true)]) == "1HMuo6")
        #expect(try hash([("size", "$PictureSize", false)]) == "3M2EvT")
        #expect(try hash([("setToValue", "$valueFromQuery", false), ("setToTrue", "true", false), ("setToFalse", "false", false)]) == "39RTKZ")
        #expect(try hash([("userID", "$id", false)]) == "3kBhXp")
        // Computed outside Swift with the same JSON text and MurmurHash3.
        #expect(try hash([("size", "[$v, 2]", false)]) == "1Z1eHM")
        #expect(try hash([("opts", #"{a: $v, b: "x"}"#, false)]) == "m3MvH")
        #expect(try hash([("opts", #"{a: 1, b: "x\"y"}"#, false)]) == "YlUho")
    }
}
