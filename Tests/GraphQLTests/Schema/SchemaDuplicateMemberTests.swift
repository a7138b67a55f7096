import Testing
@testable import GraphQL

/// A member declared twice keeps its first declaration, warns at both places, and the second
/// one is dropped with nothing else reported (the builder claims a name with one hash).
@Suite struct SchemaDuplicateMemberTests {
    @Test func aRepeatedInputFieldKeepsTheFirstAndIsNotResolved() throws {
        // The repeat names an unknown type: it is never resolved, so the build does not fail.
        let source = Source("type Query { a(i: I): Int } input I { x: Int y: Int x: Nope }")
        let schema = try buildSchema([parse(source)])
        let input = try #require(schema.type(named: "I"))
        #expect(input.inputFields.map(\.name) == ["x", "y"])
        #expect(input.inputField("x")?.type == .named("Int"))
        #expect(input.inputField("y")?.type == .named("Int"))
        #expect(schema.warnings.map(\.message) == ["Field 'I.x' can only be defined once."])
        #expect(schema.warnings.first?.locations.map { source.textPosition(of: $0.start).column } == [39, 53])
    }

    @Test func aRepeatedEnumValueKeepsTheFirstDeclaration() throws {
        let source = Source("type Query { a: E } enum E { A B \"second\" A @deprecated }")
        let schema = try buildSchema([parse(source)])
        let type = try #require(schema.type(named: "E"))
        #expect(type.enumValues.map(\.name) == ["A", "B"])
        #expect(type.enumValue("A")?.description == nil)
        #expect(type.enumValue("A")?.deprecationReason == nil)
        #expect(type.enumValue("B") != nil)
        #expect(schema.warnings.map(\.message) == ["Enum value 'E.A' can only be defined once."])
        #expect(schema.warnings.first?.locations.map { source.textPosition(of: $0.start).column } == [30, 43])
    }

    @Test func aRepeatedFieldKeepsTheFirstAndItsNamedType() throws {
        let source = Source("type Query { a: Int b: T a: T } type T { x: Int }")
        let schema = try buildSchema([parse(source)])
        let query = try #require(schema.type(named: "Query"))
        #expect(query.fields.map(\.name) == ["a", "b"])
        #expect(query.field("a")?.type == .named("Int"))
        #expect(schema.selectedField("a", on: query)?.namedType?.name == "Int")
        #expect(schema.selectedField("b", on: query)?.namedType?.name == "T")
        #expect(schema.warnings.map(\.message) == ["Field 'Query.a' can only be defined once."])
        #expect(schema.warnings.first?.locations.map { source.textPosition(of: $0.start).column } == [14, 26])
    }
}
