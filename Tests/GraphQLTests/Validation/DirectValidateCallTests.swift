import Foundation
import Testing
@testable import GraphQL

/// graphql-core 3.3.2's direct `validate` calls (`direct_validate_calls.jsonl`), except those
/// running OverlappingFieldsCanBeMergedRule alone (the overlap suite covers them).
@Suite struct DirectValidateCallTests {
    /// graphql-core's test-local rule that reports an error, then aborts the run.
    struct AbortingRule: ValidationRule {
        static let name = "AbortingRule"
        func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }
        final class Visitor: ValidationVisitor {
            let context: ValidationContext
            let events: ValidationEvents = .document
            init(_ context: ValidationContext) { self.context = context }
            func enterDocument(_ document: Document) {
                context.report("Earlier error.", [])
                context.abort()
            }
        }
    }

    /// graphql-core's test-local rule that reports every directive.
    struct CustomRule: ValidationRule {
        static let name = "CustomRule"
        func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }
        final class Visitor: ValidationVisitor {
            let context: ValidationContext
            let events: ValidationEvents = .directive
            init(_ context: ValidationContext) { self.context = context }
            func enterDirective(_ directive: Directive, location: DirectiveLocation) {
                context.report("Reporting directive: @\(directive.name.value)", [directive.loc])
            }
        }
    }

    @Test func agreesWithGraphQLCore() throws {
        let records = try ValidationFixtures.load("direct_validate_calls.jsonl").filter {
            ($0["rules"] as? [String]) != ["OverlappingFieldsCanBeMergedRule"]
        }
        let cache = ValidationFixtures.SchemaCache.shared
        var tally = ValidationTally()
        var rulesByName = ValidationFixtures.rulesByName
        rulesByName[AbortingRule.name] = AbortingRule()
        rulesByName[CustomRule.name] = CustomRule()
        for record in records {
            let test = record["test"] as! String
            let document = record["document"] as! String
            if ValidationFixtures.usesFragmentArguments(document) { tally.skip("fragment-argument syntax"); continue }
            let names = record["rules"] as? [String]
            // A rule recursing without end is a RecursionError graphql-core turns into an abort;
            // Swift cannot recover from a stack overflow, so rules bound their own work instead.
            if names == ["RecursingRule"] { tally.skip("unbounded recursion (RecursingRule)"); continue }
            // The test shares one selection-set node between two fragments (both conflicting
            // fields are the node at 3:39); the recorded text cannot rebuild that AST.
            if test.hasSuffix("keeps_field_definitions_separate_when_selection_set_shared_between_types") {
                tally.skip("AST built by hand in the test")
                continue
            }
            let rules = names.map { $0.map { rulesByName[$0]! } } ?? specifiedRules
            let schema = try cache.schema(record["schema"] as! String)
            let expected = ValidationFixtures.errors(record["errors"])
            var options = ValidationOptions()
            // The budget is the test's; a case expecting the abort runs one unit short of what
            // the document needs.
            if let budget = ValidationFixtures.Budget(test: test), ValidationFixtures.expectsAbort(expected) {
                options = try ValidationFixtures.shortBudget(budget, rules, schema, document, options)
                tally.notes["run one unit short of the budget needed", default: 0] += 1
            }
            let got = try ValidationFixtures.run(rules, schema: schema, document: document, options: options)
            tally.compare(String(test.split(separator: ":").last!), expected: expected, got: got)
        }
        print("Direct validate calls: \(tally)")
        #expect(records.count == 38)
        #expect(tally.compared == 29)
        #expect(tally.failures.isEmpty, "\(tally.failures.joined(separator: "\n"))")
    }
}
