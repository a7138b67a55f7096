import Testing
@testable import BatonCompiler

@Suite("Directive placement")
struct DirectivePlacementTests {
    static let noMeaning = "has no meaning in Baton"

    /// Each row of SPEC §4.1.3's table: every directive it lists is accepted there.
    @Test(arguments: [
        "query Q @throwOnFieldError @cacheExpiration(seconds: 60) { status }",
        "mutation M @throwOnFieldError { addFriend(id: \"1\") { character { id } } }",
        "subscription S @throwOnFieldError { friendAdded { character { id } } }",
        """
        fragment F on Character @argumentDefinitions(n: {type: "Int"}, c: {type: "String"})
          @refetchable(queryName: "FRefetchQuery") @throwOnFieldError {
          friends(first: $n, after: $c) @connection(key: "F_friends") { edges { node { id } } }
        }
        """,
        "fragment V on Character @inline { name }",
        """
        query Q($yes: Boolean!) { character(id: "1") {
          a: name @include(if: $yes) b: name @skip(if: $yes) c: name @required(action: LOG) d: name @catch
          friends(first: 1) @connection(key: "Q_friends") { edges { node { id } } } } }
        """,
        """
        mutation M($c: [ID!]!) {
          a: addFriend(id: "1") { edge @appendEdge(connections: $c) { cursor node { id } } }
          b: addFriend(id: "1") { edge @prependEdge(connections: $c) { cursor node { id } } }
          c: addFriend(id: "1") { character @appendNode(connections: $c, edgeTypeName: "CharacterEdge") { id } }
          d: addFriend(id: "1") { character @prependNode(connections: $c, edgeTypeName: "CharacterEdge") { id } }
          e: removeFriend(id: "1") { removedId @deleteEdge(connections: $c) }
          f: removeFriend(id: "1") { removedIds @deleteRecord }
        }
        """,
        """
        query Q($yes: Boolean!) { node(id: "1") {
          ... on Character @include(if: $yes) { name } ... on Character @skip(if: $yes) { name }
          ... on Character @defer { name } ... on Character @alias(as: "c") @catch { name } } }
        """,
        """
        query Q($yes: Boolean!) { character(id: "1") {
          ...R @include(if: $yes) @alias(as: "a") ...R @skip(if: $yes) @alias(as: "b") ...R @defer @alias(as: "c")
          ...A @arguments(n: 1) ...R @alias(as: "d") @catch } }
        fragment R on Character { name }
        fragment A on Character @argumentDefinitions(n: {type: "Int"}) { picture(size: $n) }
        """,
    ])
    func everyListedDirectiveIsAcceptedAtItsPlace(document: String) {
        #expect(RelayCheckHarness.errors(document) == [])
    }

    /// A directive declared at a place Baton gives it no meaning is refused with the row's list.
    @Test func refusedDirectiveNamesThePlaceAndWhatItTakes() {
        #expect(RelayCheckHarness.errors("query Q @custom { character(id: \"1\") { name @custom } }") == [
            "doc:1:10: `@custom` on a query definition has no meaning in Baton; a query definition takes "
                + "`@throwOnFieldError`, `@cacheExpiration`.",
            "doc:1:46: `@custom` on a field has no meaning in Baton; a field takes `@include`, `@skip`, `@required`, "
                + "`@catch`, `@connection`, `@appendEdge`, `@prependEdge`, `@appendNode`, `@prependNode`, `@deleteEdge`, "
                + "`@deleteRecord`.",
        ])
    }

    /// Baton's own directives, misplaced, get the same message (not the spec's "may not be used").
    @Test(arguments: [
        ("query Q @catch { status }", "`@catch` on a query definition has no meaning in Baton; a query definition takes "
            + "`@throwOnFieldError`, `@cacheExpiration`."),
        ("mutation M @cacheExpiration(seconds: 1) { addFriend(id: \"1\") { character { id } } }",
         "`@cacheExpiration` on a mutation definition has no meaning in Baton; a mutation definition takes `@throwOnFieldError`."),
        ("query Q { character(id: \"1\") { ...R @connection(key: \"R_x\") } } fragment R on Character { name }",
         "`@connection` on a fragment spread has no meaning in Baton"),
        ("query Q { character(id: \"1\") { name @defer } }", "`@defer` on a field has no meaning in Baton"),
        ("fragment R on Character @alias { name }", "`@alias` on a fragment definition has no meaning in Baton"),
        ("query Q { character(id: \"1\") { ... on Character @arguments(a: 1) { name } } }",
         "`@arguments` on an inline fragment has no meaning in Baton"),
    ])
    func misplacedBatonDirectivesNameWhatThePlaceTakes(document: String, expected: String) {
        let errors = RelayCheckHarness.errors(document)
        #expect(errors.count == 1 && errors[0].contains(expected), "\(errors)")
    }

    /// Relay directives Baton does not support are errors at every place, one per use.
    @Test(arguments: [
        ("fragment P on Character @relay(plural: true) { name }", "`@relay` on a fragment definition"),
        ("query Q { characters @stream(initialCount: 1) { name } }", "`@stream` on a field"),
        ("query Q { named @match { ...N @module(name: \"N.react\") } } fragment N on Character { name }",
         "`@match` on a field"),
        ("query Q { named @match { ...N @module(name: \"N.react\") } } fragment N on Character { name }",
         "`@module` on a fragment spread"),
        ("query Q @preloadable { status }", "`@preloadable` on a query definition"),
        ("fragment U on Character @updatable { name }", "`@updatable` on a fragment definition"),
        ("mutation M($id: ID! @relay(mask: false)) { addFriend(id: $id) { character { id } } }",
         "`@relay` on a variable definition has no meaning in Baton; a variable definition takes no directive."),
    ])
    func relayDirectivesBatonRefusesAreErrors(document: String, expected: String) {
        let errors = RelayCheckHarness.errors(document)
        #expect(errors.contains { $0.contains(expected) }, "\(errors)")
        #expect(errors.allSatisfy { !$0.contains("Unknown directive") })
    }

    /// `@catch`, allowed on spreads by the table, needs `@alias` there (SPEC §4.8 "aliased spread").
    @Test func catchOnAnUnaliasedSpreadNeedsAnAlias() {
        #expect(RelayCheckHarness.errors("fragment F on Character { ...R @catch } fragment R on Character { name }")
                == ["doc:1:33: Unexpected `@catch` on unaliased fragment spread: add `@alias` to name the caught value."])
    }
}
