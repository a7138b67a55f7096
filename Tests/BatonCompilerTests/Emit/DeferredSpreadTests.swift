import Testing
@testable import BatonCompiler

/// A deferred spread's accessor is nil until the part arrived: it tests a field the part
/// fills, found through nested spreads and inline fragments on the fragment's own type.
@Suite("deferred spread accessors")
struct DeferredSpreadTests {
    static let schema = """
    directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    type Query { character(id: ID!): Character }
    type Character { id: ID name: String species: String gender: String }
    """

    func emit(_ document: String) throws -> String {
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "schema.graphql"),
                                        documents: [(path: "Q.graphql", texts: [document])])
        return try #require(SwiftEmitter.emit(input).files["Q.graphql"])
    }

    @Test func theFirstFieldOfTheFragmentSaysThePartArrived() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ...Row_character @defer } }
        fragment Row_character on Character { name species }
        """)
        #expect(text.contains("anchor.holds(Slots.Character.name) ? Row_character(anchor: anchor.spread()) : nil"))
    }

    @Test func aFragmentStartingWithASpreadTestsTheFirstFieldInside() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ...Outer_character @defer } }
        fragment Outer_character on Character { ...Inner_character }
        fragment Inner_character on Character { species name }
        """)
        #expect(text.contains("anchor.holds(Slots.Character.species) ? Outer_character(anchor: anchor.spread()) : nil"))
    }

    @Test func conditionalAndTypenameSelectionsAreSkipped() throws {
        let text = try emit("""
        query Q($with: Boolean!) { character(id: "1") { id ...Row_character @defer } }
        fragment Row_character on Character { __typename name @include(if: $with) ... on Character { gender } }
        """)
        #expect(text.contains("anchor.holds(Slots.Character.gender) ? Row_character(anchor: anchor.spread()) : nil"))
    }
}
