import Foundation
import Testing
@testable import BatonCompiler

/// An aliased inline fragment under `@catch(to: NULL)` reads its lens, nil when the fragment's
/// own selection carries an error, as a caught-to-null spread reads; plain `@catch` keeps the
/// `Result`. Under `@defer` it is nil until the part arrived, with a type condition nil for a
/// record of another type, under `@include` nil when the guard fails.
@Suite("caught inline fragment accessors")
struct CaughtInlineFragmentTests {
    static let schema = """
    directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    interface Node { id: ID! }
    type Query { character(id: ID!): Character node(id: ID!): Node }
    type Character implements Node { id: ID! name: String species: String }
    """

    func emit(_ document: String) throws -> [String] {
        let input = try EmitInput.build(schema: Self.schema, config: BatonConfig(schema: "schema.graphql"),
                                        documents: [(path: "Q.graphql", texts: [document])])
        let text = try #require(SwiftEmitter.emit(input).files["Q.graphql"])
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The accessor's lines from its declaration to its closing brace.
    func accessor(_ lines: [String], _ head: String) throws -> [String] {
        let start = try #require(lines.firstIndex(of: head))
        let end = try #require(lines[start...].firstIndex(of: "}"))
        return Array(lines[start ... end])
    }

    @Test func toNullReadsTheLensOrNilNotAResult() throws {
        let lines = try emit("""
        query Q { character(id: "1") { id ... @alias(as: "extra") @catch(to: NULL) { species name } } }
        """)
        #expect(try accessor(lines, "@MainActor public var extra: Extra? {") == [
            "@MainActor public var extra: Extra? {",
            "let lens = Extra(anchor: anchor)",
            "return lens.uncaughtErrors.isEmpty ? lens : nil",
            "}",
        ])
        #expect(lines.contains("@MainActor public var uncaughtErrors: [FieldError] {"))
    }

    @Test func plainCatchStillReadsAResult() throws {
        let lines = try emit("""
        query Q { character(id: "1") { id ... @alias(as: "extra") @catch { species } } }
        """)
        #expect(try accessor(lines, "@MainActor public var extra: Result<Extra, FieldErrors> {") == [
            "@MainActor public var extra: Result<Extra, FieldErrors> {",
            "let lens = Extra(anchor: anchor)",
            "let errors = lens.uncaughtErrors",
            "return errors.isEmpty ? .success(lens) : .failure(FieldErrors(errors))",
            "}",
        ])
    }

    /// As a caught-to-null deferred spread: nil before the part, whose errors are not read.
    @Test func underDeferToNullIsNilUntilThePartArrived() throws {
        let lines = try emit("""
        query Q { character(id: "1") { id ... @alias(as: "extra") @defer @catch(to: NULL) { species name } } }
        """)
        #expect(try accessor(lines, "@MainActor public var extra: Extra? {") == [
            "@MainActor public var extra: Extra? {",
            "let lens = Extra(anchor: anchor)",
            "guard lens.isPresent else { return nil }",
            "return lens.uncaughtErrors.isEmpty ? lens : nil",
            "}",
        ])
        #expect(lines.contains("@MainActor public var isPresent: Bool { anchor.holds(Slots.Character.species) }"))
    }

    @Test func aTypeConditionAndAGuardReadNilToo() throws {
        let lines = try emit("""
        query Q($with: Boolean!) {
          node(id: "1") { id ... on Character @alias(as: "person") @include(if: $with) @catch(to: NULL) { name } }
        }
        """)
        let read = try accessor(lines, "@MainActor public var person: Person? {")
        #expect(read.count == 5)
        #expect(read[1] == #"guard anchor.owner.variables["with"] == .bool(true) else { return nil }"#)
        #expect(read[2].hasPrefix("guard let lens: Person = anchor.lens(ifType: "))
        #expect(read[2].hasSuffix(" else { return nil }"))
        #expect(read[3] == "return lens.uncaughtErrors.isEmpty ? lens : nil")
    }
}
