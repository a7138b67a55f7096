import Testing
@testable import BatonCompiler

@Suite("Transforms on hostile input")
struct TransformHostileInputTests {
    @Test func keywordsAndLookalikeNamesStayNames() throws {
        let document = #"""
        query query($id: ID!) { query: user(id: $id) { fragment: name on: name __isNode: id ...on_ } }
        fragment on_ on User { id: id }
        """#
        #expect(try GoldenSchema.text(document, "query")
                == "query query($id:ID!){query:user(id:$id){fragment:name,on:name,__isNode:id,...on_,id}}fragment on_ on User{id}")
    }

    @Test func deepNestingCompilesWithoutExhaustingTheStack() throws {
        let depth = 990
        let document = "query Q { user(id: \"1\") { " + String(repeating: "best { ", count: depth) + "name"
            + String(repeating: " }", count: depth) + " } }"
        let text = try #require(try GoldenSchema.text(document, "Q"))
        #expect(text.hasPrefix(#"query Q{user(id:"1"){best{best{"#))
        #expect(text.components(separatedBy: ",id}").count == depth + 2)
    }

    @Test func deeplyNestedArgumentValuesAreHashedAndSubstituted() throws {
        let depth = 900
        let value = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let document = #"query Q { user(id: "1") { ...P @arguments(s: "# + value + #") } } "#
            + #"fragment P on User @argumentDefinitions(s: {type: "Int"}) { pic(size: $s) }"#
        let text = try #require(try GoldenSchema.text(document, "Q"))
        #expect(text.hasSuffix("{pic(size:" + value + ")}"))
    }

    @Test func unknownNamesAreLeftAsWritten() throws {
        let document = #"query Q { nope { a ...Missing } user(id: "1") { ... on Nope { x } } }"#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{nope{a,...Missing},user(id:"1"){...on Nope{x},id}}"#)
    }

    @Test func argumentsThatWouldMultiplyCopiesEndWithinTheBudget() throws {
        // Each level doubles the argument sets a naive copier would follow forever.
        let document = #"""
        query Q { user(id: "1") { ...A @arguments(n: 1) } }
        fragment A on User @argumentDefinitions(n: {type: "Int"}) { best { ...A @arguments(n: [$n]) ...A @arguments(n: [$n, $n]) } }
        """#
        let compiled = try #require(try GoldenSchema.compile(document).first)
        #expect(compiled.fragments.count <= Aggregation.copyBudget)
        #expect(compiled.fragments.count > 100)
        let doubling = #"""
        query Q { user(id: "1") { ...A @arguments(n: 1) } }
        fragment A on User @argumentDefinitions(n: {type: "Int"}) { best { ...A @arguments(n: [$n, $n]) } }
        """#
        let chain = try #require(try GoldenSchema.compile(doubling).first)
        #expect(chain.fragments.count < 20)
    }
}

@Suite("Client stripping on hostile input")
struct ClientStrippingHostileTests {
    @Test func aLongChainOfFragmentsEmptiedByStrippingIsLinear() throws {
        let count = 2_000
        var document = #"query Q { user(id: "1") { name ...F0 } }"#
        for index in 0..<count - 1 { document += " fragment F\(index) on User { ...F\(index + 1) }" }
        document += " fragment F\(count - 1) on User { pinned }"
        let clock = ContinuousClock()
        var text: String?
        let elapsed = try clock.measure { text = try GoldenSchema.text(document, "Q") }
        #expect(text == #"query Q{user(id:"1"){name,id}}"#)
        #expect(elapsed < .seconds(30))
    }
}
