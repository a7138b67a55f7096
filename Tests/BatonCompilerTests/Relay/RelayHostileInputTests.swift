import Testing
import GraphQL
@testable import BatonCompiler

private typealias H = RelayCheckHarness

/// The Relay checks on hostile documents: they end, without crashing, and report.
@Suite("Relay checks on hostile input")
struct RelayHostileInputTests {
    @Test func deepNestingOfInlineFragmentsAndRequiredFields() {
        let depth = 990  // just under the parser's nesting limit
        let open = "... on Character { origin { ... on Location { id } } }"
        var doc = "fragment F on Node {"
        doc += String(repeating: " ... on Named {", count: depth)
        doc += " name @required(action: LOG) "
        doc += String(repeating: "}", count: depth) + " " + open + "}"
        let errors = H.errors(doc)
        #expect(errors.contains { $0.contains("within inline fragment on an abstract type") })
    }

    @Test func fragmentCyclesWithArgumentsRefetchAndClientFieldsEnd() {
        let doc = """
        query Q { drafts { id } ...A }
        fragment A on Query @refetchable(queryName: "ARefetch") @argumentDefinitions(n: {type: "Int"}) {
          character(id: "1") { picture(size: $n) } ...B @arguments(n: $n) }
        fragment B on Query @argumentDefinitions(n: {type: "Int"}) { drafts { id } ...A @arguments(n: $n) }
        fragment V on Character @inline { ...W }
        fragment W on Character @inline { ...V }
        """
        let errors = H.errors(doc)
        #expect(errors.contains { $0.contains("Cannot spread fragment") })
    }

    /// Thousands of instances of one field: the @required agreement check stays linear.
    @Test func manyDuplicateFieldsStayCheap() throws {
        let fields = String(repeating: "origin { name @required(action: LOG) } ", count: 3_000)
        let document = try parse(Source("fragment F on Character { \(fields) origin { id } }"))
        let schema = try buildSchema([try parse(Source(H.schema))])
        let facts = RelayFacts(schema: schema, document: document, clientRanges: [])
        var errors: [GraphQLError] = []
        let elapsed = ContinuousClock().measure {
            errors = validate(schema: schema, document: document, rules: RelayChecks.rules(facts: facts),
                              options: ValidationOptions(maxErrors: .max))
        }
        #expect(errors.count(where: { $0.message.contains("must be included in all instances") }) == 3_000)
        #expect(elapsed < .seconds(5))
        // The whole compilation (spec rules included) of a tenth of it: 300 errors, of which
        // the first 100 are reported and then the limit.
        let small = String(repeating: "origin { name @required(action: LOG) } ", count: 300)
        let reported = H.errors("fragment F on Character { \(small) origin { id } }")
        #expect(reported.count == 101)
        #expect(reported.last?.hasSuffix("Too many validation errors, error limit reached. Validation aborted.") == true)
    }

    @Test func aFragmentNamedLikeEveryKindOfSchemaThing() {
        let doc = """
        fragment Query on Query { status }
        fragment Status on Character { name }
        fragment Node on Node { id }
        query Character { character(id: "1") { ...Status } }
        """
        #expect(H.errors(doc) == ["doc:2:10: Fragment 'Status' is named like the schema enum 'Status'; the generated "
            + "types would clash. Rename the fragment."])
    }
}

extension RelayHostileInputTests {
    /// Fields nested as deep as the parser allows, under a connection and required parents.
    @Test func deepestFieldNesting() {
        let depth = 495
        var doc = "fragment F on Character @refetchable(queryName: \"FRefetch\") {"
        doc += String(repeating: " origin @required(action: LOG) { name ... on Location {", count: depth)
        doc += " id " + String(repeating: "} }", count: depth) + " }"
        let errors = H.errors(doc)
        #expect(errors.count(where: { $0.contains("Cannot query field") }) > 0)
    }

    /// A literal nested as deep as the parser allows, passed to a fragment argument.
    @Test func deepestArgumentValue() {
        let value = String(repeating: "[", count: 990) + "1" + String(repeating: "]", count: 990)
        let doc = """
        query Q { character(id: "1") { ...F @arguments(n: \(value)) } }
        fragment F on Character @argumentDefinitions(n: {type: "Int", defaultValue: \(value)}) { picture(size: $n) }
        """
        let errors = H.errors(doc)
        #expect(errors.contains { $0.contains("Invalid value for argument 'n'") })
        #expect(errors.contains { $0.contains("Invalid default of fragment argument 'n'") })
    }
}
