import Testing

@Suite("__typename and __isX")
struct TypenameAndRefinementTests {
    @Test func typenameGoesFirstInAbstractFieldsOnly() throws {
        #expect(try GoldenSchema.text(#"query Q { search(q: "a") { ... on User { name } __typename } }"#, "Q")
                == #"query Q{search(q:"a"){__typename,...on User{name},...on Node{__isNode:__typename,id},...on Thing{id,uuid}}}"#)
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { name } }"#, "Q") == #"query Q{user(id:"1"){name,id}}"#)
    }

    @Test func anAliasedTypenameIsTheAuthorsOwn() throws {
        #expect(try GoldenSchema.text(#"query Q { node(id: "1") { t: __typename } }"#, "Q")
                == #"query Q{node(id:"1"){__typename,t:__typename,id}}"#)
    }

    @Test func abstractConditionsAnswerMembership() throws {
        #expect(try GoldenSchema.text(#"query Q { search(q: "a") { ... on Named { name } } }"#, "Q")
                == #"query Q{search(q:"a"){__typename,...on Named{__isNamed:__typename,name},"#
                + "...on Node{__isNode:__typename,id},...on Thing{id,uuid}}}")
        // Relay's runtime reads `__isX` for every abstract condition, so a concrete parent gets it too.
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { ... on Named { name } } }"#, "Q")
                == #"query Q{user(id:"1"){...on Named{__isNamed:__typename,name},id}}"#)
    }

    @Test func aConditionOnTheParentsOwnAbstractTypeIsFlattenedWithItsAnswer() throws {
        #expect(try GoldenSchema.text(#"query Q { node(id: "4") { ... on Node { id } } }"#, "Q")
                == #"query Q{node(id:"4"){__typename,__isNode:__typename,id}}"#)
    }

    @Test func fragmentsOnAbstractTypesAnswerMembership() throws {
        #expect(try GoldenSchema.text(#"query Q { node(id: "1") { ...N } } fragment N on Named { name }"#, "Q")
                == #"query Q{node(id:"1"){__typename,...N,id}}fragment N on Named{__isNamed:__typename,name}"#)
    }
}
