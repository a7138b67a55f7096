import Testing
@testable import GraphQL

/// The grammar, node by node, and the errors GraphQL.js gives where it is broken.
@Suite struct ParserTests {
    @Test func parsesAQueryWithEverything() throws {
        let document = try parse("""
            query Q($id: ID! = "x" @d, $n: Int) @op {
              a: node(id: $id, list: [1, -2.5e3, true, false, null, ENUM, {k: "v"}, $n, \"\"\"b\"\"\"]) {
                ...F @s
                ... on T { b }
                ... @skip(if: true) { c }
              }
            }
            fragment F on T @f { d }
            mutation { m }
            subscription S { s }
            """)
        #expect(document.definitions.count == 4)
        let operation = try #require(document.operations.first)
        #expect(operation.operation == .query)
        #expect(operation.name?.value == "Q")
        #expect(operation.variableDefinitions.map(\.variable.name.value) == ["id", "n"])
        #expect(operation.variableDefinitions.first?.defaultValue == .string(StringValue("x", loc: Location(start: 19, end: 22))))
        guard case .field(let field) = operation.selectionSet.selections.first else {
            Issue.record("expected a field")
            return
        }
        #expect(field.responseKey == "a")
        #expect(field.name.value == "node")
        guard case .list(let items, _) = field.arguments[1].value else {
            Issue.record("expected a list")
            return
        }
        let kinds = items.map { item -> String in
            switch item {
            case .int(let text, _): "int \(text)"
            case .float(let text, _): "float \(text)"
            case .boolean(let value, _): "bool \(value)"
            case .null: "null"
            case .enumValue(let name, _): "enum \(name)"
            case .object(let fields, _): "object \(fields.map(\.name.value))"
            case .variable(let variable): "variable \(variable.name.value)"
            case .string(let string): "string \(string.value) \(string.block)"
            case .list: "list"
            }
        }
        #expect(kinds == ["int 1", "float -2.5e3", "bool true", "bool false", "null", "enum ENUM", "object [\"k\"]",
                          "variable n", "string b true"])
        let selections = field.selectionSet?.selections ?? []
        guard selections.count == 3, case .fragmentSpread(let spread) = selections[0],
              case .inlineFragment(let typed) = selections[1], case .inlineFragment(let untyped) = selections[2] else {
            Issue.record("unexpected selections \(selections)")
            return
        }
        #expect(spread.name.value == "F" && spread.directives.map(\.name.value) == ["s"])
        #expect(typed.typeCondition?.name.value == "T")
        #expect(untyped.typeCondition == nil && untyped.directives.first?.name.value == "skip")
        #expect(document.fragments.first?.typeCondition.name.value == "T")
        #expect(document.operations.map(\.operation) == [.query, .mutation, .subscription])
    }

    @Test func parsesExecutableDescriptions() throws {
        let document = try parse("\"op\" query Q(\"var\" $a: Int) { a } \"\"\"frag\"\"\" fragment F on T { b }")
        #expect(document.operations.first?.description?.value == "op")
        #expect(document.operations.first?.variableDefinitions.first?.description?.value == "var")
        #expect(document.fragments.first?.description?.value == "frag")
        #expect(document.fragments.first?.description?.block == true)
    }

    @Test func parsesTheTypeSystem() throws {
        let document = try parse("""
            "desc" schema @s { query: Q mutation: M }
            type Q implements & A & B @d { f(a: Int = 1 @x, b: [In!]): [String!]! }
            interface A implements B { f: Int }
            union U @d = | A | B
            enum E { "a" A @x B }
            input I { a: Int = 1 @y }
            scalar S @specifiedBy(url: "u")
            directive @d(a: Int) @m repeatable on FIELD | OBJECT
            extend schema @d
            extend schema { subscription: Sub }
            extend scalar S @d
            extend type Q implements C
            extend interface A @d
            extend union U = C
            extend enum E { C }
            extend input I { b: Int }
            extend directive @d @m
            """)
        #expect(document.definitions.count == 17)
        guard case .schema(let schema) = document.definitions[0], case .type(let object) = document.definitions[1],
              case .type(let union) = document.definitions[3], case .directive(let directive) = document.definitions[7],
              case .directive(let directiveExtension) = document.definitions[16] else {
            Issue.record("unexpected definitions")
            return
        }
        #expect(schema.description?.value == "desc")
        #expect(schema.operationTypes.map(\.operation) == [.query, .mutation])
        #expect(object.kind == .object)
        #expect(object.interfaces.map(\.name.value) == ["A", "B"])
        #expect(object.fields.first?.arguments.map(\.name.value) == ["a", "b"])
        #expect(union.unionMembers.map(\.name.value) == ["A", "B"])
        #expect(directive.repeatable && directive.directives.first?.name.value == "m")
        #expect(directive.locations.map(\.value) == ["FIELD", "OBJECT"])
        #expect(directiveExtension.isExtension && directiveExtension.locations.isEmpty)
        let kinds = document.definitions.compactMap { definition -> String? in
            guard case .type(let type) = definition else { return nil }
            return "\(type.isExtension ? "extend " : "")\(type.kind.keyword) \(type.name.value)"
        }
        #expect(kinds == ["type Q", "interface A", "union U", "enum E", "input I", "scalar S", "extend scalar S",
                          "extend type Q", "extend interface A", "extend union U", "extend enum E", "extend input I"])
    }

    @Test(arguments: [
        ("", "Syntax Error: Unexpected <EOF>.", 0),
        ("# only a comment", "Syntax Error: Unexpected <EOF>.", 16),
        ("{", "Syntax Error: Expected Name, found <EOF>.", 1),
        ("{}", "Syntax Error: Expected Name, found \"}\".", 1),
        ("{ a() }", "Syntax Error: Expected Name, found \")\".", 4),
        ("{ a(b 1) }", "Syntax Error: Expected \":\", found Int \"1\".", 6),
        ("query { a(b: $) }", "Syntax Error: Expected Name, found \")\".", 14),
        ("query ($x: Int = $y) { a }", "Syntax Error: Unexpected variable \"$y\" in constant value.", 17),
        ("query ($x: Int = $) { a }", "Syntax Error: Unexpected \"$\".", 17),
        ("{ a(x: [1 }", "Syntax Error: Unexpected \"}\".", 10),
        ("\"d\" { a }", "Syntax Error: Unexpected description, descriptions are not supported on shorthand queries.", 0),
        ("fragment F($x: Int) on T { a }", "Syntax Error: Expected \"on\", found \"(\".", 10),
        ("type T {}", "Syntax Error: Expected Name, found \"}\".", 8),
        ("type T { f(): Int }", "Syntax Error: Expected Name, found \")\".", 11),
        ("type T { f: Int = 1 }", "Syntax Error: Expected Name, found \"=\".", 16),
        ("directive @d on", "Syntax Error: Expected Name, found <EOF>.", 15),
        ("directive @d on FIELD | NOWHERE", "Syntax Error: Unexpected Name \"NOWHERE\".", 24),
        ("extend directive @d", "Syntax Error: Unexpected <EOF>.", 19),
        ("extend thing T", "Syntax Error: Unexpected Name \"thing\".", 7),
        ("input I { a: Int = $v }", "Syntax Error: Unexpected variable \"$v\" in constant value.", 19),
        ("schema { query Q }", "Syntax Error: Expected \":\", found Name \"Q\".", 15),
        ("query Q { a } extra", "Syntax Error: Unexpected Name \"extra\".", 14),
        ("\"\"\"doc\"\"\" 1", "Syntax Error: Unexpected Int \"1\".", 10),
    ])
    func errors(text: String, message: String, offset: Int) {
        #expect(throws: GraphQLError(message, locations: [Location(start: offset, end: offset)])) {
            try parse(text)
        }
    }

    @Test func emptySelectionSetsOnlyWhenAllowed() throws {
        #expect(throws: GraphQLError.self) { try parse("subscription { }") }
        let document = try parse("subscription { } fragment F on T { }", options: ParseOptions(allowEmptySelectionSets: true))
        #expect(document.operations.first?.selectionSet.selections.isEmpty == true)
        #expect(document.fragments.first?.selectionSet.selections.isEmpty == true)
    }

    @Test func parsesLoneValuesAndTypes() throws {
        #expect(try parseValue(Source("[1, {a: $b}]")).isConstant == false)
        #expect(try parseValue(Source("\"s\"")) == .string(StringValue("s", loc: Location(start: 0, end: 3))))
        #expect(throws: GraphQLError("Syntax Error: Expected <EOF>, found Int \"2\".",
                                     locations: [Location(start: 2, end: 2)])) {
            try parseValue(Source("1 2"))
        }
        let type = try parseType(Source("[String!]"))
        #expect(type == .list(.nonNull(.named(NamedType(name: Name("String", loc: Location(start: 1, end: 7)),
                                                         loc: Location(start: 1, end: 7))),
                                       Location(start: 1, end: 8)),
                              Location(start: 0, end: 9)))
        #expect(throws: GraphQLError("Syntax Error: Expected \"]\", found <EOF>.",
                                     locations: [Location(start: 4, end: 4)])) {
            try parseType(Source("[Int"))
        }
    }
}
