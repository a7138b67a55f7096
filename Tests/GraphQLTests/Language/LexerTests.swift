import Testing
@testable import GraphQL

/// Tokens and their values, read straight from the lexer.
@Suite struct LexerTests {
    /// Every token of a text, `<EOF>` excluded.
    static func tokens(_ text: String) throws -> [Token] {
        try Parser.run(Source(text)) { parser in
            var tokens: [Token] = []
            while try parser.lexer.advance().kind != .eof { tokens.append(parser.lexer.token) }
            return tokens
        }
    }

    /// The value of the only token in a text.
    static func value(_ text: String) throws -> String? {
        let tokens = try tokens(text)
        #expect(tokens.count == 1)
        return tokens.first?.value
    }

    @Test func punctuatorsNamesAndIgnoredText() throws {
        let tokens = try Self.tokens("\u{FEFF} ! $ & ( ) ... : = @ [ ] { | } _name9 ,\t# comment\r\n x")
        #expect(tokens.map(\.kind) == [.bang, .dollar, .amp, .parenL, .parenR, .spread, .colon, .equals, .at,
                                       .bracketL, .bracketR, .braceL, .pipe, .braceR, .name, .name])
        #expect(tokens[14].value == "_name9")
        #expect(tokens[14].start == 34 && tokens[14].end == 40)
    }

    @Test(arguments: [
        ("4", TokenKind.int), ("-4", .int), ("0", .int), ("-0", .int), ("9", .int),
        ("4.123", .float), ("-4.123", .float), ("0.123", .float), ("123e4", .float), ("123E-4", .float),
        ("123e+4", .float), ("-1.123e4", .float), ("-1.123E-4", .float), ("-1.123e+4", .float),
        ("-1.123e4567", .float),
    ])
    func numbers(text: String, kind: TokenKind) throws {
        let tokens = try Self.tokens(text)
        #expect(tokens.map(\.kind) == [kind])
        #expect(tokens.first?.value == text)
    }

    @Test(arguments: [
        (#""""#, ""),
        (#""simple""#, "simple"),
        (#"" white space ""#, " white space "),
        (#""quote \"""#, "quote \""),
        (#""escaped \n\r\b\t\f""#, "escaped \n\r\u{8}\t\u{C}"),
        (#""slashes \\ \/""#, "slashes \\ /"),
        (#""unescaped unicode outside BMP 😀""#, "unescaped unicode outside BMP 😀"),
        (#""unicode \u1234\u5678\u90AB\uCDEF""#, "unicode \u{1234}\u{5678}\u{90AB}\u{CDEF}"),
        (#""unicode \u{1234}\u{5678}\u{90AB}\u{CDEF}""#, "unicode \u{1234}\u{5678}\u{90AB}\u{CDEF}"),
        (#""string with unicode escape outside BMP \u{1F600}""#, "string with unicode escape outside BMP 😀"),
        (#""string with minimal unicode escape \u{0}""#, "string with minimal unicode escape \u{0}"),
        (#""string with maximal unicode escape \u{10FFFF}""#, "string with maximal unicode escape \u{10FFFF}"),
        (#""string with maximal minimal unicode escape \u{00000000}""#,
         "string with maximal minimal unicode escape \u{0}"),
        (#""string with unicode surrogate pair escape \uD83D\uDE00""#, "string with unicode surrogate pair escape 😀"),
        (#""string with unicode surrogate pair escape \uD800\uDC00""#,
         "string with unicode surrogate pair escape \u{10000}"),
        (#""string with unicode surrogate pair escape \uDBFF\uDFFF""#,
         "string with unicode surrogate pair escape \u{10FFFF}"),
    ])
    func strings(text: String, value: String) throws {
        let tokens = try Self.tokens(text)
        #expect(tokens.map(\.kind) == [.string])
        #expect(tokens.first?.value == value)
        #expect(tokens.first?.end == text.utf8.count)
    }

    @Test(arguments: [
        (#""""""""#, ""),
        (#""""simple""""#, "simple"),
        (#"""" white space """"#, " white space "),
        (#""""contains " quote""""#, "contains \" quote"),
        (#""""contains \""" triple quote""""#, "contains \"\"\" triple quote"),
        ("\"\"\"multi\nline\"\"\"", "multi\nline"),
        ("\"\"\"multi\rline\r\nnormalized\"\"\"", "multi\nline\nnormalized"),
        (#""""unescaped \n\r\b\t\f\u1234""""#, "unescaped \\n\\r\\b\\t\\f\\u1234"),
        (#""""unescaped unicode outside BMP 😀""""#, "unescaped unicode outside BMP 😀"),
        (#""""slashes \\ \/""""#, "slashes \\\\ \\/"),
        ("\"\"\"\n\n        spans\n          multiple\n            lines\n\n        \"\"\"",
         "spans\n  multiple\n    lines"),
        ("\"\"\"  first line keeps its indent\n    second\n      third\"\"\"",
         "  first line keeps its indent\nsecond\n  third"),
        ("\"\"\"\n  \t \n   \"\"\"", ""),
    ])
    func blockStrings(text: String, value: String) throws {
        let tokens = try Self.tokens(text)
        #expect(tokens.map(\.kind) == [.blockString])
        // The lexer leaves a block string's value to be made when asked, from its raw text.
        #expect(try Parser.run(Source(text)) { parser in parser.lexer.value(of: try parser.lexer.advance()) } == value)
        let document = try parse("type T { a(x: String = \(text)): Int }")
        guard case .type(let type) = document.definitions.first,
              case .string(let string)? = type.fields.first?.arguments.first?.defaultValue else {
            Issue.record("no string default")
            return
        }
        #expect(string.value == value && string.block)
        #expect(string == StringValue(value, block: true, loc: string.loc))
    }

    @Test func tokenDescriptionsAsGraphQLJSWritesThem() throws {
        let descriptions = try Parser.run(Source(#"{ name 1 2.5 "s" """b""" ..."#)) { parser in
            var descriptions: [String] = []
            while try parser.lexer.advance().kind != .eof { descriptions.append(parser.lexer.describe(parser.lexer.token)) }
            return descriptions
        }
        #expect(descriptions == ["\"{\"", "Name \"name\"", "Int \"1\"", "Float \"2.5\"",
                                 "String \"s\"", "BlockString \"b\"", "\"...\""])
        #expect(TokenKind.eof.description == "<EOF>")
    }

    @Test func errorsAreAtOneOffsetPlusTheBaseOffset() {
        let source = Source("{ a(x: \"\\q\") }", baseOffset: 1000)
        #expect(throws: GraphQLError("Syntax Error: Invalid character escape sequence: \"\\q\".",
                                     locations: [Location(start: 1008, end: 1008)])) {
            try parse(source)
        }
    }
}
