import Testing
@testable import BatonCompiler

/// Accessors named like members a generated lens declares are renamed (SPEC §4.1 item 14).
@Suite("lens accessor naming")
struct LensNamingTests {
    @Test func everyGeneratedMemberNameIsRenamedWithAnUnderscore() {
        let names = ["anchor", "satisfied", "missingRequiredField", "fieldErrors", "isPresent", "uncaughtErrors",
                     "connectionID", "name"]
        let naming = LensNaming(names, isConnection: false)
        #expect(names.map(naming.name) == ["anchor_", "satisfied_", "missingRequiredField_", "fieldErrors_", "isPresent_",
                                           "uncaughtErrors_", "connectionID_", "name"])
    }

    @Test func anAuthoredNameIsNeverTheOneRenamed() {
        let naming = LensNaming(["anchor", "anchor_", "anchor__x"], isConnection: false)
        #expect(naming.name("anchor_") == "anchor_")
        #expect(naming.name("anchor") == "anchor__")
    }

    @Test func paginationMembersAreReservedInAConnectionLensOnly() {
        #expect(LensNaming(["nodes", "hasNext"], isConnection: false).name("nodes") == "nodes")
        let connection = LensNaming(["nodes", "hasNext", "edges"], isConnection: true)
        #expect(connection.name("nodes") == "nodes_")
        #expect(connection.name("hasNext") == "hasNext_")
        #expect(connection.name("edges") == "edges")
    }

    @Test func theEmittedLensCarriesTheRenamedAccessors() throws {
        let input = try EmitInput.build(schema: """
        type Query { node: Thing }
        type Thing { id: ID! anchor: String isPresent: Boolean fieldErrors: Int }
        """, config: BatonConfig(schema: "schema.graphql"),
            documents: [(path: "Q.graphql", texts: ["query Q { node { anchor isPresent fieldErrors } }"])])
        let text = try #require(SwiftEmitter.emit(input).files["Q.graphql"])
        #expect(text.contains("public var anchor_: String?"))
        #expect(text.contains("public var isPresent_: Bool?"))
        #expect(text.contains("public var fieldErrors_: Int?"))
    }
}
