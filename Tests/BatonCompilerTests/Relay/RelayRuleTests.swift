import Testing
@testable import BatonCompiler

private typealias H = RelayCheckHarness

@Suite("Relay checks")
struct RelayRuleTests {
    // MARK: @alias (SPEC §4.1.6)

    @Test func spreadInsideAnInlineFragmentOnAnAbstractSelectionNeedsAlias() {
        let doc = """
        query Q { node(id: "1") { ... on Character { ...Row } } }
        fragment Row on Character { name }
        """
        #expect(H.errors(doc) == ["\(H.at("Row", in: doc)): Expected `@alias` directive. `Row` is defined on `Character` "
            + "which might not match this selection type of `Node` (it is inside an inline fragment on that abstract "
            + "selection). Add `@alias` to this spread to expose the fragment as an optional property."])
        #expect(H.errors(doc.replacingOccurrences(of: "...Row }", with: "...Row @alias }")) == [])
    }

    @Test func aliasIsNotNeededOnADirectSpreadOrOnAConcreteSelection() {
        #expect(H.errors("query Q { node(id: \"1\") { ...Row } } fragment Row on Character { name }") == [])
        #expect(H.errors("query Q { character(id: \"1\") { ... on Character { ...Row } } } fragment Row on Character { name }") == [])
        // a fragment on the abstract type itself always matches
        #expect(H.errors("query Q { node(id: \"1\") { ... on Character { ...N } } } fragment N on Node { id }") == [])
    }

    @Test func aliasAsMustBeNonEmptyAndNamedWithoutATypeCondition() {
        let doc = "query Q { character(id: \"1\") { ... @alias { name } ... on Character @alias(as: \"\") { id } } }"
        #expect(H.errors(doc) == [
            "\(H.at("@alias", in: doc)): Missing required argument `as`: the `as` argument of @alias is required on inline "
                + "fragments without a type condition.",
            "\(H.at("\"\"", in: doc)): Unexpected empty string supplied for `as` argument of the @alias directive; it must "
                + "be a non-empty string literal.",
        ])
    }

    // MARK: fragment arguments

    @Test func unusedFragmentVariableIsAnError() {
        let doc = "fragment F on Character @argumentDefinitions(size: {type: \"Int\"}, unused: {type: \"String\"}) { picture(size: $size) }"
        #expect(H.errors(doc) == ["\(H.at("unused", in: doc)): Variable '$unused' is never used in fragment 'F'."])
    }

    @Test func fragmentVariablesAreDefinedInsideTheirFragmentAndPassedValuesAreUsed() {
        let doc = """
        query Q($s: Int) { character(id: "1") { ...F @arguments(size: $s) } }
        fragment F on Character @argumentDefinitions(size: {type: "Int", defaultValue: 2}) { picture(size: $size) }
        """
        #expect(H.errors(doc) == [])
        // Under the spec rules the same document has an undefined variable and an unknown argument.
        #expect(!H.errors(doc, ruleSet: .spec).isEmpty)
    }

    @Test func argumentsAreCheckedAgainstTheDefinitions() {
        let doc = """
        query Q($name: String) { character(id: "1") { ...F @arguments(size: "big", color: 1) ...F @arguments(size: $name) } }
        fragment F on Character @argumentDefinitions(size: {type: "Int"}) { picture(size: $size) }
        fragment G on Character @argumentDefinitions(need: {type: "Int!"}) { picture(size: $need) }
        query R { character(id: "1") { ...G } }
        """
        #expect(H.errors(doc) == [
            "\(H.at("\"big\"", in: doc)): Invalid value for argument 'size' of fragment 'F': expected a value of type 'Int'.",
            "\(H.at("color", in: doc)): Unknown argument 'color' on fragment 'F'; it declares 'size'.",
            "\(H.at("$name", in: doc, occurrence: 2)): Variable '$name' of type 'String' is passed to fragment argument "
                + "'size' of type 'Int'.",
            "\(H.at("...G", in: doc)): Missing required argument 'need' on this spread of fragment 'G'.",
            // The two spreads of F give picture(size: "big") and picture(size: $name) one response name.
            "\(H.at("picture", in: doc, occurrence: 1)): Fields 'picture' conflict because they have differing arguments. "
                + "Use different aliases on the fields to fetch both if this was intentional. The field meets itself "
                + "through two spreads of its fragment whose @arguments differ.",
        ])
    }

    @Test func malformedArgumentDefinitionsAreReported() {
        let doc = """
        fragment F on Character @argumentDefinitions(a: {type: Int}, b: {type: "Nope"}, c: {type: "Int", defaultValue: "x"}, d: 3) {
          picture(size: $a) x: picture(size: $c) name
        }
        """
        #expect(H.errors(doc) == [
            "\(H.at("Int}", in: doc)): Expected the 'type' of fragment argument 'a' to be a string naming an input type.",
            "\(H.at("\"Nope\"", in: doc)): Unknown type 'Nope' in a fragment argument.",
            "\(H.at("\"x\"", in: doc)): Invalid default of fragment argument 'c': expected a value of type 'Int'",
            "\(H.at("3)", in: doc)): Expected the definition of fragment argument 'd' to be an object {type: \"…\", defaultValue: …}.",
            "\(H.at("b:", in: doc)): Variable '$b' is never used in fragment 'F'.",
            "\(H.at("d:", in: doc)): Variable '$d' is never used in fragment 'F'.",
        ])
    }

    // MARK: client data (SPEC §4.1.7)

    @Test func nonNullClientFieldIsRefusedAtItsLine() {
        let extensions = "extend type Character {\n  isPinned: Boolean!\n}"
        #expect(H.errors("query Q { status }", extensions: extensions) == [
            "ext:2:3: Client field 'Character.isPinned' is declared non-null ('Boolean!'); a client field must be nullable, "
                + "because the server never sends it.",
        ])
    }

    @Test func operationOfClientFieldsOnlyIsRefusedAtItsName() {
        let doc = "query OnlyDrafts { drafts { id text } ...D } fragment D on Query { drafts { id } }"
        #expect(H.errors(doc) == ["doc:1:7: Operation 'OnlyDrafts' selects client fields only; a server must answer at "
            + "least one field."])
        #expect(H.errors("query Mixed { drafts { id } character(id: \"1\") { isPinned } }") == [])
    }

    // MARK: names (SPEC §4.1.14, §4.1.5)

    @Test func fragmentOrOperationNamedLikeASchemaEnumIsANameError() {
        let doc = "fragment Status on Character { name } query Status { status }"
        #expect(H.errors(doc) == [
            "doc:1:10: Fragment 'Status' is named like the schema enum 'Status'; the generated types would clash. Rename the fragment.",
            "doc:1:45: Operation 'Status' is named like the schema enum 'Status'; the generated types would clash. Rename the operation.",
        ])
    }

    @Test func reservedAliasesAndRootTypename() {
        let doc = "query Q { __typename character(id: \"1\") { id: name __n: name } }"
        #expect(H.errors(doc) == [
            "doc:1:11: `__typename` may not be selected on the root of an operation.",
            "\(H.at("id: name", in: doc)): Relay does not allow aliasing fields to `id`. This name is reserved for the "
                + "globally unique `id` field on `Node`.",
            "\(H.at("__n", in: doc)): Alias '__n' starts with a double underscore, which is reserved for the compiler's own fields.",
        ])
        #expect(H.errors("fragment F on Query { __typename }") == [])
    }

    @Test func staticArgumentsMustBeLiterals() {
        let doc = "query Q($a: RequiredFieldAction!, $k: String!) { character(id: \"1\") { name @required(action: $a) "
            + "friends(first: 1) @connection(key: $k) { edges { node { id } } } } }"
        let errors = H.errors(doc)
        #expect(errors.contains("\(H.at("$a)", in: doc)): Expected `action` argument to be a literal; the compiler reads "
                                + "its value, so a variable cannot stand for it."))
        #expect(errors.contains { $0.hasPrefix("\(H.at("$k)", in: doc)): Expected `key` argument to be a literal") })
    }
}

