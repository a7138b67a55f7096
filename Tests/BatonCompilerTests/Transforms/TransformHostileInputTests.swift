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
        let depth = 300
        let document = "query Q { user(id: \"1\") { " + String(repeating: "best { ", count: depth) + "name"
            + String(repeating: " }", count: depth) + " } }"
        let text = try #require(try GoldenSchema.text(document, "Q"))
        #expect(text.hasPrefix(#"query Q{user(id:"1"){best{best{"#))
        #expect(text.components(separatedBy: ",id}").count == depth + 2)
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
