import Testing
@testable import BatonCompiler

private typealias H = RelayCheckHarness

/// Fields are compared for merging after each spread's `@arguments` are applied, and a `String`
/// variable may fill an `ID` position, as Relay compiles them (its fixtures
/// `constant_variable_matches_constant_value` and `append-edge`).
@Suite("Relay: overlapping fields after fragment arguments")
struct ArgumentAwareOverlapTests {
    static let fragment = """
    fragment Pic on Character @argumentDefinitions(size: {type: "Int"}) { picture(size: $size) }
    """

    @Test func aPassedValueEqualToTheFieldBesideItIsNoConflict() {
        let doc = "query Q($s: Int) { character(id: \"1\") { picture(size: $s) ...Pic @arguments(size: $s) } }\n" + Self.fragment
        #expect(H.errors(doc) == [])
        let literal = "query Q { character(id: \"1\") { picture(size: 2) ...Pic @arguments(size: 2) } }\n" + Self.fragment
        #expect(H.errors(literal) == [])
    }

    @Test func aPassedValueThatDiffersIsAConflictAtBothFields() {
        let doc = "query Q { character(id: \"1\") { picture(size: 3) ...Pic @arguments(size: 2) } }\n" + Self.fragment
        #expect(H.errors(doc) == ["doc:1:32: Fields 'picture' conflict because they have differing arguments. Use "
            + "different aliases on the fields to fetch both if this was intentional."])
    }

    @Test func aDefaultIsTheValueWhenNothingIsPassed() {
        let withDefault = Self.fragment.replacingOccurrences(of: "{type: \"Int\"}", with: "{type: \"Int\", defaultValue: 2}")
        #expect(H.errors("query Q { character(id: \"1\") { picture(size: 2) ...Pic } }\n" + withDefault) == [])
        #expect(H.errors("query Q { character(id: \"1\") { picture(size: 9) ...Pic } }\n" + withDefault).count == 1)
    }

    @Test func twoSpreadsOfOneFragmentWithDifferentArgumentsSaySo() {
        let doc = "query Q { character(id: \"1\") { ...Pic @arguments(size: 1) ...Pic @arguments(size: 2) } }\n" + Self.fragment
        #expect(H.errors(doc) == ["doc:2:71: Fields 'picture' conflict because they have differing arguments. Use "
            + "different aliases on the fields to fetch both if this was intentional. The field meets itself through two "
            + "spreads of its fragment whose @arguments differ."])
    }

    /// Three copies of one fragment (one unchecked spread passes nothing): its own conflict
    /// once, and the one the copies make, once.
    @Test func aConflictBetweenTheSameFieldsIsReportedOnce() {
        let doc = """
        query Q { character(id: "1") { ...Pic @arguments(size: 1) ...Pic @arguments(size: 1) ...Pic } }
        fragment Pic on Character @argumentDefinitions(size: {type: "Int"}) { a: name a: status picture(size: $size) }
        """
        #expect(H.errors(doc) == [
            "doc:2:71: Fields 'a' conflict because 'name' and 'status' are different fields. Use different aliases on the "
                + "fields to fetch both if this was intentional.",
            "doc:2:89: Fields 'picture' conflict because they have differing arguments. Use different aliases on the fields "
                + "to fetch both if this was intentional. The field meets itself through two spreads of its fragment whose "
                + "@arguments differ.",
        ])
    }

    @Test func aStringVariableFillsAnIDPositionButNotTheReverseShape() {
        #expect(H.errors("query Q($id: String!) { character(id: $id) { name } }") == [])
        #expect(H.errors("query Q($ids: [String!]) { nodes(ids: $ids) { id } }") == [])
        #expect(H.errors("query Q($id: String) { character(id: $id) { name } }")
                == ["doc:1:9: Variable '$id' of type 'String' used in position expecting type 'ID!'."])
        #expect(H.errors("query Q($id: Int!) { character(id: $id) { name } }")
                == ["doc:1:9: Variable '$id' of type 'Int!' used in position expecting type 'ID!'."])
    }

    @Test func theSpecRulesStillCompareAsWritten() {
        let doc = "query Q($s: Int) { character(id: \"1\") { picture(size: $s) ...Pic @arguments(size: $s) } }\n" + Self.fragment
        #expect(H.errors(doc, ruleSet: .spec).contains { $0.contains("Fields 'picture' conflict") })
        #expect(H.errors("query Q($id: String!) { character(id: $id) { name } }", ruleSet: .spec)
                == ["doc:1:9: Variable '$id' of type 'String!' used in position expecting type 'ID!'."])
    }
}
