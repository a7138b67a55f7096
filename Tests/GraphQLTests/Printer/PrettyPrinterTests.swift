import Testing
@testable import GraphQL

/// The pretty form's rules, one by one, and the single-node overloads.
@Suite struct PrettyPrinterTests {
    private func pretty(_ text: String) throws -> String {
        Printer.pretty(try parse(text))
    }

    @Test func anonymousQueryUsesShorthandUnlessItHasMore() throws {
        #expect(try pretty("query { a }") == "{\n  a\n}")
        #expect(try pretty("query @d { a }") == "query @d {\n  a\n}")
        #expect(try pretty("query ($v: Int) { a }") == "query ($v: Int) {\n  a\n}")
        #expect(try pretty("mutation { a }") == "mutation {\n  a\n}")
    }

    @Test func fieldArgumentsWrapPast80Columns() throws {
        // `alias: name(args)` of exactly 80 scalars stays on one line; 81 wraps.
        let fits = "a: f(x: \"" + String(repeating: "y", count: 69) + "\")"
        #expect(fits.count == 80)
        #expect(try pretty("{ \(fits) }") == "{\n  \(fits)\n}")
        let wraps = "a: f(x: \"" + String(repeating: "y", count: 70) + "\")"
        #expect(try pretty("{ \(wraps) }")
            == "{\n  a: f(\n    x: \"" + String(repeating: "y", count: 70) + "\"\n  )\n}")
    }

    @Test func argumentDefinitionsWrapWhenOneSpansLines() throws {
        #expect(try pretty("type T { f(\"d\" a: Int, b: Int): Int }")
            == "type T {\n  f(\n    \"d\"\n    a: Int\n    b: Int\n  ): Int\n}")
        #expect(try pretty("type T { f(a: Int, b: Int): Int }") == "type T {\n  f(a: Int, b: Int): Int\n}")
    }

    @Test func blockStringsAreIndentedWithTheirDefinition() throws {
        #expect(try pretty("type T { \"\"\"\n  two\n  lines\n  \"\"\" f: Int }")
            == "type T {\n  \"\"\"\n  two\n  lines\n  \"\"\"\n  f: Int\n}")
    }

    @Test func emptySetsAndObjects() throws {
        #expect(try pretty("{ f(a: {}, b: []) }") == "{\n  f(a: {  }, b: [])\n}")
        #expect(Printer.pretty(SelectionSet(selections: [])) == "{}")
        #expect(try pretty("type T") == "type T")
    }

    /// graphql-core 3.3 reads empty selection sets and prints them `{}` (print.jsonl).
    @Test func emptySelectionSets() {
        let empty = SelectionSet(selections: [])
        let document = Document(definitions: [
            .operation(OperationDefinition(operation: .subscription, name: Name("NoRootField"), selectionSet: empty)),
            .operation(OperationDefinition(operation: .subscription, selectionSet: SelectionSet(selections: [
                .fragmentSpread(FragmentSpread(name: Name("Empty"))),
            ]))),
            .fragment(FragmentDefinition(name: Name("Empty"), typeCondition: NamedType(name: Name("SubscriptionRoot")),
                                         selectionSet: empty)),
        ])
        #expect(Printer.pretty(document)
            == "subscription NoRootField {}\n\nsubscription {\n  ...Empty\n}\n\nfragment Empty on SubscriptionRoot {}")
        #expect(Printer.compact(document)
            == "subscription NoRootField{}subscription{...Empty}fragment Empty on SubscriptionRoot{}")
    }

    @Test func singleNodes() throws {
        let document = try parse(
            "query Q($v: [Int!] = [1]) { a: b(x: {y: \"z\"}) @include(if: $v) { ... on T { c } } }")
        let operation = try #require(document.operations.first)
        let field = try #require(operation.selectionSet.selections.first)
        #expect(Printer.pretty(document.definitions[0]) == Printer.pretty(document))
        #expect(Printer.pretty(field)
            == "a: b(x: { y: \"z\" }) @include(if: $v) {\n  ... on T {\n    c\n  }\n}")
        #expect(Printer.pretty(operation.selectionSet)
            == "{\n  a: b(x: { y: \"z\" }) @include(if: $v) {\n    ... on T {\n      c\n    }\n  }\n}")
        #expect(Printer.pretty(field.directives[0]) == "@include(if: $v)")
        #expect(Printer.pretty(operation.variableDefinitions[0].type) == "[Int!]")
        #expect(Printer.pretty(try parseValue(Source("{a: [1, 2.5, \"s\", $v, E, null, true]}")))
            == "{ a: [1, 2.5, \"s\", $v, E, null, true] }")
    }

    @Test func synthesizedNodesPrint() {
        // Nodes made by transforms (no locations) print like parsed ones.
        let field = Field(alias: Name("__isNode"), name: Name("__typename"))
        let inline = InlineFragment(typeCondition: NamedType(name: Name("Node")),
                                    selectionSet: SelectionSet(selections: [.field(field)]))
        #expect(Printer.pretty(.inlineFragment(inline)) == "... on Node {\n  __isNode: __typename\n}")
        #expect(Printer.compact(.inlineFragment(inline)) == "...on Node{__isNode:__typename}")
    }
}
