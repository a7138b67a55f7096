import GraphQL
import Testing

@Suite("Connections")
struct ConnectionsTests {
    @Test func forwardConnectionsGetCursorTypenameAndPageInfo() throws {
        let document = #"query Q { user(id: "1") { friends(first: 2) @connection(key: "Q_friends") { total edges { node { name } } } } }"#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){friends(first:2){total,"#
                + "edges{node{name,id,__typename},cursor},pageInfo{endCursor,hasNextPage}},id}}")
    }

    @Test func backwardAndBothDirections() throws {
        let backward = #"query Q { user(id: "1") { friends(last: 2) @connection(key: "k") { edges { node { id } } } } }"#
        #expect(try GoldenSchema.text(backward, "Q") == #"query Q{user(id:"1"){friends(last:2){"#
                + "edges{node{id,__typename},cursor},pageInfo{hasPreviousPage,startCursor}},id}}")
        let both = #"query Q { user(id: "1") { friends(first: 2, before: "b") @connection(key: "k") { edges { node { id } } } } }"#
        #expect(try GoldenSchema.text(both, "Q") == #"query Q{user(id:"1"){friends(first:2,before:"b"){"#
                + "edges{node{id,__typename},cursor},pageInfo{endCursor,hasNextPage,hasPreviousPage,startCursor}},id}}")
    }

    @Test func whatTheAuthorSelectedIsNotRepeated() throws {
        let document = #"""
        query Q { user(id: "1") { friends(first: 2) @connection(key: "k") {
          edges { cursor node { __typename id } } pageInfo { hasNextPage } } } }
        """#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){friends(first:2){"#
                + "edges{cursor,node{__typename,id}},pageInfo{hasNextPage,endCursor}},id}}")
    }

    @Test func aFieldWithoutTheDirectiveIsLeftAlone() throws {
        let document = #"query Q { user(id: "1") { friends(first: 2) { edges { node { id } } } } }"#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){friends(first:2){edges{node{id}}},id}}"#)
    }

    @Test func theNormalizationKeepsTheDirective() throws {
        let document = #"query Q { user(id: "1") { friends(first: 2) @connection(key: "k") { edges { node { id } } } } }"#
        let operation = try #require(try GoldenSchema.compile(document).first)
        #expect(Printer.compact(operation.normalization).contains(#"friends(first:2)@connection(key:"k")"#))
    }
}
