import Testing
@testable import GraphQL

/// Documents built to hurt: deepest nesting the parser allows, long fragment chains and
/// cycles, fragments shared by many operations. Validation must end, without a crash, with
/// bounded work.
@Suite struct ValidationHostileInputTests {
    static let sdl = """
    type Query { q(arg: [[Int]], s: String): Query, name: String, list: [Query] }
    """

    static func schema() throws -> Schema { try buildSchema(sdl: sdl) }

    @Test func deepestSelectionNesting() throws {
        let depth = maxParserNestingDepth - 1
        let text = "{ " + String(repeating: "q { ", count: depth - 1) + "name" + String(repeating: " }", count: depth)
        let errors = validate(schema: try Self.schema(), document: try parse(text))
        #expect(errors.isEmpty)
    }

    @Test func deepestListValueAndType() throws {
        let depth = maxParserNestingDepth - 2
        let value = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let type = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let text = "query Q($v: \(type)) { q(arg: \(value), s: $v) { name } }"
        let errors = validate(schema: try Self.schema(), document: try parse(text)).map(\.message)
        #expect(errors.contains { $0.hasPrefix("Variable '$v' of type '[[") && $0.hasSuffix("used in position expecting type 'String'.") })
    }

    @Test func longFragmentChainAbortsUnderEveryRule() throws {
        let count = 5_000
        var text = "{ ...F0 }\n"
        for i in 0..<count { text += "fragment F\(i) on Query { name ...F\(i + 1) }\n" }
        text += "fragment F\(count) on Query { name }\n"
        let errors = validate(schema: try Self.schema(), document: try parse(text))
        #expect(errors.map(\.message) == ["Validation aborted."])
    }

    @Test func longFragmentCycleIsReportedWithoutRecursion() throws {
        let count = 3_000
        var text = "{ ...F0 }\n"
        for i in 0..<count { text += "fragment F\(i) on Query { name ...F\((i + 1) % count) }\n" }
        let document = try parse(text)
        let schema = try Self.schema()
        let unlimited = ValidationOptions(maxFragmentNestingDepth: .max)
        let errors = validate(schema: schema, document: document, rules: [NoFragmentCyclesRule()], options: unlimited)
        #expect(errors.count == 1)
        #expect(errors.first?.locations.count == count)
        // With every rule, the nesting limit stops the run first.
        #expect(validate(schema: schema, document: document).map(\.message) == ["Validation aborted."])
    }

    @Test func fragmentsSharedByManyOperationsSpendABoundedBudget() throws {
        var text = ""
        for i in 0..<300 { text += "query Q\(i)($v: String) { ...A }\n" }
        text += "fragment A on Query { ...B0 }\n"
        for i in 0..<100 { text += "fragment B\(i) on Query { q(s: $v) { name } ...B\(i + 1) }\n" }
        text += "fragment B100 on Query { name }\n"
        let document = try parse(text)
        let schema = try Self.schema()
        #expect(validate(schema: schema, document: document).isEmpty)
        let limited = validate(schema: schema, document: document, options: ValidationOptions(fragmentWorkBudget: 1_000))
        #expect(limited.last?.message == "Validation aborted.")
        #expect(limited.count == 1)
    }

    /// Without a budget, following a fragment of 20,000 spreads from 2,000 operations would
    /// look at 40 million spreads; the budget counts spreads looked at, so the run stops early.
    @Test func aFragmentSpreadManyTimesFromManyOperationsIsBounded() throws {
        var text = ""
        for i in 0..<2_000 { text += "query Q\(i) { ...A }\n" }
        text += "fragment A on Query { " + String(repeating: "...B ", count: 20_000) + "}\n"
        text += "fragment B on Query { name }\n"
        let errors = validate(schema: try Self.schema(), document: try parse(text),
                              rules: [NoUnusedFragmentsRule()])
        #expect(errors.map(\.message) == ["Validation aborted."])
    }

    @Test func nestingLimitIsAnOption() throws {
        var text = "{ ...F0 }\n"
        for i in 0..<10 { text += "fragment F\(i) on Query { q { ...F\(i + 1) } }\n" }
        text += "fragment F10 on Query { name }\n"
        let document = try parse(text)
        let schema = try Self.schema()
        #expect(validate(schema: schema, document: document).isEmpty)
        let tight = validate(schema: schema, document: document, options: ValidationOptions(maxFragmentNestingDepth: 22))
        #expect(tight.isEmpty)
        let tighter = validate(schema: schema, document: document, options: ValidationOptions(maxFragmentNestingDepth: 21))
        #expect(tighter.map(\.message) == ["Validation aborted."])
    }

    /// A document with thousands of errors returns the first 100 in report order and one
    /// more saying the limit was reached, as GraphQL.js does (`maxErrors`).
    @Test func errorsStopAtTheLimitAndSaySo() throws {
        let text = "{ " + (0..<400).map { "missing\($0)" }.joined(separator: " ") + " }"
        let errors = validate(schema: try Self.schema(), document: try parse(text))
        #expect(errors.count == 101)
        #expect(errors.prefix(100).map(\.message) == (0..<100).map { "Cannot query field 'missing\($0)' on type 'Query'." })
        #expect(errors.last?.message == "Too many validation errors, error limit reached. Validation aborted.")
        #expect(errors.last?.locations.isEmpty == true)
        let three = validate(schema: try Self.schema(), document: try parse(text), options: ValidationOptions(maxErrors: 3))
        #expect(three.map(\.message).suffix(1) == ["Too many validation errors, error limit reached. Validation aborted."])
        #expect(three.count == 4)
        let exactly = "{ " + (0..<100).map { "missing\($0)" }.joined(separator: " ") + " }"
        #expect(validate(schema: try Self.schema(), document: try parse(exactly)).count == 100)
    }

    /// GraphQL.js checks each definition's nesting through spreads as it enters it: errors of
    /// the definitions before the first one too deep are kept, its own and later ones are not.
    @Test func aNestingAbortKeepsOnlyTheErrorsOfEarlierDefinitions() throws {
        var text = "query Early { early1 }\nquery Deep { missing ...F0 }\nquery Late { late1 }\n"
        for i in 0..<300 { text += "fragment F\(i) on Query { q { ...F\(i + 1) } }\n" }
        text += "fragment F300 on Query { name }\n"
        let errors = validate(schema: try Self.schema(), document: try parse(text))
        #expect(errors.map(\.message) == ["Cannot query field 'early1' on type 'Query'.", "Validation aborted."])
    }
}
