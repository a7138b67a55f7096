import Testing
@testable import GraphQL

/// What stops a build (thrown) and what only warns.
@Suite struct SchemaBuildErrorTests {
    @Test(arguments: [
        ("type Query { a: Int } type Query { b: Int }", "There can be only one type named 'Query'."),
        ("type Query { a: Strin }", "Unknown type 'Strin'. Did you mean 'String'?"),
        ("type Query { a(x: Nope): Int }", "Unknown type 'Nope'."),
        ("type Query implements Missing { a: Int }", "Unknown type 'Missing'."),
        ("type Query { a: Int } union U = Missing", "Unknown type 'Missing'."),
        ("type Query { a: Int } extend type Qeury { b: Int }",
         "Cannot extend type 'Qeury' because it is not defined. Did you mean 'Query'?"),
        ("type Query { a: Int } extend interface Query { b: Int }", "Cannot extend non-interface type 'Query'."),
        ("type Query { a: I } input I { x: Int }", "The type of Query.a must be Output Type but got: I."),
        ("type Query { a(x: Query): Int }", "The type of Query.a(x:) must be Input Type but got: Query."),
        ("type Query { a: Int } input I { q: [Query!] }", "The type of I.q must be Input Type but got: [Query!]."),
        ("type Query implements Query { a: Int }", "Type Query must only implement Interface types, it cannot implement Query."),
        ("type Query { a: Int } interface I { a: Int } union U = I",
         "Union type U can only include Object types, it cannot include I."),
        ("schema { query: I } interface I { a: Int }", "Query root type must be Object type, it cannot be I."),
        ("schema { query: Query } schema { query: Query } type Query { a: Int }", "Must provide only one schema definition."),
        ("schema { query: Query query: Query } type Query { a: Int }", "There can be only one query type in schema."),
        ("type Query { a: Int } directive @d on FIELD directive @d on FIELD", "There can be only one directive named '@d'."),
        ("type Query { a: Int } directive @d(x: Query) on FIELD", "The type of @d(x:) must be Input Type but got: Query."),
    ])
    func throwsWhenUnusable(sdl: String, message: String) {
        #expect(SchemaTestSupport.buildErrors(sdl) == [message])
    }

    @Test func reportsEveryFatalProblemWithLocations() throws {
        let source = Source("type Query { a: X b: Y }")
        do {
            _ = try buildSchema([parse(source)])
            Issue.record("built")
        } catch let thrown as GraphQLErrors {
            #expect(thrown.errors.map(\.message) == ["Unknown type 'X'.", "Unknown type 'Y'."])
            #expect(thrown.errors.map { source.textPosition(of: $0.locations[0].start).column } == [17, 22])
        }
    }

