import Foundation
import Testing
@testable import GraphQL

/// graphql-core 3.3.2's OverlappingFieldsCanBeMergedRule cases, compared error by error:
/// count, message text and every location's line and column.
@Suite struct OverlappingFieldsConformanceTests {
    /// `direct_validate_calls.jsonl`: the cases that run this rule alone.
    @Test func directValidateCalls() throws {
        let cases = try OverlappingFieldsFixtures.load("direct_validate_calls.jsonl").filter {
            ($0["rules"] as? [String]) == ["OverlappingFieldsCanBeMergedRule"]
        }
        let tally = try OverlappingFieldsFixtures.run(cases, expectedKey: "errors")
        print("OverlappingFields direct_validate_calls: \(tally)")
        #expect(cases.count == 367)
        #expect(tally.fragmentArguments == 11)
        #expect(tally.budgetCases == 24)
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    /// `validation.jsonl`: the rule's cases, compared with `expected_errors`.
    @Test func validationCases() throws {
        let cases = try OverlappingFieldsFixtures.load("validation.jsonl").filter {
            ($0["rule"] as? String) == "OverlappingFieldsCanBeMergedRule"
        }
        let tally = try OverlappingFieldsFixtures.run(cases, expectedKey: "expected_errors")
        print("OverlappingFields validation: \(tally)")
        #expect(cases.count == 89)
        #expect(tally.fragmentArguments == 21)
        #expect(tally.budgetCases == 3)
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }

    /// `overlapping-fields/random-documents.jsonl`: random documents labelled by graphql-core
    /// 3.3.2 (see that folder's NOTICE.md), over interfaces, unions, arguments and fragments.
    @Test func randomDocuments() throws {
        let sdl = try String(contentsOf: OverlappingFieldsFixtures.folder.appendingPathComponent(
            "overlapping-fields/schema.graphql"), encoding: .utf8)
        let cases = try OverlappingFieldsFixtures.load("overlapping-fields/random-documents.jsonl").map {
            $0.merging(["schema": sdl]) { old, _ in old }
        }
        let tally = try OverlappingFieldsFixtures.run(cases, expectedKey: "errors")
        print("OverlappingFields random documents: \(tally)")
        #expect(cases.count == 170)
        #expect(tally.compared == 170)
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }
}

/// Loading, running and comparing the fixture cases.
enum OverlappingFieldsFixtures {
    typealias Case = [String: Any]

    /// Agreement figures for one fixture file.
    struct Tally: CustomStringConvertible {
        var agreed = 0
        var compared = 0
        var fragmentArguments = 0
        /// Cases whose expectation depends on a budget the record does not carry; compared at
        /// the default budget when they expect no abort, else at one unit less than the
        /// document needs.
        var budgetCases = 0
        var failures: [String] = []

        var description: String {
            "\(agreed)/\(compared) agree (\(budgetCases) of them budget cases); "
                + "skipped \(fragmentArguments) with fragment-argument syntax"
        }
    }

    static var folder: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    /// The records of a JSON Lines file under `Fixtures/` (`graphql-core/` when no folder is given).
    static func load(_ file: String) throws -> [Case] {
        let url = folder.appendingPathComponent(file.contains("/") ? file : "graphql-core/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! Case
        }
    }

    /// Whether a document uses the experimental `...F(x: 1)` / `fragment F($x: T)` syntax.
    static func usesFragmentArguments(_ document: String) -> Bool {
        document.range(of: #"(\.\.\.|fragment)\s*[_A-Za-z][_0-9A-Za-z]*\s*\("#, options: .regularExpression) != nil
    }

    static func run(_ cases: [Case], expectedKey: String) throws -> Tally {
        var tally = Tally()
        var schemas: [String: Schema] = [:]
        // Documents recorded both with and without an abort: their budget was set by the test.
        let abortingDocuments = Set(cases.filter { record in
            (record[expectedKey] as! [[String: Any]]).contains {
                $0["message"] as? String == OverlappingFieldsLimits.abortedMessage
            }
        }.map { $0["document"] as! String })
        for record in cases {
            let document = record["document"] as! String
            if record["needs_fragment_arguments_syntax"] as? Bool == true || usesFragmentArguments(document) {
                tally.fragmentArguments += 1
                continue
            }
            let sdl = record["schema"] as! String
            let schema = try schemas[sdl] ?? buildSchema(sdl: sdl)
            schemas[sdl] = schema
            let expected = (record[expectedKey] as! [[String: Any]]).map(ExpectedError.init)
            if abortingDocuments.contains(document) { tally.budgetCases += 1 }
            let got = try outcome(schema: schema, document: document, expected: expected)
            tally.compared += 1
            if got == expected {
                tally.agreed += 1
            } else {
                tally.failures.append("\(record["test"] ?? "?")\n  document: \(document.prefix(300))\n"
                                      + "  expected: \(expected)\n  got:      \(got)")
            }
        }
        return tally
    }

    /// The errors found; for a case expecting an abort, found with a budget one unit short
    /// of what the whole document takes.
    private static func outcome(schema: Schema, document: String, expected: [ExpectedError]) throws -> [ExpectedError] {
        let source = Source(document)
        let parsed = try parse(source)
        let aborts = expected.contains { $0.message == OverlappingFieldsLimits.abortedMessage }
        guard aborts else {
            return findOverlappingFieldConflicts(schema: schema, document: parsed).map { ExpectedError($0, source) }
        }
        let needed = overlappingFieldConflictSearch(schema: schema, document: parsed,
                                                    complexityBudget: OverlappingFieldsLimits.defaultComplexityBudget).spent
        return findOverlappingFieldConflicts(schema: schema, document: parsed, complexityBudget: needed - 1)
            .map { ExpectedError($0, source) }
    }
}

/// An error as the fixtures record it.
struct ExpectedError: Equatable, CustomStringConvertible {
    let message: String
    let locations: [SourcePosition]

    init(_ json: [String: Any]) {
        message = json["message"] as! String
        locations = (json["locations"] as? [[String: Int]] ?? []).map {
            SourcePosition(line: $0["line"]!, column: $0["column"]!)
        }
    }

    init(_ error: GraphQLError, _ source: Source) {
        message = error.message
        locations = error.locations.map { source.textPosition(of: $0.start) }
    }

    var description: String { "\(message) @ \(locations.map(\.description).joined(separator: ","))" }
}
