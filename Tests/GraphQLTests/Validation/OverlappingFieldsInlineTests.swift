import Testing
@testable import GraphQL

/// The search runs on the caller's stack up to ``OverlappingFieldsLimits/inlineRecursionDepth``
/// and starts over on the large stack past it: either way the result is the same.
@Suite struct OverlappingFieldsInlineTests {
    static let schema = try! buildSchema(sdl: "type Query { name: String other: String child: Query }")

    /// A conflict at the bottom of two `child` chains `depth` levels deep.
    static func search(depth: Int) throws -> (errors: [GraphQLError], spent: Int) {
        let chain = { (leaf: String) in
            String(repeating: "child { ", count: depth) + leaf + String(repeating: " }", count: depth)
        }
        let document = try parse("{ \(chain("x: name")) \(chain("x: other")) }")
        return overlappingFieldConflictSearch(schema: schema, document: document,
                                              complexityBudget: OverlappingFieldsLimits.defaultComplexityBudget)
    }

    @Test(arguments: [OverlappingFieldsLimits.inlineRecursionDepth - 2,
                      OverlappingFieldsLimits.inlineRecursionDepth - 1,
                      OverlappingFieldsLimits.inlineRecursionDepth,
                      OverlappingFieldsLimits.inlineRecursionDepth + 1,
                      OverlappingFieldsLimits.inlineRecursionDepth * 3])
    func conflictsAreFoundOnEitherSideOfTheInlineBound(depth: Int) throws {
        let result = try Self.search(depth: depth)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.message.hasPrefix("Fields 'child' conflict because subfields") == true)
        #expect(result.errors.first?.message.contains(OverlappingFieldsLimits.abortedMessage) == false)
        // The cost model grows by the same amount per level on both sides of the bound.
        let next = try Self.search(depth: depth + 1)
        #expect(next.spent - result.spent == (try Self.search(depth: 3)).spent - (try Self.search(depth: 2)).spent)
    }

    /// Collections scan their response names while small and index them once large: a
    /// conflict is found among any number of other names, before and after the switch.
    @Test(arguments: [0, 5, 11, 12, 13, 30])
    func conflictsAreFoundAmongManyResponseNames(others: Int) throws {
        let names = (0..<others).map { "a\($0): name" }.joined(separator: " ")
        let document = try parse("{ x: name \(names) y: name x: other }")
        let errors = findOverlappingFieldConflicts(schema: Self.schema, document: document)
        #expect(errors.map(\.message) == ["Fields 'x' conflict because 'name' and 'other' are different fields. "
                                            + "Use different aliases on the fields to fetch both if this was intentional."])
        // The same pair is found between two collections, with the names on both sides.
        let between = try parse("{ child { x: name \(names) } child { \(names) x: other } }")
        #expect(findOverlappingFieldConflicts(schema: Self.schema, document: between).count == 1)
    }
}
