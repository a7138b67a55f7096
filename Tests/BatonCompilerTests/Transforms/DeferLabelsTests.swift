import Testing

@Suite("@defer labels")
struct DeferLabelsTests {
    @Test func theDefaultLabelNamesTheOperationAndTheFragment() throws {
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { ...F @defer } } fragment F on User { name }"#, "Q")
                == #"query Q{user(id:"1"){...F@defer(label:"Q$defer$F"),id}}fragment F on User{name}"#)
    }

    @Test func insideAFragmentTheAuthorsLabelAndConditionAreKept() throws {
        let document = #"""
        query Q($d: Boolean) { user(id: "1") { ...G } }
        fragment G on User { ...F @defer(if: $d, label: "x") }
        fragment F on User { name }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q($d:Boolean){user(id:"1"){...G,id}}fragment F on User{name}fragment G on User{...F@defer(label:"G$defer$x",if:$d)}"#)
    }

    @Test func aCopyIsNamedAsTheTextSpellsItAndTheParentAsTheAuthorDid() throws {
        let document = #"""
        query Q { user(id: "1") { ...G @arguments(scale: 2) } }
        fragment G on User @argumentDefinitions(scale: {type: "Float"}) { ...F @defer @arguments(scale: $scale) }
        fragment F on User @argumentDefinitions(scale: {type: "Float"}) { size(scale: $scale) }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{user(id:"1"){...G_1HMuo6,id}}fragment F_1HMuo6 on User{size(scale:2)}"#
                + #"fragment G_1HMuo6 on User{...F_1HMuo6@defer(label:"G$defer$F_1HMuo6")}"#)
    }

    @Test func labelsAreEscapedInTheText() throws {
        #expect(try GoldenSchema.text(#"query Q { node(id: "1") { ... on User @defer(label: "a\"b") { name } } }"#, "Q")
                == #"query Q{node(id:"1"){__typename,...on User@defer(label:"Q$defer$a\"b"){name},id}}"#)
    }
}
