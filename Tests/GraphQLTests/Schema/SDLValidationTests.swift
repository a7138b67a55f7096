import Testing
@testable import GraphQL

/// SDL rules the graphql-core cases do not reach, and how validateSDL is called.
@Suite struct SDLValidationTests {
    static func messages(_ sdl: String, schema: Schema? = nil,
                         rules: [any SDLValidationRule] = specifiedSDLRules) throws -> [String] {
        validateSDL(try parse(Source(sdl)), schema: schema, rules: rules).map(\.message)
    }

    @Test func uniqueArgumentNamesOnDirectives() throws {
        let sdl = """
            directive @d(a: Int, b: Int) on FIELD_DEFINITION
            type Query { f: Int @d(a: 1, b: 2, a: 3) }
            """
        let errors = validateSDL(try parse(Source(sdl)), rules: [SDLUniqueArgumentNamesRule()])
        #expect(errors.map(\.message) == ["There can be only one argument named 'a'."])
        #expect(errors.first?.locations.count == 2)
    }

    @Test func uniqueInputFieldNamesInDefaultsAndArguments() throws {
        let sdl = """
            input I { a: Int b: J }
            input J { c: Int }
            directive @d(i: I) on FIELD_DEFINITION
            type Query {
              f(x: I = { a: 1, a: 2 }): Int @d(i: { b: { c: 1, c: 2 } })
            }
            """
        #expect(try Self.messages(sdl, rules: [SDLUniqueInputFieldNamesRule()])
                == ["There can be only one input field named 'a'.", "There can be only one input field named 'c'."])
    }

    @Test func directivesOnDirectiveDefinitions() throws {
        let sdl = """
            directive @tag on DIRECTIVE_DEFINITION
            directive @d @tag on FIELD
            extend directive @d @tag
            """
        #expect(try Self.messages(sdl) == ["The directive '@tag' can only be used once at this location."])
        #expect(try Self.messages("directive @d @d on FIELD") == ["Directive '@d' may not be used on directive definition."])
    }

    @Test func everySpecifiedRuleHasItsGraphQLJSName() {
        #expect(specifiedSDLRules.map(\.name) == [
            "LoneSchemaDefinitionRule", "UniqueOperationTypesRule", "UniqueTypeNamesRule", "UniqueEnumValueNamesRule",
            "UniqueFieldDefinitionNamesRule", "UniqueArgumentDefinitionNamesRule", "UniqueDirectiveNamesRule",
            "KnownTypeNamesRule", "KnownDirectivesRule", "UniqueDirectivesPerLocationRule", "PossibleTypeExtensionsRule",
            "KnownArgumentNamesOnDirectivesRule", "UniqueArgumentNamesRule", "UniqueInputFieldNamesRule",
            "ProvidedRequiredArgumentsOnDirectivesRule",
        ])
    }

    @Test func loadingDoesNotRunSDLRules() throws {
        // An unknown directive is an SDL-rule error, not a load problem.
        let sdl = "type Query { a: Int @unknown }"
        let schema = try buildSchema(sdl: sdl)
        #expect(schema.warnings.isEmpty)
        #expect(try Self.messages(sdl) == ["Unknown directive '@unknown'."])
    }

    @Test func extensionDocumentAgainstSchema() throws {
        let schema = try buildSchema(sdl: "type Query { a: Int } enum E { A }")
        let errors = try Self.messages("extend enum E { A B } extend type Query { b: Int } type E2 { x: Strin }", schema: schema)
        #expect(errors == [
            "Enum value 'E.A' already exists in the schema. It cannot also be defined in this type extension.",
            "Unknown type 'Strin'. Did you mean 'String'?",
        ])
    }

    @Test func githubSchemaPassesSDLRules() throws {
        let document = try parse(Source(SchemaTestSupport.githubSDL()))
        #expect(validateSDL(document).map(\.message) == [])
    }

    @Test func errorsComeInDocumentOrder() throws {
        let errors = validateSDL(try parse(Source("type Query { a: X @u b: Y }")))
        #expect(errors.map(\.message) == ["Unknown type 'X'.", "Unknown directive '@u'.", "Unknown type 'Y'."])
    }

    @Test func suggestionsRankAsGraphQLJS() {
        #expect(SchemaSuggestions.list("Strin", among: ["String", "Int", "Sting", "strin"]) == ["String", "strin", "Sting"])
        #expect(SchemaSuggestions.didYouMean("a", among: ["b", "c", "d", "e", "f", "g"])
                == " Did you mean 'b', 'c', 'd', 'e', or 'f'?")
        #expect(SchemaSuggestions.naturalOrder("a2", "a10") && !SchemaSuggestions.naturalOrder("a10", "a2"))
        #expect(SchemaSuggestions.list("ab", among: ["ba"]) == ["ba"])  // a swap is one edit
        #expect(SchemaSuggestions.list("abcdef", among: ["uvwxyz"]).isEmpty)
    }

    @Test func executableDefinitionsInAnSDLDocument() throws {
        // GraphQL.js runs the SDL rules over the whole document; standard types are known to
        // type-system definitions only.
        let sdl = """
            type Query { a(x: Int): Query }
            query Q($v: Float) @skip(if: true) { a(x: 1, x: 2) @unknown { ... on Nope { a } } }
            """
        #expect(try Self.messages(sdl) == [
            "Unknown type 'Float'.",
            "Directive '@skip' may not be used on query.",
            "There can be only one argument named 'x'.",
            "Unknown directive '@unknown'.",
            "Unknown type 'Nope'.",
        ])
    }

    @Test func deepSelectionsAreWalkedWithoutRecursion() throws {
        let depth = 900
        let query = String(repeating: "a { ", count: depth) + "a" + String(repeating: " }", count: depth)
        let sdl = "type Query { a: Query } query { \(query) }"
        #expect(try Self.messages(sdl) == [])
    }
}
