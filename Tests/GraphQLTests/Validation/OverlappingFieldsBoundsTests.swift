import Testing
@testable import GraphQL

/// The overlapping-fields search on hostile input: deep nesting, long fragment chains, huge
/// values and messages. Nothing may crash, hang or grow without bound.
@Suite struct OverlappingFieldsBoundsTests {
    static let schema = try! buildSchema(sdl: "type Query { name: String other: String child: Query }")
    static let aborted = OverlappingFieldsLimits.abortedMessage

    static func messages(_ document: Document) -> [String] {
        findOverlappingFieldConflicts(schema: schema, document: document).map(\.message)
    }

    /// `child { child { … leaf … } }`, `depth` levels, as text.
    static func chain(_ depth: Int, leaf: String) -> String {
        String(repeating: "child { ", count: depth) + leaf + String(repeating: " }", count: depth)
    }

    @Test func conflictAtTheBottomOfTheDeepestParsableDocument() throws {
        let depth = maxParserNestingDepth - 3
        let document = try parse("{ \(Self.chain(depth, leaf: "x: name")) \(Self.chain(depth, leaf: "x: other")) }")
        let errors = findOverlappingFieldConflicts(schema: Self.schema, document: document)
        #expect(errors.count == 1)
        #expect(errors.first?.locations.count == 2 * OverlappingFieldsLimits.maxConflictNodes)
        #expect(errors.first?.message.hasSuffix(".... Use different aliases on the fields to fetch both "
                                                + "if this was intentional.") == true)
    }

    @Test func documentsNestedPastTheBoundAbortInsteadOfOverflowing() {
        var set = SelectionSet(selections: [.field(Field(name: Name("name")))])
        for _ in 0..<(OverlappingFieldsLimits.maxRecursionDepth * 5) {
            set = SelectionSet(selections: [.field(Field(name: Name("child"), selectionSet: set))])
        }
        let document = Document(definitions: [.operation(OperationDefinition(operation: .query, selectionSet: set))])
        #expect(Self.messages(document) == [Self.aborted])
    }

    @Test func fragmentChainsWithinTheBoundAreFollowed() throws {
        let length = OverlappingFieldsLimits.maxRecursionDepth - 10
        let fragments = (0..<length).map { "fragment F\($0) on Query { ...F\($0 + 1) }" }.joined(separator: " ")
        let text = "{ x: name ...F0 } \(fragments) fragment F\(length) on Query { x: other }"
        #expect(Self.messages(try parse(text)).first?.hasPrefix("Fields 'x' conflict because 'name' and 'other'") == true)
    }

    @Test func fragmentChainsPastTheBoundAbort() throws {
        let length = OverlappingFieldsLimits.maxRecursionDepth * 3
        let fragments = (0..<length).map { "fragment F\($0) on Query { ...F\($0 + 1) }" }.joined(separator: " ")
        let text = "{ name ...F0 } \(fragments) fragment F\(length) on Query { name }"
        #expect(Self.messages(try parse(text)) == [Self.aborted])
    }

    /// Two chains of fragments, each nesting one field deeper, compared level by level: the
    /// deepest path the search can take, past what the parser's nesting limit allows.
    static func twoChains(_ length: Int) -> String {
        let a = (0..<length).map { "fragment A\($0) on Query { child { ...A\($0 + 1) } }" }.joined(separator: " ")
        let b = (0..<length).map { "fragment B\($0) on Query { child { ...B\($0 + 1) } }" }.joined(separator: " ")
        return "{ ...A0 ...B0 } \(a) \(b) fragment A\(length) on Query { x: name } fragment B\(length) on Query { x: other }"
    }

    @Test func nestingThroughFragmentsIsFollowedUpToTheBound() throws {
        let length = OverlappingFieldsLimits.maxRecursionDepth - 10
        let errors = Self.messages(try parse(Self.twoChains(length)))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Fields 'child' conflict because subfields 'child' conflict") == true)
    }

    @Test func nestingThroughFragmentsPastTheBoundAborts() throws {
        let errors = Self.messages(try parse(Self.twoChains(OverlappingFieldsLimits.maxRecursionDepth + 10)))
        #expect(errors == [Self.aborted])
    }

    @Test func eachSideKeepsAtMostTwentyLocations() throws {
        let pairs = 30
        let left = (0..<pairs).map { "a\($0): name" }.joined(separator: " ")
        let right = (0..<pairs).map { "a\($0): other" }.joined(separator: " ")
        let source = Source("{ child { \(left) } child { \(right) } }")
        let errors = findOverlappingFieldConflicts(schema: Self.schema, document: try parse(source))
        let limit = OverlappingFieldsLimits.maxConflictNodes
        #expect(errors.count == 1)
        let columns = errors.first?.locations.map { source.textPosition(of: $0.start).column } ?? []
        #expect(columns.count == 2 * limit)
        // The enclosing field, then the first 19 nested ones (each nested list has one field).
        #expect(columns[0] == 3 && columns[1] == 11)
        // The reason stops listing nested conflicts once it passes the detail limit.
        let message = errors.first?.message ?? ""
        #expect(message.contains("subfields 'a10'") && !message.contains("subfields 'a29'"))
    }

    @Test func abbreviationCountsUnicodeScalars() {
        let limit = OverlappingFieldsLimits.maxConflictDetailLength
        let fits = String(repeating: "\u{E9}", count: limit)
        #expect(abbreviated(fits) == fits)
        let long = String(repeating: "e\u{301}", count: limit)
        #expect(abbreviated(long) == String(repeating: "e\u{301}", count: limit / 2) + "...")
    }

    @Test func longResponseNamesAreCut() throws {
        let name = String(repeating: "n", count: 1500)
        let errors = Self.messages(try parse("{ \(name): name \(name): other }"))
        #expect(errors == ["Fields '\(String(repeating: "n", count: 1000))...' conflict because 'name' and 'other' "
                           + "are different fields. Use different aliases on the fields to fetch both if this was "
                           + "intentional."])
    }
}
