import Testing
@testable import GraphQL

/// Building schemas: roots, extensions, built-ins, directives with meaning.
@Suite struct SchemaBuilderTests {
    @Test func rootTypesUnderOtherNames() throws {
        let schema = try SchemaTestSupport.build("""
            schema { query: query_root mutation: mutation_root }
            type query_root { a: Int }
            type mutation_root { b: Int }
            type Query { unused: Int }
            """)
        #expect(schema.rootType(.query)?.name == "query_root")
        #expect(schema.rootType(.mutation)?.name == "mutation_root")
        #expect(schema.rootType(.subscription) == nil)
        #expect(schema.field("__schema", on: try #require(schema.type(named: "query_root"))) != nil)
    }

    @Test func rootTypesByDefaultNames() throws {
        let schema = try SchemaTestSupport.build("type Query { a: Int } type Mutation { b: Int } type Subscription { c: Int }")
        #expect(schema.rootTypeNames == [.query: "Query", .mutation: "Mutation", .subscription: "Subscription"])
    }

    @Test func rootTypeFromSchemaExtension() throws {
        let schema = try SchemaTestSupport.build("""
            schema { query: Q }
            type Q { a: Int }
            type M { b: Int }
            extend schema @onSchema { mutation: M }
            directive @onSchema on SCHEMA
            """)
        #expect(schema.rootType(.mutation)?.name == "M")
        #expect(schema.schemaDirectives.map(\.name.value) == ["onSchema"])
    }

    @Test func extensionsOfEveryKind() throws {
        let base = try parse(Source("""
            scalar Date
            type Query { a: Int }
            interface Node { id: ID! }
            type User { name: String }
            union Result = User
            enum Color { RED }
            input Filter { a: Int }
            """))
        let sdl = """
            extend scalar Date @specifiedBy(url: "https://example.com/date")
            extend type Query { b: String }
            extend type User implements Node { id: ID! }
            extend interface Node { createdAt: Date }
            type Post implements Node { id: ID! createdAt: Date }
            extend union Result = Post
            extend enum Color { GREEN }
            extend input Filter { b: String }
            extend type User { createdAt: Date }
            extend schema { mutation: Mutation }
            type Mutation { m: Int }
            """
        let extensionSource = Source(sdl, baseOffset: 10_000)
        let schema = try buildSchema([base, parse(extensionSource)])
        #expect(schema.type(named: "Date")?.specifiedByURL == "https://example.com/date")
        #expect(schema.type(named: "Query")?.fields.map(\.name) == ["a", "b"])
        #expect(schema.type(named: "User")?.interfaces == ["Node"])
        #expect(schema.type(named: "Node")?.fields.map(\.name) == ["id", "createdAt"])
        #expect(schema.type(named: "Result")?.unionMembers == ["User", "Post"])
        #expect(schema.type(named: "Color")?.enumValues.map(\.name) == ["RED", "GREEN"])
        #expect(schema.type(named: "Filter")?.inputFields.map(\.name) == ["a", "b"])
        #expect(schema.rootType(.mutation)?.name == "Mutation")
        let node = try #require(schema.type(named: "Node"))
        #expect(schema.possibleTypes(of: node).map(\.name) == ["User", "Post"])
        // The extension's locations are in the second source's offsets.
        #expect(schema.type(named: "Color")?.locations.last.map { $0.start >= 10_000 } == true)
        #expect(schema.warnings.isEmpty, "\(schema.warnings)")
    }

    @Test func extensionBeforeDefinition() throws {
        let schema = try SchemaTestSupport.build("extend type Query { b: Int } type Query { a: Int }")
        #expect(schema.type(named: "Query")?.fields.map(\.name) == ["a", "b"])
    }

    @Test func possibleTypesThroughInterfacesImplementingInterfaces() throws {
        let schema = try SchemaTestSupport.build("""
            type Query { node: Node }
            interface Node { id: ID! }
            interface Resource implements Node { id: ID! url: String }
            type Image implements Resource & Node { id: ID! url: String }
            type Page implements Resource { id: ID! url: String }
            type Tag implements Node { id: ID! }
            union Any = Image | Tag
            """)
        let node = try #require(schema.type(named: "Node"))
        let resource = try #require(schema.type(named: "Resource"))
        #expect(schema.possibleTypes(of: node).map(\.name) == ["Image", "Page", "Tag"])
        #expect(schema.possibleTypes(of: resource).map(\.name) == ["Image", "Page"])
        #expect(schema.interfacesImplementing(node).map(\.name) == ["Resource"])
        #expect(schema.possibleTypes(of: try #require(schema.type(named: "Any"))).map(\.name) == ["Image", "Tag"])
        let tag = try #require(schema.type(named: "Tag"))
        #expect(schema.isPossibleType(node, tag) && !schema.isPossibleType(resource, tag))
        // Page leaves out Node, which Resource implements: a warning, not an error.
        #expect(schema.warnings.map(\.message) == ["Type Page must implement Node because it is implemented by Resource."])
    }

    @Test func builtInsPresent() throws {
        let schema = try SchemaTestSupport.build("type Query { a: String }")
        for name in ["String", "Boolean"] + BuiltIns.introspectionTypeNames {
            #expect(schema.type(named: name) != nil, "\(name)")
        }
        // As GraphQL.js does, unused Int, Float and ID are left out.
        for name in ["Int", "Float", "ID"] { #expect(schema.type(named: name) == nil, "\(name)") }
        #expect(Set(schema.directives.keys) == ["include", "skip", "deprecated", "specifiedBy", "oneOf"])
        #expect(schema.directive(named: "deprecated")?.argument("reason")?.defaultValue
                == .string(StringValue("No longer supported")))
        #expect(schema.type(named: "__Type")?.field("fields")?.argument("includeDeprecated") != nil)
        #expect(schema.type(named: "__DirectiveLocation")?.enumValue("INPUT_FIELD_DEFINITION") != nil)
        #expect(schema.type(named: "__Type")?.isBuiltIn == true)
    }

