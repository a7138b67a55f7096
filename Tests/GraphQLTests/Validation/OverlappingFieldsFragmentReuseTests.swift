import Testing
@testable import GraphQL

/// A fragment's fields are collected once per run and shared by every operation and fragment
/// that spreads it, and by the check of the fragment's own selection set.
@Suite struct OverlappingFieldsFragmentReuseTests {
    static let schema = try! buildSchema(sdl: "type Query { dog: Dog } type Dog { name: String nickname: String }")

    @Test func everySpreadOfAFragmentSharesOneCollection() throws {
        let document = try parse("""
            query A { dog { ...D name } }
            query B { dog { ...D x: nickname } }
            fragment D on Dog { name x: name }
            """)
        let tree = try SelectionTree(document, maxDepth: OverlappingFieldsLimits.maxRecursionDepth)
        let search = ConflictSearch(schema: Self.schema, tree: tree, budget: OverlappingFieldsLimits.defaultComplexityBudget)
        let fragment = try #require(tree.fragments["D"])
        let first = search.collection(fragment)
        #expect(search.collection(fragment) === first)
        #expect(fragment.collected === first)
        #expect(search.collection(fragment.set, parentType: Self.schema.types["Dog"]) === first)
        #expect(first.groups.map(\.responseName) == ["name", "x"])
    }

    /// Sharing changes nothing that is found: B's `x: nickname` meets D's `x: name` once.
    @Test func theSharedCollectionFindsEachConflictWhereItIs() throws {
        let document = try parse("""
            query A { dog { ...D name } }
            query B { dog { ...D x: nickname } }
            fragment D on Dog { name x: name }
            """)
        let errors = findOverlappingFieldConflicts(schema: Self.schema, document: document)
        #expect(errors.map(\.message) == [
            "Fields 'x' conflict because 'nickname' and 'name' are different fields. "
                + "Use different aliases on the fields to fetch both if this was intentional.",
        ])
        #expect(errors.first?.locations.count == 2)
    }
}
