import Testing
@testable import GraphQL

@Suite struct ParserSmokeTests {
    @Test func parsesAQueryWithEverything() throws {
        let document = try parse("""
            query Q($id: ID! = "x" @d) @op { a: node(id: $id, list: [1, 2.5, true, null, ENUM, {k: "v"}]) { ...F ... on T { b } ... @skip(if: true) { c } } }
            fragment F on T { d }
            """)
        #expect(document.definitions.count == 2)
        let operation = try #require(document.operations.first)
        #expect(operation.name?.value == "Q")
        #expect(operation.variableDefinitions.first?.variable.name.value == "id")
        #expect(operation.selectionSet.selections.count == 1)
        #expect(document.fragments.first?.typeCondition.name.value == "T")
    }

    @Test func parsesTypeSystem() throws {
        let document = try parse("""
            "desc" schema { query: Q }
            type Q implements & A & B @d { f(a: Int = 1): [String!]! }
            union U = | A | B
            enum E { A B }
            input I { a: Int }
            directive @d(a: Int) repeatable on FIELD | OBJECT
            extend type Q { g: Int }
            extend schema @d
            scalar S
            interface A { f: Int }
            """)
        #expect(document.definitions.count == 10)
    }

    @Test func reportsGraphQLJSMessages() {
        #expect(throws: GraphQLError("Syntax Error: Expected Name, found <EOF>.",
                                     locations: [Location(start: 1, end: 1)])) {
            try parse("{")
        }
    }
}
