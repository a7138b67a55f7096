import GraphQL
import Testing

@Suite("Client parts left out of the text")
struct ClientStrippingTests {
    @Test func clientFieldsAndTypesAreLeftOut() throws {
        #expect(try GoldenSchema.text(#"query Q { drafts { text } user(id: "1") { name pinned } }"#, "Q")
                == #"query Q{user(id:"1"){name,id}}"#)
    }

    @Test func aFragmentOfClientFieldsOnlyGoesWithItsSpreads() throws {
        let document = #"""
        query Q { user(id: "1") { name ...D best { ...E } } }
        fragment D on User { pinned }
        fragment E on User { ...D }
        """#
        #expect(try GoldenSchema.text(document, "Q") == #"query Q{user(id:"1"){name,best{id},id}}"#)
    }

    @Test func clientOnlyVariablesAndClientDirectivesGo() throws {
        let document = #"""
        mutation M($id: ID!, $name: String!, $connections: [ID!]!) {
          rename(id: $id, name: $name) @appendNode(connections: $connections, edgeTypeName: "E") { name @required(action: LOG) }
        }
        """#
        let compiled = try #require(try GoldenSchema.compile(document).first)
        #expect(compiled.text == "mutation M($id:ID!,$name:String!){rename(id:$id,name:$name){name,id}}")
        #expect(compiled.variables.map(\.variable.name.value) == ["id", "name", "connections"])
        #expect(Printer.compact(compiled.normalization).contains("@appendNode(connections:$connections"))
    }

    @Test func operationDirectivesAndAliasedFragmentsAreServerText() throws {
        let document = #"""
        query Q @throwOnFieldError @cacheExpiration(seconds: 60) {
          node(id: "1") { ... on User @alias(as: "user") @catch { name } ...F @alias(as: "f") }
          user(id: "2") { ... @alias(as: "again") { name } }
        }
        fragment F on User { name }
        """#
        #expect(try GoldenSchema.text(document, "Q")
                == #"query Q{node(id:"1"){__typename,...on User{name},...F,id},user(id:"2"){name,id}}fragment F on User{name}"#)
    }

    @Test func inlineFragmentsOnClientTypesGo() throws {
        let extended = #"query Q { user(id: "1") { name } drafts { ... on Draft { text } } }"#
        #expect(try GoldenSchema.text(extended, "Q") == #"query Q{user(id:"1"){name,id}}"#)
    }
}
