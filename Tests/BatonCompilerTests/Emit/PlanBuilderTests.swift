import Testing
import GraphQL
@testable import BatonCompiler

/// The plan's facts (SPEC §4.6), one at a time, on a small schema.
@Suite("Plan builder")
struct PlanBuilderTests {
    static let schema = """
        interface Node { id: ID! }
        type User implements Node { id: ID! name: String friend: User best: User tags(first: Int): [String!] }
        type Post implements Node { id: ID! title: String }
        union Item = User | Post
        type Query { user(id: ID!): User node(id: ID!): Node items: [Item] me: User }
        type Mutation { rename(id: ID!, name: String): User }
        """

    static func plan(_ document: String, config: BatonConfig = BatonConfig(schema: "s"),
                     name: String? = nil) throws -> PlanModel {
        let input = try EmitInput.build(schema: schema, config: config, documents: [(path: "D.graphql", texts: [document])])
        let operation = try #require(name.map { n in input.operations.first { $0.name == n } } ?? input.operations.first)
        var builder = PlanBuilder(input: input, operation: operation)
        return builder.build()
    }

    static func field(_ plan: PlanModel, _ selection: Int, _ key: String) throws -> PlanFieldModel {
        try #require(plan.selections[selection].fields.first { $0.responseKey == key })
    }

    static func child(_ field: PlanFieldModel) -> Int? {
        if case .link(let link) = field.kind { link.selection } else { nil }
    }

    @Test func equalSelectionsAreDeclaredOnceAndDifferentOnesApart() throws {
        let plan = try Self.plan("query Q { me { friend { name } best { name } } user(id: \"1\") { name } }")
        let me = try #require(Self.child(try Self.field(plan, 0, "me")))
        let friend = Self.child(try Self.field(plan, me, "friend"))
        let best = Self.child(try Self.field(plan, me, "best"))
        #expect(friend == best)
        #expect(friend == Self.child(try Self.field(plan, 0, "user")))
        let other = try Self.plan("query Q { me { friend { name } best { id } } }")
        let otherMe = try #require(Self.child(try Self.field(other, 0, "me")))
        #expect(Self.child(try Self.field(other, otherMe, "friend")) != Self.child(try Self.field(other, otherMe, "best")))
    }

    @Test func theRootIsFirstAndChildrenFollowTheirFirstReference() throws {
        let plan = try Self.plan("query Q { me { friend { name } } items { ... on Post { title } } }")
        #expect(plan.selections[0].type == "Query")
        #expect(plan.selections.map(\.type) == ["Query", "User", "User", "Item"])
    }

    @Test func guardsAreAlternativesOfConjunctions() throws {
        let plan = try Self.plan("""
            query Q($a: Boolean!, $b: Boolean!) {
              me { name @include(if: $a) name @skip(if: $b) friend @include(if: $a) { name } friend { id } }
            }
            """)
        let me = try #require(Self.child(try Self.field(plan, 0, "me")))
        #expect(try Self.field(plan, me, "name").guards == [[GuardModel(include: true, variable: "a")],
                                                           [GuardModel(include: false, variable: "b")]])
        let friend = try Self.field(plan, me, "friend")
        #expect(friend.guards == [])
        let child = try #require(Self.child(friend))
        #expect(try Self.field(plan, child, "name").guards == [[GuardModel(include: true, variable: "a")]])
        #expect(try Self.field(plan, child, "id").guards == [])
    }

    @Test func abstractSelectionsSplitIntoVariantsWithConditions() throws {
        let plan = try Self.plan("query Q { items { ... on User { name } ... on Node { id } } }")
        let items = try #require(Self.child(try Self.field(plan, 0, "items")))
        let selection = plan.selections[items]
        #expect(selection.isAbstract)
        #expect(selection.conditions == [PlanConditionModel(name: "Node", responseKey: "__isNode")])
        #expect(selection.variants.map(\.match) == [.types(["User"]), .condition("Node")])
        #expect(selection.variants.map(\.key) == [["id"], ["id"]])
        #expect(plan.possibleSets == ["Node"])
    }

    @Test func lookupsComeFromTheConfiguration() throws {
        var config = BatonConfig(schema: "s")
        config.lookups = [BatonConfig.Lookup(field: "Query.user", type: "User", arguments: ["id"]),
                          BatonConfig.Lookup(field: "Query.node", type: nil, arguments: ["id"])]
        let plan = try Self.plan("query Q($id: ID!) { user(id: $id) { name } node(id: \"7\") { id } me { id } }", config: config)
        guard case .link(let user) = try Self.field(plan, 0, "user").kind,
              case .link(let node) = try Self.field(plan, 0, "node").kind,
              case .link(let me) = try Self.field(plan, 0, "me").kind else { Issue.record("links expected"); return }
        #expect(user.lookup == LookupModel(type: "User", keyedSet: nil, arguments: [[.variable("id")]]))
        #expect(node.lookup == LookupModel(type: nil, keyedSet: "Node", arguments: [[.literal("7")]]))
        #expect(me.lookup == nil)
        #expect(plan.keyedSets == ["Node"])
    }

    @Test func storageKeysOnMutationRootsDropArguments() throws {
        let plan = try Self.plan("mutation M($id: ID!) { rename(id: $id, name: \"a\") { name } other: rename(id: $id) { id } }")
        #expect(try Self.field(plan, 0, "rename").storageKey == .fixed("rename"))
        #expect(try Self.field(plan, 0, "other").storageKey == .fixed(#"rename(as:"other")"#))
        let query = try Self.plan("query Q($n: Int) { me { tags(first: $n) } }")
        let me = try #require(Self.child(try Self.field(query, 0, "me")))
        #expect(try Self.field(query, me, "tags").storageKey
            == .dynamic(field: "tags", arguments: [DynamicArgumentText(name: "first", pieces: [.variable("n")])]))
    }

    @Test func constantsFollowTheDocumentAndTheConfiguration() throws {
        var config = BatonConfig(schema: "s")
        config.onError = .null
        let plan = try Self.plan("query Q @cacheExpiration(seconds: 60) @throwOnFieldError { me { name } }", config: config)
        #expect(plan.constants.cacheExpiration == 60)
        #expect(plan.constants.errorBehavior == "null")
        #expect(plan.constants.throwsOnFieldError)
        #expect(plan.constants.text == "query Q{me{name,id}}")
        #expect(plan.constants.id == nil)
        config.persistConfig = BatonConfig.PersistConfig(file: "p.json", algorithm: .md5)
        let persisted = try Self.plan("query Q { me { name } }", config: config)
        #expect(persisted.constants.text == nil)
        #expect(persisted.constants.id == DigestAlgorithm.md5.hex("query Q{me{name,id}}"))
    }

    @Test func aBubblingRequiredAtTheRootIsNoted() throws {
        #expect(try Self.plan("query Q { me @required(action: LOG) { name } }").constants.bubbles)
        #expect(try !Self.plan("query Q { me @required(action: THROW) { name } }").constants.bubbles)
        #expect(try !Self.plan("query Q { me { name @required(action: NONE) } }").constants.bubbles)
    }
}
