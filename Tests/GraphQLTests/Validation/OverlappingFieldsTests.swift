import Testing
@testable import GraphQL

/// Behaviour of the overlapping-fields search beyond the graphql-core fixtures. Expected
/// messages, locations and work units were taken from graphql-core 3.3.2 on the same input.
@Suite struct OverlappingFieldsTests {
    static let sdl = "type Query { name: String other: String child: Query list: [Int] value(arg: Int): Int }"

    /// The errors (message and line:column list) and the budget units spent.
    static func check(_ document: String, sdl: String = sdl,
                      budget: Int = OverlappingFieldsLimits.defaultComplexityBudget) throws -> ([String], Int) {
        let source = Source(document)
        let result = overlappingFieldConflictSearch(schema: try buildSchema(sdl: sdl), document: try parse(source),
                                                    complexityBudget: budget)
        let errors = result.errors.map { error in
            error.message + " @ " + error.locations.map { source.textPosition(of: $0.start).description }
                .joined(separator: ",")
        }
        return (errors, result.spent)
    }

    static func fields(_ x: String, _ a: String, _ b: String) -> String {
        "Fields '\(x)' conflict because '\(a)' and '\(b)' are different fields. "
            + "Use different aliases on the fields to fetch both if this was intentional."
    }

    static func differingArguments(_ x: String) -> String {
        "Fields '\(x)' conflict because they have differing arguments. "
            + "Use different aliases on the fields to fetch both if this was intentional."
    }

    @Test func fragmentCyclesTerminateAndReportFromEachFragment() throws {
        let (errors, spent) = try Self.check(
            "{ ...A } fragment A on Query { name ...B } fragment B on Query { name: other ...A }")
        #expect(errors == [Self.fields("name", "name", "other") + " @ 1:32,1:66",
                           Self.fields("name", "other", "name") + " @ 1:66,1:32"])
        #expect(spent == 12)
    }

    @Test func fragmentSpreadingItselfInsideNestedFields() throws {
        let (errors, spent) = try Self.check(
            "{ child { ...A } } fragment A on Query { child { ...A } child { name: other ...A } name }")
        #expect(errors == ["Fields 'child' conflict because subfields 'name' conflict because 'other' and 'name' "
                           + "are different fields. Use different aliases on the fields to fetch both if this was "
                           + "intentional. @ 1:42,1:65,1:57,1:84"])
        #expect(spent == 12)
    }

    @Test func metaFieldsHaveNoDefinitionButStillCompareByName() throws {
        let (errors, _) = try Self.check("{ __typename __typename x: __typename x: name }")
        #expect(errors == [Self.fields("x", "__typename", "name") + " @ 1:25,1:39"])
    }

    @Test func reportsSelectionSetsInDocumentOrder() throws {
        let (errors, _) = try Self.check(
            "fragment F on Query { a: name a: other child { b: name b: other } } { c: name c: other }")
        #expect(errors == [Self.fields("a", "name", "other") + " @ 1:23,1:31",
                           Self.fields("b", "name", "other") + " @ 1:48,1:56",
                           Self.fields("c", "name", "other") + " @ 1:71,1:79"])
    }

    @Test func streamDirectivesAlwaysConflict() throws {
        let (errors, _) = try Self.check(
            "{ list @stream list @stream a: list @stream(initialCount: 1) a: list @stream(initialCount: 2) "
                + "b: list b: list @stream }")
        let tail = ". Use different aliases on the fields to fetch both if this was intentional."
        #expect(errors == [
            "Fields 'list' conflict because they have overlapping stream directives. See "
                + "https://github.com/graphql/defer-stream-wg/discussions/100" + tail + " @ 1:3,1:16",
            "Fields 'a' conflict because they have overlapping stream directives" + tail + " @ 1:29,1:62",
            "Fields 'b' conflict because they have overlapping stream directives" + tail + " @ 1:95,1:103",
        ])
    }

    @Test func argumentsCompareByNameAndValue() throws {
        let (errors, spent) = try Self.check(
            "{ value(arg: 1) value(arg: 1) v: value(arg: 1) v: value(arg: 2) w: value w: value(arg: 1) }")
        #expect(errors == [Self.differingArguments("v") + " @ 1:31,1:48",
                           Self.differingArguments("w") + " @ 1:65,1:74"])
        #expect(spent == 8)
    }

    @Test func stringsCompareByScalarsNotCanonicalEquivalence() throws {
        let (errors, _) = try Self.check("{ x: name(a: \"\u{E9}\") x: name(a: \"e\u{301}\") }")
        #expect(errors == [Self.differingArguments("x") + " @ 1:3,1:19"])
    }

    @Test func distinctFieldsCostLinearWork() throws {
        func document(_ n: Int) -> String {
            let names = (0..<n).map { "f\($0)" }.joined(separator: " ")
            return "{ \(names) ...F } fragment F on Query { \(names) }"
        }
        #expect(try Self.check(document(1000)) == ([], 3002))
        #expect(try Self.check(document(2000)) == ([], 6002))
    }

    @Test func repeatedFieldsExhaustTheBudgetAsInGraphQLCore() throws {
        let few = "{ " + String(repeating: "name ", count: 500) + "}"
        let many = "{ " + String(repeating: "name ", count: 1000) + "}"
        #expect(try Self.check(few).0 == [])
        #expect(try Self.check(many).0 == [OverlappingFieldsLimits.abortedMessage + " @ "])
    }

    @Test func abortKeepsEarlierSelectionSetsErrors() throws {
        let document = "{ child { x: name x: other } other: child { list list } }"
        let full = try Self.check(document)
        let conflict = Self.fields("x", "name", "other") + " @ 1:11,1:19"
        #expect(full.0 == [conflict])
        // One unit short: the search stops in the last selection set, after the first's error.
        let cut = try Self.check(document, budget: full.1 - 1)
        #expect(cut.0 == [conflict, OverlappingFieldsLimits.abortedMessage + " @ "])
    }
}