    @Test(arguments: [
        ("type Foo { a: Int }", "Query root type must be provided."),
        ("type Query", "Type Query must define one or more fields."),
        ("type Query { a: Int } union U", "Union type U must define one or more member types."),
        ("type Query { a: Int } enum E", "Enum type E must define one or more values."),
        ("type Query { a: Int } input I", "Input Object type I must define one or more fields."),
        ("type Query { a: Int a: String }", "Field 'Query.a' can only be defined once."),
        ("type Query { a(x: Int, x: Int): Int }", "Argument 'Query.a(x:)' can only be defined once."),
        ("type Query { a: E } enum E { A A }", "Enum value 'E.A' can only be defined once."),
        ("type Query { a: Int } interface I { a: Int } type T implements I & I { a: Int }", "Type T can only implement I once."),
        ("type Query { a: T } type T { b: Int } union U = T | T", "Union type U can only include type T once."),
        ("type Query { __a: Int }", "Name \"__a\" must not begin with \"__\", which is reserved by GraphQL introspection."),
        ("type Query { a(x: Int! @deprecated): Int }", "Required argument Query.a(x:) cannot be deprecated."),
        ("type Query { a: Int } input I { x: Int! @deprecated }", "Required input field I.x cannot be deprecated."),
        ("type Query { a: Int } directive @d(x: Int! @deprecated) on FIELD", "Required argument @d(x:) cannot be deprecated."),
        ("type Query { a: Int } type Mutation { a: Int } schema { query: Query mutation: Query }",
         "All root types must be different, \"Query\" type is used as query and mutation root types."),
        ("type Query { a: Int } interface I { f: Int } type T implements I { g: Int }",
         "Interface field I.f expected but T does not provide it."),
        ("type Query { a: Int } interface I { f: Int } type T implements I { f: String }",
         "Interface field I.f expects type Int but T.f is type String."),
        ("type Query { a: Int } interface I { f(x: Int): Int } type T implements I { f: Int }",
         "Interface field argument I.f(x:) expected but T.f does not provide it."),
        ("type Query { a: Int } interface I { f(x: Int): Int } type T implements I { f(x: Int!): Int }",
         "Interface field argument I.f(x:) expects type Int but T.f(x:) is type Int!."),
        ("type Query { a: Int } interface I { f: Int } type T implements I { f(y: Int!): Int }",
         "Argument T.f(y:) must not be required type Int! if not provided by the Interface field I.f."),
        ("type Query { a: Int } interface I { f: Int } type T implements I { f: Int @deprecated }",
         "Interface field I.f is not deprecated, so implementation field T.f must not be deprecated."),
        ("type Query { a: Int } interface I implements I { f: Int }",
         "Type I cannot implement itself because it would create a circular reference."),
        ("type Query { a: Int } input I { j: J! } input J { i: I! }",
         "Cannot reference Input Object \"I\" within itself through a series of non-null fields: \"j.i\"."),
    ])
    func warnsAndLoads(sdl: String, message: String) throws {
        let schema = try SchemaTestSupport.build(sdl)
        #expect(schema.warnings.map(\.message) == [message])
    }

    @Test func enumValuesTheParserRejects() throws {
        // The parser refuses `true` as an enum value; a document built in code can hold it.
        let query = TypeDefinition(kind: .object, name: Name("Query"),
                                   fields: [FieldDefinition(name: Name("a"), type: .named(NamedType(name: Name("E"))))])
        let bad = TypeDefinition(kind: .enum, name: Name("E"), enumValues: [EnumValueDefinition(name: Name("true"))])
        let schema = try buildSchema([Document(definitions: [.type(query), .type(bad)])])
        #expect(schema.warnings.map(\.message) == ["Enum type E cannot include value: true."])
    }

    @Test func validImplementationsDoNotWarn() throws {
        let schema = try SchemaTestSupport.build("""
            type Query { a: Int }
            interface I { f(x: Int): I g: [I] }
            type T implements I { f(x: Int, y: Int): T! g: [T!]! }
            input A { b: B } input B { a: A! }
            input L { l: [L!]! }
            """)
        #expect(schema.warnings.isEmpty, "\(schema.warnings)")
    }

    @Test func interfaceCyclesDoNotHang() throws {
        let schema = try SchemaTestSupport.build("""
            type Query { a: A }
            interface A implements B { f: Int }
            interface B implements A { f: Int }
            type T implements A & B { f: Int }
            """)
        #expect(schema.possibleTypes(of: try #require(schema.type(named: "A"))).map(\.name) == ["T"])
        #expect(schema.warnings.count == 2)
    }

    @Test func deepTypesAndValuesAtTheParserLimit() throws {
        let depth = 900
        let listType = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let object = String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        let sdl = "type Query { f(x: \(listType) = \(object)): \(listType) }"
        let schema = try SchemaTestSupport.build(sdl)
        #expect(schema.type(named: "Query")?.field("f")?.type.namedType == "Int")
        #expect(validateSDL(try parse(Source(sdl))).isEmpty)
    }

    @Test func longInputChainsDoNotOverflow() throws {
        let count = 20_000
        var sdl = "type Query { a(x: I0): Int }\n"
        for index in 0..<count { sdl += "input I\(index) { next: I\((index + 1) % count)! }\n" }
        let schema = try SchemaTestSupport.build(sdl)
        #expect(schema.warnings.count == 1)
        #expect(schema.warnings.first?.message.hasPrefix("Cannot reference Input Object \"I0\"") == true)
    }
}
