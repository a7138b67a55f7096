import Testing
@testable import BatonCompiler

/// What a connection lens and a refetchable fragment's lens add (SPEC §4.8 `@connection`,
/// `@refetchable`), as the emitter writes them.
@Suite("Connection and refetchable lenses")
struct ConnectionLensEmitTests {
    static let schema = """
    interface Node { id: ID! }
    type Query { node(id: ID!): Node user(id: ID!): User }
    type User implements Node {
      id: ID!
      refetch: String
      repos(first: Int, after: String): RepoConnection!
    }
    type RepoConnection { edges: [RepoEdge] nodes: [Repo] pageInfo: PageInfo! }
    type RepoEdge { cursor: String! node: Repo }
    type Repo implements Node { id: ID! name: String }
    type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
    """

    func emit(_ documents: String) throws -> String {
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "schema.graphql"),
                                        documents: [(path: "D.graphql", texts: [documents])])
        return try #require(SwiftEmitter.emit(input).files["D.graphql"])
    }

    @Test func aConnectionInARefetchableFragmentPagesWithItsQuery() throws {
        let text = try emit("""
        fragment Repos_user on User @refetchable(queryName: "ReposQuery")
          @argumentDefinitions(count: {type: "Int", defaultValue: 5}, cursor: {type: "String"}) {
          refetch
          repos(first: $count, after: $cursor) @connection(key: "Repos_repos") { nodes { id } edges { node { name } } }
        }
        """)
        // The author's `refetch` and `nodes` yield to the members the lenses declare.
        #expect(text.contains("@MainActor public var refetch_: String?"))
        #expect(text.contains("@MainActor public var nodes_: List<Nodes>?"))
        #expect(text.contains("@MainActor public var nodes: List<Edges.Node> { anchor.nodes("))
        #expect(text.contains("@MainActor public func loadNext(_ count: Int) async throws {"))
        #expect(text.contains("try await anchor.loadPage(.next, count, ReposQuery.self,"))
        #expect(text.contains(#"next: PageVariables("count", "cursor"),"#))
        #expect(text.contains("previous: nil)"))
        #expect(text.contains("@MainActor public func refetch(count: Int? = nil, cursor: String? = nil) async throws"
                              + " -> Repos_user {"))
        #expect(text.contains("nonisolated extension ReposQuery: RefetchQuery {"))
        let plan = text.replacingOccurrences(of: "\n        ", with: " ")
        #expect(plan.contains(#"RefetchPlan(variables: ["count", "cursor", "id"], defaults: ["count": .int(5)],"#
                              + #" idVariable: "id", idField: "id", cursors: ["cursor"])"#))
    }

    @Test func aConnectionOutsideARefetchableFragmentReadsButDoesNotPage() throws {
        let text = try emit("""
        query Q($id: ID!) {
          user(id: $id) { repos(first: 10) @connection(key: "Q_repos") { edges { node { name } } } }
        }
        """)
        #expect(text.contains("@MainActor public var hasNext: Bool {"))
        #expect(text.contains("@MainActor public var isLoadingNext: Bool"))
        #expect(!text.contains("func loadNext"))
        #expect(!text.contains("func refetch"))
    }
}
