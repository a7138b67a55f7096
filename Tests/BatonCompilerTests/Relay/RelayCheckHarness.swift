import GraphQL
@testable import BatonCompiler

/// A small schema for the Relay check tests, with a client extension.
enum RelayCheckHarness {
    static let schema = """
    schema { query: Query mutation: Mutation subscription: Subscription }
    directive @custom on FIELD | QUERY
    interface Node { id: ID! }
    interface Named { name: String }
    type Query {
      node(id: ID!): Node
      nodes(ids: [ID!]): [Node]
      viewer: Viewer
      character(id: ID!): Character
      characters: [Character]
      search(name: String): [SearchResult]
      status: Status
      named: Named
    }
    type Viewer { me: Character }
    type Character implements Node & Named {
      id: ID!
      name: String
      status: Status
      origin: Location
      friends(first: Int, after: String, last: Int, before: String, orderBy: String): CharacterConnection
      picture(size: Int): String
    }
    type Location implements Node & Named { id: ID! name: String }
    type Plain implements Named { name: String }
    union SearchResult = Character | Location
    enum Status { ALIVE DEAD }
    type CharacterConnection { edges: [CharacterEdge] pageInfo: PageInfo }
    type CharacterEdge { cursor: String node: Character }
    type PageInfo { hasNextPage: Boolean endCursor: String hasPreviousPage: Boolean startCursor: String }
    type Mutation { addFriend(id: ID!): AddFriendPayload removeFriend(id: ID!): RemoveFriendPayload }
    type AddFriendPayload { edge: CharacterEdge character: Character }
    type RemoveFriendPayload { removedId: ID removedIds: [ID] name: String }
    type Subscription { friendAdded: AddFriendPayload }
    """

    static let extensions = """
    extend type Character { isPinned: Boolean }
    type Draft { id: ID text: String }
    extend type Query { drafts: [Draft] }
    """

    /// Every error of compiling `document` under the relay rule set, as `path:line:column: message`
    /// with the path shortened (`doc`, `ext`).
    static func errors(_ document: String, extensions: String = Self.extensions, schema: String = Self.schema,
                       ruleSet: RuleSet = .relay) -> [String] {
        var sources = SourceSet()
        let schemaSource = Source(schema, name: "schema", baseOffset: sources.nextBaseOffset)
        sources.add(schemaSource)
        let extensionSource = Source(extensions, name: "ext", baseOffset: sources.nextBaseOffset)
        sources.add(extensionSource)
        let documentSource = Source(document, name: "doc", baseOffset: sources.nextBaseOffset)
        sources.add(documentSource)
        let compilation = Compilation(sources: sources, schemaSource: schemaSource, extensionSources: [extensionSource],
                                      documents: [HostDocument(source: documentSource, marker: nil,
                                                               markerPosition: SourcePosition(line: 1, column: 1))])
        return compilation.check(ruleSet: ruleSet).filter { $0.severity == .error }
            .map { "\($0.path):\($0.position): \($0.message)" }
    }

    /// The errors whose message contains `fragment`.
    static func errors(_ document: String, containing fragment: String) -> [String] {
        errors(document).filter { $0.contains(fragment) }
    }
}

extension RelayCheckHarness {
    /// `doc:line:column` of the `occurrence`-th `needle` in `text` (1-based, in characters).
    static func at(_ needle: String, in text: String, occurrence: Int = 1, path: String = "doc") -> String {
        var search = text.startIndex
        var found = text.startIndex
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: search..<text.endIndex) else { return "\(path):?:?" }
            found = range.lowerBound
            search = range.upperBound
        }
        let before = text[..<found]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(path):\(line):\(column)"
    }
}
