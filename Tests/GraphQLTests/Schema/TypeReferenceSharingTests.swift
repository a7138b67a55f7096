import Testing
@testable import GraphQL

/// The builder shares one `T` and one `T!` reference per named type; every shape of written
/// type still converts to its own reference.
@Suite("Type references")
struct TypeReferenceSharingTests {
    @Test func everyWrittenShapeConvertsToItsReference() throws {
        let schema = try buildSchema(sdl: """
            type Query {
              a(x: [I!], y: I!, z: I): [T!]!
              b: T!
              c: [[T!]!]
              d: T
              e(w: [String!]!): String!
            }
            type T { n: Int! }
            input I { n: Int! m: [Int!] }
            """)
        let query = try #require(schema.type(named: "Query"))
        let a = try #require(query.field("a"))
        #expect(a.type == .nonNull(.list(.nonNull(.named("T")))))
        #expect(a.arguments.map(\.type) == [.list(.nonNull(.named("I"))), .nonNull(.named("I")), .named("I")])
        #expect(query.field("b")?.type == .nonNull(.named("T")))
        #expect(query.field("c")?.type == .list(.nonNull(.list(.nonNull(.named("T"))))))
        #expect(query.field("d")?.type == .named("T"))
        #expect(query.field("e")?.type == .nonNull(.named("String")))
        #expect(query.field("e")?.arguments.first?.type == .nonNull(.list(.nonNull(.named("String")))))
        let input = try #require(schema.type(named: "I"))
        #expect(input.inputField("n")?.type == .nonNull(.named("Int")))
        #expect(input.inputField("m")?.type == .list(.nonNull(.named("Int"))))
        #expect(schema.type(named: "T")?.field("n")?.type == .nonNull(.named("Int")))
    }
}
