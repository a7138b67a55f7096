import GraphQL
import Testing
@testable import BatonCompiler

/// What a compilation adds to the target's schema, and what it takes out of it.
@Suite struct RelayDirectiveSetTests {
    private func names(_ document: Document) -> [String] {
        document.definitions.compactMap { definition in
            switch definition {
            case .directive(let d): "@" + d.name.value
            case .type(let t): t.name.value
            default: nil
            }
        }
    }

    @Test func additionsSkipWhatTheSchemaDeclares() throws {
        let schema = try parse(Source("""
        type Query { a: Int }
        enum CatchFieldTo { RESULT NULL }
        directive @arguments on FRAGMENT_SPREAD
        """))
        let everything = names(RelayDirectiveSet.additions(to: [], baseOffset: 1 << 40))
        let added = names(RelayDirectiveSet.additions(to: [schema], baseOffset: 1 << 40))
        #expect(everything.contains("CatchFieldTo") && everything.contains("@arguments"))
        #expect(added == everything.filter { $0 != "CatchFieldTo" && $0 != "@arguments" })
        // A name declared by an extension document counts too; one that only looks alike does not.
        let extensionDocument = try parse(Source("enum RequiredFieldAction { NONE LOG THROW } type arguments { a: Int }"))
        let withExtension = names(RelayDirectiveSet.additions(to: [schema, extensionDocument], baseOffset: 1 << 40))
        #expect(withExtension == added.filter { $0 != "RequiredFieldAction" })
    }

    @Test func withoutReplacedDropsOnlyTheSchemasDefer() throws {
        let plain = try parse(Source("type Query { a: Int } directive @d on FIELD"))
        let declaring = try parse(Source("type Query { a: Int } directive @defer(label: String!) on FRAGMENT_SPREAD"))
        let result = RelayDirectiveSet.withoutReplaced([plain, declaring])
        #expect(result[0] == plain)
        #expect(names(result[1]) == ["Query"])
        #expect(result[1].loc == declaring.loc)
    }
}
