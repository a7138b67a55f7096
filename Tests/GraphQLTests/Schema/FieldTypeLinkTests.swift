import Testing
@testable import GraphQL

/// Each field is linked to the named type it returns, the schema's own object, so validation
/// reaches it by reference; the links die with the schema.
@Suite struct FieldTypeLinkTests {
    @Test func everyFieldOfGitHubsSchemaIsLinkedToTheTypeItsNameNames() throws {
        let schema = try SchemaTestSupport.build(try SchemaTestSupport.githubSDL())
        var fields = 0
        for name in schema.typeNames {
            let type = try #require(schema.types[name])
            for field in type.fields {
                let linked = try #require(type.selectedField(field.name)).namedType
                #expect(linked === schema.types[field.type.namedType], "\(name).\(field.name)")
                fields += 1
            }
        }
        #expect(fields > 1_000)
    }

    @Test func introspectionAndMetaFieldsAreLinked() throws {
        let schema = try SchemaTestSupport.build("type Query { me: User } type User { id: ID! friends: [User!]! }")
        let query = try #require(schema.rootType(.query))
        let user = try #require(schema.types["User"])
        #expect(schema.selectedField("me", on: query)?.namedType === user)
        #expect(schema.selectedField("friends", on: user)?.namedType === user)
        #expect(schema.selectedField("__typename", on: user)?.namedType === schema.types["String"])
        #expect(schema.selectedField("__schema", on: query)?.namedType === schema.types["__Schema"])
        let typeType = try #require(schema.types["__Type"])
        #expect(schema.selectedField("fields", on: typeType)?.namedType === schema.types["__Field"])
        #expect(schema.selectedField("nope", on: user) == nil)
    }

    /// Types refer to each other in cycles (`User.friends: [User!]!`); the schema breaks them
    /// as it goes, so a schema no one holds frees its types.
    @Test func typesAreFreedWithTheirSchema() throws {
        weak var user: SchemaType?
        weak var query: SchemaType?
        do {
            let schema = try SchemaTestSupport.build("type Query { me: User } type User { friends: [User!]! q: Query }")
            user = schema.types["User"]
            query = schema.types["Query"]
            #expect(user != nil)
        }
        #expect(user == nil)
        #expect(query == nil)
    }

    @Test func aFailedBuildLeavesNoLinkedTypesBehind() throws {
        weak var user: SchemaType?
        do {
            var builder = SchemaBuilder(options: SchemaBuildOptions())
            #expect(throws: GraphQLErrors.self) {
                _ = try builder.build([try parse("type Query { me: User } type User { friends: [User!]! bad: Nope }")])
            }
            user = builder.type(named: "User")
            #expect(user != nil)
        }
        #expect(user == nil)
    }
}
