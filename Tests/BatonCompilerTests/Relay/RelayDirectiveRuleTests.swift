import Testing
@testable import BatonCompiler

private typealias H = RelayCheckHarness

@Suite("Relay directive checks")
struct RelayDirectiveRuleTests {
    // MARK: @connection

    @Test func wellShapedConnectionsPass() {
        #expect(H.errors("""
        query Q($n: Int, $c: String) { character(id: "1") {
          friends(first: $n, after: $c, orderBy: "name") @connection(key: "Q_friends", filters: ["orderBy"]) {
            edges { node { id } } }
          back: friends(last: 2) @connection(key: "Q_back") { edges { node { id } } } } }
        """) == [])
    }

    @Test func connectionShapeErrors() {
        let doc = """
        query Q { character(id: "1") {
          friends @connection(key: "Q_friends") { pageInfo { hasNextPage } }
          a: friends(first: 1) @connection(key: "wrong", filters: ["nope"]) { edges { cursor } }
          origin @connection(key: "Q_origin") { id } } }
        """
        #expect(H.errors(doc) == [
            "\(H.at("friends", in: doc)): Expected field 'friends' to have a 'first' or 'last' argument.",
            "\(H.at("friends", in: doc)): Expected 'friends' to have a 'edges' selection.",
            "\(H.at("edges", in: doc)): Expected 'edges' of 'friends' to have a 'node' selection.",
            "\(H.at("\"wrong\"", in: doc)): Expected the key argument to @connection to be of form '<SomeName>_a', got 'wrong'.",
            "\(H.at("\"nope\"", in: doc)): @connection filter 'nope' is not an argument of field 'friends'.",
            "\(H.at("origin", in: doc)): @connection on field 'origin' whose type 'Location' is not a connection (a type "
                + "with 'edges' — a list of edges with 'node' and 'cursor' — and 'pageInfo').",
        ])
    }

    // MARK: @refetchable

    @Test func refetchableOnARefetchableTypePasses() {
        #expect(H.errors("""
        fragment A on Character @refetchable(queryName: "ARefetch") { name }
        fragment B on Query @refetchable(queryName: "BRefetch") { status }
        fragment C on Viewer @refetchable(queryName: "CRefetch") { me { id } }
        fragment D on SearchResult @refetchable(queryName: "DRefetch") { __typename }
        """) == [])
    }

    @Test func refetchableErrors() {
        let doc = """
        fragment A on Named @refetchable(queryName: "ARefetch") { name }
        fragment B on Character @refetchable(queryName: "Q") { picture(size: $id) }
        fragment C on Character @refetchable(queryName: "Q") @argumentDefinitions(n: {type: "Int"}) {
          friends(first: $n, after: "x") @connection(key: "C_friends") { edges { node { id } } } }
        query Q { status }
        """
        #expect(H.errors(doc) == [
            "\(H.at("\"Q\"", in: doc)): The `queryName` specified in `@refetchable` must be unique: a definition named 'Q' "
                + "already exists (an operation with that name is defined at the related location).",
            "\(H.at("\"Q\"", in: doc, occurrence: 2)): The `queryName` specified in `@refetchable` must be unique: a "
                + "definition named 'Q' already exists (an operation with that name is defined at the related location).",
            "\(H.at("A on", in: doc)): Invalid use of @refetchable on fragment 'A': it is supported only on fragments on "
                + "the Query type, the Viewer type, the Node interface, object types that implement Node, interfaces whose "
                + "implementing objects all implement Node, unions whose members all implement Node, and types with @fetchable.",
            "\(H.at("$id", in: doc)): Invalid use of @refetchable on fragment 'B': this fragment already has an `$id` "
                + "variable in scope, and the generated query defines `$id`.",
            "\(H.at("C on", in: doc)): Invalid use of @refetchable with @connection in fragment 'C': refetchable "
                + "connections must use variables for the after and first arguments.",
        ])
    }

    // MARK: @required and @catch

    @Test func requiredRules() {
        let doc = """
        fragment A on Character {
          origin @required(action: THROW) { name @required(action: LOG) }
          status @required(action: LOG) @catch
          name @required(action: NONE) @required(action: NONE)
        }
        fragment B on Node { ... on Named { name @required(action: LOG) } }
        fragment V on Character @inline { name @required(action: LOG) }
        """
        #expect(H.errors(doc).filter { !$0.contains("can only be used once") } == [
            "\(H.at("THROW", in: doc)): A @required field may not have an `action` less severe than that of its @required "
                + "parent. This @required directive should probably have `action: LOG`.",
            "\(H.at("@required(action: LOG) @catch", in: doc)): @catch and @required directives cannot be on the same field.",
            "\(H.at("required(action: NONE)", in: doc, occurrence: 2)): Unexpected second @required directive: @required may "
                + "be used only once per field.",
            "\(H.at("@required", in: doc, occurrence: 6)): Unexpected @required within inline fragment on an abstract type. "
                + "At runtime we cannot know if this field is null, or if it's missing because the inline fragment did not match.",
            "\(H.at("@required", in: doc, occurrence: 7)): @required is not supported within @inline fragments.",
        ])
    }

    @Test func everyReferenceToARequiredFieldAgrees() {
        let doc = """
        fragment A on Character { name ... on Character { name @required(action: LOG) } }
        fragment B on Character { origin { name @required(action: LOG) } ... on Character { origin { id } } }
        """
        #expect(H.errors(doc) == [
            "\(H.at("name @required", in: doc)): All references to a field must have matching @required declarations. The "
                + "field 'name' is @required here but not at the related location.",
            "\(H.at("name @required", in: doc, occurrence: 2)): @required fields must be included in all instances of their "
                + "parent. The field 'name' is marked as @required here but is missing from the related location.",
        ])
    }

    @Test func catchOnAnInlineFragmentNeedsAnAlias() {
        let doc = "fragment A on Character { ... on Character @catch { name } ... on Character @alias(as: \"x\") @catch { id } }"
        #expect(H.errors(doc) == ["doc:1:27: Unexpected `@catch` on unaliased inline fragment: add `@alias` to name the caught value."])
    }

    // MARK: @inline (SPEC §4.1.13)

    @Test func inlineFragmentRules() {
        let doc = """
        fragment V on Character @inline @refetchable(queryName: "VRefetch") {
          ...Lens ...W friends(first: 1) @connection(key: "V_friends") { edges { node { id } } } }
        fragment W on Character @inline @throwOnFieldError { name }
        fragment Lens on Character { name }
        query Q { character(id: "1") { ...W @alias(as: "w") @catch } }
        """
        #expect(H.errors(doc) == [
            "\(H.at("refetchable", in: doc)): @refetchable on the @inline fragment 'V' is refused: a value cannot be refetched.",
            "\(H.at("Lens", in: doc)): The @inline fragment 'V' spreads 'Lens', which is not @inline: a value may hold only values.",
            "\(H.at("W friends", in: doc)): The @inline fragment 'W' carries @throwOnFieldError and is spread inside the "
                + "@inline fragment 'V'; a nested value may not throw on its own.",
            "\(H.at("connection", in: doc)): @connection inside the @inline fragment 'V' is refused: a value cannot page.",
            "\(H.at("catch", in: doc)): `@catch` on a spread of the @inline fragment 'W' is refused; write "
                + "`... @alias(as: \"name\") @catch { ...W }`.",
            "\(H.at("V on", in: doc)): Invalid use of @refetchable with @connection in fragment 'V': refetchable "
                + "connections must use variables for the after and first arguments.",
        ])
    }

    // MARK: @defer, edge directives

    @Test func deferLabelsAreLiteralAndUniquePerDocument() {
        let doc = """
        query Q($l: String) { character(id: "1") { ...R @defer(label: "a") @alias(as: "r") ...S @defer(label: "a") ...S @defer(label: $l, if: null) } }
        fragment R on Character { name ...S @defer(label: "a") }
        fragment S on Character { id }
        """
        #expect(H.errors(doc).filter { !$0.contains("conflict") } == [
            "\(H.at("defer(label: \"a\")", in: doc)): Invalid use of @defer: the label 'a' is not unique in this document. "
                + "Specify a unique 'label' as a literal string.",
            "\(H.at("null", in: doc)): Expected a value of type 'Boolean' for `if` of @defer, not null.",
            "\(H.at("@defer(label: $l", in: doc)): Expected the 'label' value to @defer to be a string literal if provided.",
        ])
    }

    @Test func edgeDirectivesNeedTheirFieldShape() {
        let doc = """
        mutation M($c: [ID!]!) {
          a: addFriend(id: "1") { character @appendEdge(connections: $c) { id } }
          b: removeFriend(id: "1") { name @deleteRecord }
          c: removeFriend(id: "1") { name @appendNode(connections: $c, edgeTypeName: "CharacterEdge") }
          d: addFriend(id: "1") { character @appendNode(connections: $c, edgeTypeName: "Character") { id } }
        }
        """
        #expect(H.errors(doc) == [
            "\(H.at("@appendEdge", in: doc)): Unsupported use of @appendEdge on field 'character': expected an edge field (a "
                + "field with 'cursor' and 'node').",
            "\(H.at("@deleteRecord", in: doc)): Invalid use of @deleteRecord on field 'name'. Expected field type 'ID' or "
                + "'[ID]', got 'String'.",
            "\(H.at("name @appendNode", in: doc)): Invalid use of @appendNode on scalar field 'name'.",
            "\(H.at("\"Character\"", in: doc)): Invalid use of @appendNode: 'edgeTypeName' must name an edge type (a type "
                + "with 'cursor' and 'node'), not 'Character'.",
        ])
    }
}
