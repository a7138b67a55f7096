import Testing

@Suite("Conditions and flattening")
struct ConditionsAndFlattenTests {
    @Test func plainInlineFragmentsGiveTheirSelectionsToTheParent() throws {
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { ... { name } ... on User { best { id } } } }"#, "Q")
                == #"query Q{user(id:"1"){name,best{id},id}}"#)
    }

    @Test func constantConditionsAreSettled() throws {
        let document = #"query Q { user(id: "1") { name @include(if: false) best @skip(if: false) { id } size @skip(if: true) } }"#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){best{id},id}}"#)
    }

    @Test func skipIsWrittenBeforeIncludeAndConditionsBeforeOtherDirectives() throws {
        let document = #"query Q($a: Boolean!, $b: Boolean!) { user(id: "1") { name @include(if: $a) @defer @skip(if: $b) } }"#
        // `@defer` on a field is not Baton's, but the order rule is shown on any directive.
        let text = try GoldenSchema.text(document, "Q")
        #expect(text?.contains("name@skip(if:$b)@include(if:$a)@defer") == true)
    }

    @Test func selectionsUnderOneConditionAreGatheredAndSeparatedByANewline() throws {
        let document = #"""
        query Q($a: Boolean!, $b: Boolean!) {
          user(id: "1") { name @include(if: $a) size @skip(if: $b) ... @include(if: $a) { best { name } } }
        }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == "query Q($a:Boolean!,$b:Boolean!){user(id:\"1\"){name@include(if:$a)\n    best@include(if:$a){name,id},"
                + "size@skip(if:$b),id}}")
    }

    @Test func nestedGroupsIndentByDepth() throws {
        let document = #"""
        query Q($a: Boolean!, $b: Boolean!) {
          viewer { actor { name @skip(if: $b) @include(if: $a) size @include(if: $a) @skip(if: $b) } }
        }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == "query Q($a:Boolean!,$b:Boolean!){viewer{actor{name@skip(if:$b)@include(if:$a)\n      "
                + "size@skip(if:$b)@include(if:$a),id}}}")
    }

    @Test func equalSelectionsMerge() throws {
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { best { name } best { id } ...F ...F } } fragment F on User { name }"#, "Q")
                == #"query Q{user(id:"1"){best{name,id},...F,id}}fragment F on User{name}"#)
    }
}
