import Testing
@testable import GraphQL

/// The schema keeps its types once, by position; `types`, `typeNames`, `orderedTypes`,
/// `type(named:)` and `typePosition(of:)` are views of that one record and must agree.
@Suite("Schema type views")
struct SchemaTypeViewsTests {
    /// Each view's types, checked against `orderedTypes`.
    private func expectViewsAgree(_ schema: Schema, sourceLocation: SourceLocation = #_sourceLocation) {
        let ordered = schema.orderedTypes
        #expect(schema.typeNames == ordered.map(\.name), sourceLocation: sourceLocation)
        #expect(schema.types.count == ordered.count, sourceLocation: sourceLocation)
        for type in ordered {
            #expect(schema.types[type.name] === type, "\(type.name)", sourceLocation: sourceLocation)
            #expect(schema.type(named: type.name) === type, "\(type.name)", sourceLocation: sourceLocation)
            #expect(schema.typePosition(of: type.name).flatMap { schema.type(at: $0) } === type, "\(type.name)",
                    sourceLocation: sourceLocation)
        }
    }

    /// A built-in scalar nothing uses is dropped from every view; one used stays in every view.
    @Test func aDroppedTypeIsInNoView() throws {
        let schema = try buildSchema(sdl: """
            type Query { a: T b: Int }
            type T { n: String }
            enum E { A }
            """)
        expectViewsAgree(schema)
        #expect(Array(schema.typeNames.prefix(3)) == ["Query", "T", "E"])
        for dropped in ["Float", "ID"] {
            #expect(!schema.typeNames.contains(dropped) && !schema.orderedTypes.contains { $0.name == dropped })
            #expect(schema.types[dropped] == nil && schema.type(named: dropped) == nil)
            #expect(schema.typePosition(of: dropped) == nil)
        }
        #expect(schema.typeNames.contains("Int") && schema.types["Int"] != nil && schema.type(named: "Int") != nil)
        // The positions stay: the dropped types' positions are empty, not reused.
        #expect(schema.typePositions == schema.orderedTypes.count + 2)
    }

    /// A type a second document adds, and built-in scalars kept on request, are in every view,
    /// in definition order (the documents' types first, then the built-ins).
    @Test func anAddedTypeIsInEveryView() throws {
        let documents = try [parse(Source("type Query { a: Int }")), parse(Source("type Added { b: Query }"))]
        let schema = try buildSchema(documents, options: SchemaBuildOptions(keepsUnusedBuiltInScalars: true))
        expectViewsAgree(schema)
        #expect(Array(schema.typeNames.prefix(2)) == ["Query", "Added"])
        #expect(schema.type(named: "Added")?.field("b")?.type == .named("Query"))
        for kept in ["Float", "ID", "String", "Boolean"] {
            #expect(schema.typeNames.contains(kept) && schema.types[kept] === schema.type(named: kept))
        }
        #expect(schema.typePositions == schema.orderedTypes.count)
    }
}
