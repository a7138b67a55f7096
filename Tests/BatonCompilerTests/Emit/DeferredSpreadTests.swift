import Foundation
import Testing
@testable import BatonCompiler

/// A deferred spread's accessor is nil until the part arrived: the fragment's lens says
/// `isPresent` by testing a field the part fills, found through nested spreads and inline
/// fragments on the fragment's own type.
@Suite("deferred spread accessors")
struct DeferredSpreadTests {
    static let schema = """
    directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    type Query { character(id: ID!): Character }
    type Character { id: ID name: String species: String gender: String }
    """

    func emit(_ document: String) throws -> String {
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "schema.graphql"),
                                        documents: [(path: "Q.graphql", texts: [document])])
        return try #require(SwiftEmitter.emit(input).files["Q.graphql"])
    }

    @Test func theFirstFieldOfTheFragmentSaysThePartArrived() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ...Row_character @defer } }
        fragment Row_character on Character { name species }
        """)
        #expect(text.contains("public var isPresent: Bool { anchor.holds(Slots.Character.name) }"))
    }

    @Test func aFragmentStartingWithASpreadTestsTheFirstFieldInside() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ...Outer_character @defer } }
        fragment Outer_character on Character { ...Inner_character }
        fragment Inner_character on Character { species name }
        """)
        #expect(text.contains("public var isPresent: Bool { anchor.holds(Slots.Character.species) }"))
        // Only the deferred fragment says it: Inner_character is never deferred.
        #expect(text.components(separatedBy: "public var isPresent").count == 2)
    }

    @Test func conditionalAndTypenameSelectionsAreSkipped() throws {
        let text = try emit("""
        query Q($with: Boolean!) { character(id: "1") { id ...Row_character @defer } }
        fragment Row_character on Character { __typename name @include(if: $with) ... on Character { gender } }
        """)
        #expect(text.contains("public var isPresent: Bool { anchor.holds(Slots.Character.gender) }"))
    }

    @Test func theSpreadAnswersNilUntilTheLensIsPresentAfterItsGuard() throws {
        let text = try emit("""
        query Q($with: Boolean!) { character(id: "1") { id ...Row_character @defer @include(if: $with) } }
        fragment Row_character on Character { name }
        """)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "@MainActor public var row: Row_character? {"))
        #expect(Array(lines[start + 1 ... start + 5]) == [
            #"guard anchor.owner.variables["with"] == .bool(true) else { return nil }"#,
            "let lens = Row_character(anchor: anchor.spread())",
            "guard lens.isPresent else { return nil }",
            "return lens",
            "}",
        ])
    }

    @Test func aFragmentNoDocumentDefersHasNoIsPresentAndAFieldOfThatNameIsRenamed() throws {
        let schema = Self.schema.replacingOccurrences(of: "gender: String }", with: "gender: String isPresent: Boolean }")
        let input = try EmitInput.build(schema: schema, config: BatonConfig(schema: "schema.graphql"),
                                        documents: [(path: "Q.graphql", texts: ["""
                                        query Q { character(id: "1") { id ...Row_character ...Flag_character @defer } }
                                        fragment Row_character on Character { name }
                                        fragment Flag_character on Character { isPresent }
                                        """])])
        let text = try #require(SwiftEmitter.emit(input).files["Q.graphql"])
        #expect(text.contains("@MainActor public var row: Row_character { Row_character(anchor: anchor.spread()) }"))
        #expect(text.contains("@MainActor public var isPresent_: Bool? { anchor.scalar(Slots.Character.isPresent) }"))
        #expect(text.contains("@MainActor public var isPresent: Bool { anchor.holds(Slots.Character.isPresent) }"))
        #expect(text.components(separatedBy: "public var isPresent:").count == 2)
    }

    @Test func anAliasedDeferredInlineFragmentWaitsForItsPartToo() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ... @alias(as: "extra") @defer { __typename species name } } }
        """)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "@MainActor public var extra: Extra? {"))
        #expect(Array(lines[start + 1 ... start + 3]) == [
            "let lens = Extra(anchor: anchor)", "return lens.isPresent ? lens : nil", "}",
        ])
        #expect(text.contains("public var isPresent: Bool { anchor.holds(Slots.Character.species) }"))
    }

    /// With `@catch` too, the `Result`'s lens is nil until the part arrived, as a caught
    /// deferred spread reads; the errors are read only from a lens whose part is there.
    @Test func anAliasedDeferredCaughtInlineFragmentWaitsForItsPartBeforeItsErrors() throws {
        let text = try emit("""
        query Q { character(id: "1") { id ... @alias(as: "extra") @defer @catch { species name } } }
        """)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "@MainActor public var extra: Result<Extra?, FieldErrors> {"))
        #expect(Array(lines[start + 1 ... start + 5]) == [
            "let lens = Extra(anchor: anchor)", "guard lens.isPresent else { return .success(nil) }",
            "let errors = lens.uncaughtErrors", "return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))", "}",
        ])
        #expect(text.contains("public var isPresent: Bool { anchor.holds(Slots.Character.species) }"))
    }
}
