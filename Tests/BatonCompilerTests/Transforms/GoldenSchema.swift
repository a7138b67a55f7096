import GraphQL
@testable import BatonCompiler

/// The small schema the per-transform goldens compile against.
enum GoldenSchema {
    static let sdl = """
    directive @fetchable(field_name: String!) on OBJECT
    interface Node { id: ID! }
    interface Named { name: String }
    type Query {
      node(id: ID!): Node
      user(id: ID!): User
      search(q: String): [Result]
      named: Named
      viewer: Viewer
      things: [Thing]
      pair: Pair
      fetch__Doc(fetch_id: ID!): Doc
    }
    type Mutation { rename(id: ID!, name: String!): User }
    type User implements Node & Named {
      id: ID!
      name: String
      best: User
      friends(first: Int, after: String, last: Int, before: String): FriendConnection
      size(scale: Float): Int
      pic(size: [Int], opts: Opts): String
    }
    type Page implements Node & Named { id: ID! name: String }
    type Tag { label: String }
    type Thing { id: ID uuid: String! name: String }
    type Pair { a: String! b: String! v: Int }
    union Result = User | Page | Tag | Thing
    type FriendConnection { edges: [FriendEdge] pageInfo: PageInfo! total: Int }
    type FriendEdge { cursor: String! node: User }
    type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
    type Viewer { actor: User }
    type Doc @fetchable(field_name: "fetch_id") { fetch_id: ID! title: String }
    input Opts { a: Int b: String }
    """

    static let client = """
    extend type User { pinned: Boolean }
    type Draft { id: ID text: String }
    extend type Query { drafts: [Draft] }
    """

    static func context() throws -> TransformContext {
        var identity = BatonConfig(schema: "").identity
        identity.types = ["Thing": ["uuid"], "Pair": ["a", "b"]]
        return try TestCompiler.context(schema: sdl, extensions: [client], identity: identity)
    }

    /// The text of operation `name` compiled from one document.
    static func text(_ document: String, _ name: String) throws -> String? {
        try TestCompiler.text(name, [document], context: context())
    }

    /// Every operation compiled from one document.
    static func compile(_ document: String) throws -> [CompiledOperation] {
        try TestCompiler.compile([document], context: context())
    }
}