@Suite("Relay checks, smaller rules")
struct RelaySmallRuleTests {
    @Test func relayReservedVariableNamesAreRefused() {
        let doc = "query Q($__relay_internal__pv__X: Boolean!) { character(id: \"1\") { name @include(if: $__relay_internal__pv__X) } }"
        #expect(H.errors(doc) == ["doc:1:9: Variable '$__relay_internal__pv__X' uses a name reserved by Relay."])
    }

    @Test func refetchableQueryNameMustBeNonEmptyAndFetchableTypesAreRefetchable() {
        #expect(H.errors("fragment A on Character @refetchable(queryName: \"\") { name }")
                == ["doc:1:49: The `queryName` of @refetchable on fragment 'A' is empty."])
        let schema = H.schema + "\ndirective @fetchable(field_name: String!) on OBJECT\ntype Thing @fetchable(field_name: \"fetch_id\") { fetch_id: ID }"
        #expect(H.errors("fragment T on Thing @refetchable(queryName: \"TRefetch\") { fetch_id }", schema: schema) == [])
    }

    @Test func anArgumentDeclaredTwiceIsReported() {
        let doc = "fragment F on Character @argumentDefinitions(n: {type: \"Int\"}, n: {type: \"Int\"}) { picture(size: $n) }"
        #expect(H.errors(doc) == ["\(H.at("n:", in: doc)): There can be only one argument named 'n'."])
    }

    @Test func aClientTypeFieldDeclaredNonNullIsRefusedToo() {
        let errors = H.errors("query Q { status }", extensions: "type Draft { id: ID! }\nextend type Query { drafts: [Draft] }")
        #expect(errors == ["ext:1:14: Client field 'Draft.id' is declared non-null ('ID!'); a client field must be "
            + "nullable, because the server never sends it."])
    }
}

@Suite("@semanticNonNull in the schema")
struct SemanticNonNullCheckTests {
    @Test func levelsNameNullablePositionsOfTheFieldsType() {
        let schema = H.schema + """

        type Extra {
          a: String @semanticNonNull
          b: [String] @semanticNonNull(levels: [0, 1])
          c: String! @semanticNonNull
          d: [String] @semanticNonNull(levels: [2])
          e: [String!] @semanticNonNull(levels: [1])
        }
        """
        let errors = H.errors("query Q { status }", schema: schema)
        #expect(errors == [
            "\(H.at("@semanticNonNull", in: schema, occurrence: 3, path: "schema")): @semanticNonNull level 0 on 'Extra.c' "
                + "is already non-null in 'String!'.",
            "\(H.at("2]", in: schema, path: "schema")): @semanticNonNull level 2 on 'Extra.d' names no position of '[String]'.",
            "\(H.at("1])\n}", in: schema, path: "schema")): @semanticNonNull level 1 on 'Extra.e' is already non-null in '[String!]'.",
        ])
    }
}

@Suite("Unselectable fields")
struct UnselectableRuleTests {
    @Test func aFieldMarkedUnselectableCannotBeSelected() {
        let schema = H.schema + "\ndirective @unselectable(reason: String!) on FIELD_DEFINITION\n"
            + "extend type Character { legacy: String @unselectable(reason: \"Use name.\") }"
        let doc = "fragment F on Character { name legacy }"
        #expect(H.errors(doc, schema: schema) == ["doc:1:32: Field 'Character.legacy' is unselectable: Use name."])
    }
}