    @Test func builtInsForClients() throws {
        let schema = try SchemaTestSupport.build("type Query { a: String }", options: .client)
        for name in BuiltIns.scalarNames { #expect(schema.type(named: name) != nil, "\(name)") }
        #expect(schema.directive(named: "defer")?.locations == [.FRAGMENT_SPREAD, .INLINE_FRAGMENT])
        #expect(schema.directive(named: "stream")?.argument("initialCount")?.type == .named("Int"))
    }

    @Test func usedBuiltInScalarsStay() throws {
        let schema = try SchemaTestSupport.build("type Query { a(n: Int): ID } input I { f: Float }")
        for name in BuiltIns.scalarNames { #expect(schema.type(named: name) != nil, "\(name)") }
    }

    @Test func sdlRedefinesBuiltIns() throws {
        let schema = try SchemaTestSupport.build("""
            "Text." scalar String
            directive @deprecated(why: String) on FIELD_DEFINITION
            type Query { a: String @deprecated(why: "x") }
            """)
        #expect(schema.type(named: "String")?.description == "Text.")
        #expect(schema.type(named: "String")?.isBuiltIn == true)
        #expect(schema.directive(named: "deprecated")?.argument("why") != nil)
        #expect(schema.directive(named: "deprecated")?.isBuiltIn == false)
    }

    @Test func oneOfInput() throws {
        let schema = try SchemaTestSupport.build("""
            type Query { find(by: By!): Int }
            input By @oneOf { id: ID name: String }
            input Plain { id: ID }
            """)
        #expect(schema.type(named: "By")?.isOneOf == true)
        #expect(schema.type(named: "Plain")?.isOneOf == false)
        #expect(schema.warnings.isEmpty)
        let bad = try SchemaTestSupport.build("type Query { a: Int } input By @oneOf { id: ID! name: String = \"x\" }")
        #expect(bad.warnings.map(\.message) == ["OneOf input field By.id must be nullable.",
                                                "OneOf input field By.name cannot have a default value."])
    }

    @Test func specifiedBy() throws {
        let schema = try SchemaTestSupport.build("""
            type Query { a: URL b: Plain }
            scalar URL @specifiedBy(url: "https://url.spec.whatwg.org/")
            scalar Plain
            """)
        #expect(schema.type(named: "URL")?.specifiedByURL == "https://url.spec.whatwg.org/")
        #expect(schema.type(named: "Plain")?.specifiedByURL == nil)
    }

    @Test func deprecation() throws {
        let schema = try SchemaTestSupport.build("""
            type Query {
              old: Int @deprecated
              older(a: Int @deprecated(reason: "Use b."), b: Int): Int @deprecated(reason: "Gone.")
              fresh: Int
            }
            enum E { A @deprecated B }
            input I { x: Int @deprecated(reason: "No.") y: Int }
            """)
        let query = try #require(schema.type(named: "Query"))
        #expect(query.field("old")?.deprecationReason == "No longer supported")
        #expect(query.field("older")?.deprecationReason == "Gone.")
        #expect(query.field("older")?.argument("a")?.deprecationReason == "Use b.")
        #expect(query.field("older")?.argument("b")?.isRequired == false)
        #expect(query.field("fresh")?.isDeprecated == false)
        #expect(schema.type(named: "E")?.enumValue("A")?.deprecationReason == "No longer supported")
        #expect(schema.type(named: "E")?.enumValue("B")?.deprecationReason == nil)
        #expect(schema.type(named: "I")?.inputField("x")?.deprecationReason == "No.")
    }

    @Test func descriptionsAndOrder() throws {
        let schema = try SchemaTestSupport.build("""
            "The schema." schema { query: Q }
            "A root." type Q { "A field." a(  "An arg." x: Int = 3): Int }
            """)
        #expect(schema.description == "The schema.")
        let q = try #require(schema.type(named: "Q"))
        #expect(q.description == "A root.")
        #expect(q.field("a")?.description == "A field.")
        #expect(q.field("a")?.argument("x")?.description == "An arg.")
        #expect(q.field("a")?.argument("x")?.defaultValue.map { if case .int("3", _) = $0 { true } else { false } } == true)
        #expect(schema.typeNames.first == "Q")
    }

    /// Block-string descriptions are made from the SDL when read: each element's reads as its
    /// dedented text, with `\"""` resolved, and a description set afterwards replaces it.
    @Test func blockStringDescriptionsReadAsTheirValues() throws {
        let q = "\"\"\""
        let schema = try SchemaTestSupport.build("""
            \(q)
              The schema.
            \(q) schema { query: Q }
            \(q)A root with \\\(q) quotes.\(q) type Q {
              \(q)
                A field.
                  Indented.
              \(q)
              a(\(q)An arg.\(q) x: Int): E
            }
            \(q)An enum.\(q) enum E { \(q)A value.\(q) V }
            \(q)A directive.\(q) directive @d on FIELD
            """)
        #expect(schema.description == "The schema.")
        let type = try #require(schema.type(named: "Q"))
        #expect(type.description == "A root with \(q) quotes.")
        #expect(type.field("a")?.description == "A field.\n  Indented.")
        #expect(type.field("a")?.argument("x")?.description == "An arg.")
        #expect(schema.type(named: "E")?.description == "An enum.")
        #expect(schema.type(named: "E")?.enumValues.first?.description == "A value.")
        #expect(schema.directives["d"]?.description == "A directive.")
        var field = try #require(type.field("a"))
        field.description = "Replaced."
        #expect(field.description == "Replaced.")
    }
}
