import Testing
@testable import GraphQL

/// A node's `loc` runs from its first token's start to its last token's end, in the
/// compilation's offset space.
@Suite struct LocationTests {
    /// The byte span of the first occurrence of `part` in `text`, shifted by `base`.
    static func span(_ part: String, in text: String, base: Int = 0) -> Location {
        let bytes = Array(text.utf8), needle = Array(part.utf8)
        for start in 0 ... bytes.count - needle.count where Array(bytes[start ..< start + needle.count]) == needle {
            return Location(start: base + start, end: base + start + needle.count)
        }
        Issue.record("\(part) not in \(text)")
        return .none
    }

    @Test func documentOperationAndFieldSpans() throws {
        let text = "  { a }\n"
        let document = try parse(text)
        #expect(document.loc == Location(start: 0, end: 8))
        let operation = try #require(document.operations.first)
        #expect(operation.loc == Self.span("{ a }", in: text))
        #expect(operation.selectionSet.loc == Self.span("{ a }", in: text))
        #expect(operation.selectionSet.selections.first?.loc == Self.span("a", in: text))
    }

    @Test(arguments: [0, 4096])
    func executableSpans(base: Int) throws {
        let text = "\"d\" query Q($v: [Int!]! = [1] @c) @o { x: f(y: {z: $v}) @d { ...F ... on T { g } } }"
        let document = try parse(Source(text, baseOffset: base))
        let span = { (part: String) in Self.span(part, in: text, base: base) }
        let operation = try #require(document.operations.first)
        #expect(operation.loc.start == base && operation.loc.end == base + text.utf8.count)
        #expect(operation.description?.loc == span("\"d\""))
        #expect(operation.name?.loc == span("Q"))
        let variable = try #require(operation.variableDefinitions.first)
        #expect(variable.loc == span("$v: [Int!]! = [1] @c"))
        #expect(variable.variable.loc == span("$v"))
        #expect(variable.type.loc == span("[Int!]!"))
        guard case .nonNull(.list(let inner, let listLoc), _) = variable.type else {
            Issue.record("unexpected type \(variable.type)")
            return
        }
        #expect(listLoc == span("[Int!]"))
        #expect(inner.loc == span("Int!"))
        #expect(inner.namedType.loc == span("Int"))
        #expect(variable.defaultValue?.loc == span("[1]"))
        #expect(variable.directives.first?.loc == span("@c"))
        #expect(operation.directives.first?.loc == span("@o"))
        guard case .field(let field) = operation.selectionSet.selections.first else {
            Issue.record("expected a field")
            return
        }
        #expect(field.loc == span("x: f(y: {z: $v}) @d { ...F ... on T { g } }"))
        #expect(field.alias?.loc == span("x"))
        #expect(field.arguments.first?.loc == span("y: {z: $v}"))
        guard case .object(let fields, let objectLoc) = field.arguments.first?.value else {
            Issue.record("expected an object")
            return
        }
        #expect(objectLoc == span("{z: $v}"))
        #expect(fields.first?.loc == span("z: $v"))
        let selections = field.selectionSet?.selections ?? []
        #expect(selections.map(\.loc) == [span("...F"), span("... on T { g }")])
    }

    @Test func typeSystemSpans() throws {
        let text = """
            \"\"\"Doc\"\"\"
            type T implements I @k { "f" f(a: Int = 1): [S] }
            extend union U = A | B
            directive @d on FIELD
            """
        let document = try parse(text)
        guard case .type(let type) = document.definitions[0], case .type(let union) = document.definitions[1],
              case .directive(let directive) = document.definitions[2] else {
            Issue.record("unexpected definitions")
            return
        }
        #expect(type.loc == Self.span("\"\"\"Doc\"\"\"\ntype T implements I @k { \"f\" f(a: Int = 1): [S] }", in: text))
        #expect(type.fields.first?.loc == Self.span("\"f\" f(a: Int = 1): [S]", in: text))
        #expect(type.fields.first?.arguments.first?.loc == Self.span("a: Int = 1", in: text))
        #expect(type.interfaces.first?.loc == Self.span("I", in: text))
        #expect(union.loc == Self.span("extend union U = A | B", in: text))
        #expect(union.isExtension)
        #expect(directive.loc == Self.span("directive @d on FIELD", in: text))
        #expect(directive.locations.first?.loc == Self.span("FIELD", in: text))
    }
}

/// Lines and columns from offsets, with every line end the spec knows.
@Suite struct SourcePositionTests {
    @Test func linesEndAtLFCRLFAndCR() {
        let source = Source("a\nb\r\nc\rd\n\ne", baseOffset: 10)
        let expected: [(Int, Int, Int)] = [(0, 1, 1), (2, 2, 1), (5, 3, 1), (7, 4, 1), (9, 5, 1), (10, 6, 1), (11, 6, 2)]
        for (offset, line, column) in expected {
            #expect(source.textPosition(of: 10 + offset) == SourcePosition(line: line, column: column))
        }
    }

    @Test func columnsCountScalars() {
        let source = Source("é😀x")
        #expect(source.textPosition(of: 6) == SourcePosition(line: 1, column: 3))
    }
}
