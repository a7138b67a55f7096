import GraphQL

/// The schema documents are validated against when an input brings none: a small schema with
/// every kind of type, arguments, input objects, lists, non-nulls, interfaces, unions and
/// directives, so validation rules have something to check.
enum DefaultSchema {
    static let sdl = """
    directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    directive @mark(reason: String) repeatable on FIELD | QUERY | FRAGMENT_DEFINITION

    interface Node { id: ID! }
    interface Named { name: String }
    union SearchResult = Character | Location | Episode
    enum Status { ALIVE DEAD UNKNOWN }
    scalar DateTime
    input Filter { name: String, status: Status, ids: [ID!], nested: Filter }

    type Query {
      character(id: ID!): Character
      characters(page: Int, filter: Filter): Characters
      search(name: String!): [SearchResult]
      node(id: ID!): Node
      named: Named
    }
    type Mutation { rename(id: ID!, name: String!): Character, remove(ids: [ID!]!): [ID] }
    type Subscription { renamed(id: ID): Character }
    type Characters { info: Info, results: [Character!]! }
    type Info { count: Int, next: Int, pages: Int }
    type Character implements Node & Named {
      id: ID!
      name: String
      status: Status!
      created: DateTime
      friends(first: Int = 10, after: String): [Character]
      origin: Location
      episode: [Episode!]!
    }
    type Location implements Node & Named { id: ID!, name: String, residents: [Character] }
    type Episode implements Node { id: ID!, name: String, air_date: String }
    """

    /// Built once (the harness runs millions of times).
    static let schema: Schema = {
        do { return try buildSchema(sdl: sdl) } catch { fatalError("the default schema does not build: \(error)") }
    }()
}
