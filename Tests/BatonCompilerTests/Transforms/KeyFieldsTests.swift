import Testing

@Suite("Key fields")
struct KeyFieldsTests {
    @Test func objectsGetTheirKeyAfterTheAuthorsSelections() throws {
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { name } }"#, "Q") == #"query Q{user(id:"1"){name,id}}"#)
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { id name } }"#, "Q") == #"query Q{user(id:"1"){id,name}}"#)
    }

    @Test func aConditionalOrAliasedKeyDoesNotCount() throws {
        #expect(try GoldenSchema.text(#"query Q($x: Boolean!) { user(id: "1") { id @include(if: $x) } }"#, "Q")
                == #"query Q($x:Boolean!){user(id:"1"){id@include(if:$x),id}}"#)
        #expect(try GoldenSchema.text(#"query Q { user(id: "1") { uid: id } }"#, "Q") == #"query Q{user(id:"1"){uid:id,id}}"#)
    }

    @Test func configuredIdentityFollowsTheDefaultId() throws {
        #expect(try GoldenSchema.text("query Q { things { name } }", "Q") == "query Q{things{name,id,uuid}}")
        #expect(try GoldenSchema.text("query Q { things { uuid } }", "Q") == "query Q{things{uuid,id}}")
        #expect(try GoldenSchema.text("query Q { pair { v } }", "Q") == "query Q{pair{v,a,b}}")
    }

    @Test func anInterfaceDeclaringTheKeyIsKeyedItself() throws {
        #expect(try GoldenSchema.text(#"query Q { node(id: "1") { ... on User { name } } }"#, "Q")
                == #"query Q{node(id:"1"){__typename,...on User{name},id}}"#)
    }

    @Test func otherwiseNodeMembersAreKeyedOnNodeAndTheRestByType() throws {
        #expect(try GoldenSchema.text(#"query Q { search(q: "a") { ... on Tag { label } } }"#, "Q")
                == #"query Q{search(q:"a"){__typename,...on Tag{label},...on Node{__isNode:__typename,id},...on Thing{id,uuid}}}"#)
        #expect(try GoldenSchema.text("query Q { named { name } }", "Q")
                == "query Q{named{__typename,name,...on Node{__isNode:__typename,id}}}")
    }

    @Test func fragmentAndInlineFragmentSelectionsAreNotKeyed() throws {
        let document = #"query Q { user(id: "1") { ...F ... on User { best { name } } } } fragment F on User { best { name } }"#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){...F,best{name,id},id}}fragment F on User{best{name,id}}"#)
    }

    @Test func insertedKeysCarryNoLocation() throws {
        let operation = try #require(try GoldenSchema.compile(#"query Q { user(id: "1") { name } }"#).first)
        guard case .field(let user) = operation.operation.selectionSet.selections[0],
              let selections = user.selectionSet?.selections,
              case .field(let name) = selections[0], case .field(let id) = selections[1] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(name.loc.isKnown)
        #expect(!id.loc.isKnown)
    }
}
