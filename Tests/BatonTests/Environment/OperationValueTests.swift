import Testing
@_spi(Generated) import Baton

/// The generated-code interface: operation values, markers and actions.
@Suite("Operation values")
@MainActor
struct OperationValueTests {
    @Test func equalValuesAreEqualByVariables() {
        #expect(EnvHeroByID(id: "1") == EnvHeroByID(id: "1"))
        #expect(EnvHeroByID(id: "1") != EnvHeroByID(id: "2"))
        #expect(EnvHeroByID(id: "1", first: 3) != EnvHeroByID(id: "1"))
        #expect(Set([EnvHeroByID(id: "1"), EnvHeroByID(id: "1"), EnvHeroByID(id: "2")]).count == 2)
    }

    @Test func rootKeyIsNameAndVariablesJSON() {
        #expect(EnvHeroByID(id: "1").rootKey == #"EnvHeroByID{"first":null,"id":"1"}"#)
        #expect(EnvHeroQuery().rootKey == "EnvHeroQuery{}")
    }

    @Test func requestCarriesThePlanFacts() {
        let request = EnvHeroByID(id: "7").request
        #expect(request.operationName == "EnvHeroByID")
        #expect(request.kind == .query)
        #expect(request.variables == ["id": "7", "first": nil])
        #expect(EnvRename(newName: "B").request.kind == .mutation)
    }

    struct Host {
        @Fragment("fragment EnvHero_hero on EnvHero { name }") var hero: Int
        @Query("query EnvHeroByID($id: ID!) { … }", fetchPolicy: .storeOnly) var query: EnvHeroByID
        @Mutation("mutation EnvRename($name: String!) { … }") var rename: EnvRename.Action
        @Subscription("subscription S { … }") var tick: String

        init(hero: Int, query: EnvHeroByID, tick: String) {
            self.hero = hero
            self.query = query
            self.tick = tick
        }

        var policy: FetchPolicy { _query.fetchPolicy }
    }

    struct Screen {
        @Query("query EnvHeroByID($id: ID!) { … }") var query = EnvHeroByID(id: "1")
        var policy: FetchPolicy { _query.fetchPolicy }
    }

    @Test func markersWrapTheValueTheParentPasses() async {
        let host = Host(hero: 3, query: EnvHeroByID(id: "1"), tick: "t")
        #expect(host.hero == 3)
        #expect(host.query == EnvHeroByID(id: "1"))
        #expect(host.policy == .storeOnly)
        #expect(host.tick == "t")
        #expect(Screen(query: EnvHeroByID(id: "2")).query == EnvHeroByID(id: "2"))
        #expect(Screen().policy == .storeOrNetwork)
        await #expect(throws: EnvironmentError.outsideEnvironment) {
            _ = try await host.rename.perform(EnvRename(newName: "B"))
        }
    }
}
