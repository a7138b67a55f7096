import Testing
@testable import GraphQL

/// The walk keeps the current type's schema object (``ValidationContext/namedOutputType``)
/// beside its reference, linked rather than looked up: at every node it is the object the
/// reference's name names.
@Suite struct NamedOutputTypeTests {
    /// Records, at each node, whether the object matches a lookup of the reference's name.
    private struct Probe: ValidationRule {
        static let name = "Probe"
        let log: Log
        func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context, log) }

        final class Log: @unchecked Sendable {
            var seen: [String] = []
            var mismatches: [String] = []
        }

        private final class Visitor: ValidationVisitor {
            let context: ValidationContext
            let log: Log
            let events: ValidationEvents = [.operation, .fragment, .field, .inlineFragment, .selectionSet]
            init(_ context: ValidationContext, _ log: Log) { self.context = context; self.log = log }

            func check(_ what: String) {
                let expected = context.namedType(context.type)
                log.seen.append("\(what):\(context.namedOutputType?.name ?? "-")")
                if context.namedOutputType !== expected { log.mismatches.append(what) }
            }
            func enterOperation(_ operation: OperationDefinition) { check("operation") }
            func enterFragment(_ fragment: FragmentDefinition) { check("fragment \(fragment.name.value)") }
            func enterField(_ field: Field) { check(field.name.value) }
            func leaveField(_ field: Field) { check("/" + field.name.value) }
            func enterInlineFragment(_ fragment: InlineFragment) { check("inline") }
            func leaveInlineFragment(_ fragment: InlineFragment) { check("/inline") }
            func enterSelectionSet(_ selectionSet: SelectionSet) { check("{") }
        }
    }

    @Test func theObjectIsTheOneTheNameNamesAtEveryNode() throws {
        let schema = try buildSchema(sdl: """
            type Query { pet: Pet pets: [Pet!]! name: String }
            interface Pet { name: String! owner: Human }
            type Dog implements Pet { name: String! owner: Human barks: Boolean }
            type Human { name: String pets: [Pet] }
            input Unused { a: Int }
            """)
        let document = try parse("""
            query Q {
              __typename
              pet { name ... on Dog { barks owner { name pets { ... { name } } } } ...F ... on Nope { x } }
              pets { owner { __typename } }
              missing { deeper }
              name
            }
            fragment F on Pet { owner { name } }
            fragment G on Unused { a }
            fragment H on Nowhere { b }
            """)
        let log = Probe.Log()
        _ = validate(schema: schema, document: document, rules: specifiedRules + [Probe(log: log)])
        #expect(log.mismatches == [])
        #expect(log.seen.contains("barks:Boolean"))
        #expect(log.seen.contains("__typename:String"))
        #expect(log.seen.contains("/inline:Pet"))
        #expect(log.seen.contains("fragment G:-"))
        #expect(log.seen.contains("missing:-"))
        #expect(log.seen.count > 30)
    }
}
