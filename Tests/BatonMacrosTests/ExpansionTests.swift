import Testing

/// What each marker expands to, as the compiler prints it (`-dump-macro-expansions`), in a
/// view that type-checks.
@Suite("Marker macros: expansions")
struct ExpansionTests {
    static let view = """
        @MainActor
        struct Screen {
            @Fragment(\"\"\"
                fragment Row_hero on Hero { name }
                \"\"\")
            var row: Int
            @Query("query HeroQuery($id: ID!) { hero(id: $id) { name } }", fetchPolicy: .storeOnly)
            var hero: HeroQuery
            @Baton.Query("query HeroQuery($id: ID!) { hero(id: $id) { name } }") var other: HeroQuery
            @Subscription("subscription Tick { tick }")
            var tick: Tick
            @Mutation("mutation Rename { rename }")
            var rename: Rename.Action
        }

        @MainActor func use() async throws {
            let screen = Screen(row: 1, hero: HeroQuery(id: "1"), other: HeroQuery(id: "2"), tick: Tick())
            _ = (screen.row, screen.hero.phase, screen.other.fetch, screen.tick.phase, screen.rename.isInFlight)
            _ = try await screen.rename.perform(Rename())
        }

        """

    /// The expansions, each as the text between the compiler's rulers.
    private static func expansions() async throws -> [String] {
        let output = try await ScratchCompile.typecheck(ScratchCompile.operations + view, dumpExpansions: true)
        #expect(output.status == 0, "\(output.text)")
        return output.text.components(separatedBy: "------------------------------\n").enumerated()
            .filter { $0.offset % 2 == 1 }.map { $0.element.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    @Test func eachMarkerExpandsAsDocumented() async throws {
        let expansions = try await Self.expansions()
        #expect(expansions.count == 9, "\(expansions)")
        #expect(expansions.filter(\.isEmpty).count == 1, "@Fragment expands to nothing")
        #expect(expansions.contains("private var _hero: Baton.QueryStorage<HeroQuery>"))
        #expect(expansions.contains("""
            {
                @storageRestrictions(initializes: _hero)
                init(initialValue) {
                    _hero = Baton.QueryStorage(initialValue, fetchPolicy: .storeOnly)
                }
                get {
                    _hero.value
                }
                set {
                    _hero.replace(with: newValue)
                }
            }
            """))
        #expect(expansions.contains("private var _other: Baton.QueryStorage<HeroQuery>"))
        #expect(expansions.contains { $0.contains("_other = Baton.QueryStorage(initialValue)\n") },
                "without fetchPolicy the storage's default applies")
        #expect(expansions.contains("private var _tick: Baton.SubscriptionStorage<Tick>"))
        #expect(expansions.contains { $0.contains("_tick = Baton.SubscriptionStorage(initialValue)\n") })
        #expect(expansions.contains("private let _rename = Rename.Action.Storage()"))
        #expect(expansions.contains("{\n    get {\n        _rename.action\n    }\n}"))
    }
}
