import Foundation
import Testing
@testable import GraphQL

/// graphql-core's SDL validation cases: each named rule alone, then all SDL rules together.
@Suite struct SDLValidationConformanceTests {
    struct Position: Decodable, Hashable { var line: Int; var column: Int }
    struct ExpectedError: Decodable, Hashable { var message: String; var locations: [Position] }
    struct Case: Decodable {
        var test: String
        var rule: String
        var schema: String?
        var document: String
        var expected_errors: [ExpectedError]
        var all_rules_errors: [ExpectedError]
    }

    static func cases() throws -> [Case] {
        let url = SchemaTestSupport.folder.appendingPathComponent("graphql-core/sdl_validation.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }
    }

    /// Runs rules on a case's document and states the errors as the fixture does.
    static func run(_ rules: [any SDLValidationRule], on testCase: Case) throws -> [ExpectedError] {
        let schema = try testCase.schema.map { try buildSchema(sdl: $0) }
        let source = Source(testCase.document)
        let errors = validateSDL(try parse(source), schema: schema, rules: rules)
        return errors.map { error in
            ExpectedError(message: error.message, locations: error.locations.map {
                let position = source.textPosition(of: $0.start)
                return Position(line: position.line, column: position.column)
            })
        }
    }

    /// Counts of each element: comparing them ignores order, not repetition.
    static func multiset<T: Hashable>(_ items: [T]) -> [T: Int] {
        items.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test func agreesWithGraphQLCore() throws {
        let cases = try Self.cases()
        let rulesByName = Dictionary(uniqueKeysWithValues: specifiedSDLRules.map { ($0.name, $0) })
        var ruleLocations = 0, ruleMessages = 0, allLocations = 0, allMessages = 0
        for testCase in cases {
            let rule = try #require(rulesByName[testCase.rule], "no rule \(testCase.rule)")
            let alone: [ExpectedError], together: [ExpectedError]
            do {
                alone = try Self.run([rule], on: testCase)
                together = try Self.run(specifiedSDLRules, on: testCase)
            } catch {
                print("MISMATCH \(testCase.test): \(error)"); Issue.record("\(testCase.test): \(error)")
                continue
            }
            if Self.multiset(alone.map(\.locations)) == Self.multiset(testCase.expected_errors.map(\.locations)) {
                ruleLocations += 1
            } else {
                print("MISMATCH \(testCase.test): \(alone) != \(testCase.expected_errors)"); Issue.record("\(testCase.test): \(alone) != \(testCase.expected_errors)")
            }
            if Self.multiset(alone) == Self.multiset(testCase.expected_errors) { ruleMessages += 1 }
            if Self.multiset(together.map(\.locations)) == Self.multiset(testCase.all_rules_errors.map(\.locations)) {
                allLocations += 1
            } else {
                print("MISMATCH all rules, \(testCase.test): \(together) != \(testCase.all_rules_errors)"); Issue.record("all rules, \(testCase.test): \(together) != \(testCase.all_rules_errors)")
            }
            if Self.multiset(together) == Self.multiset(testCase.all_rules_errors) { allMessages += 1 }
        }
        print("SDL validation, rule alone: \(ruleLocations)/\(cases.count) locations, \(ruleMessages)/\(cases.count) messages")
        print("SDL validation, all rules: \(allLocations)/\(cases.count) locations, \(allMessages)/\(cases.count) messages")
        #expect(cases.count == 110)
        #expect(ruleLocations == cases.count && ruleMessages == cases.count)
        #expect(allLocations == cases.count && allMessages == cases.count)
    }
}
