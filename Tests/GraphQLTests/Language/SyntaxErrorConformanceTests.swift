import Testing
@testable import GraphQL

/// graphql-core's syntax-error cases: same position always, same words where the wording is
/// shared (graphql-core quotes with `'`, GraphQL.js and Baton with `"`).
@Suite struct SyntaxErrorConformanceTests {
    @Test func agreesWithGraphQLCore() throws {
        let cases = try ParserFixtures.records("syntax_errors.jsonl", as: SyntaxErrorCase.self)
        var atPosition = 0, exact = 0, exactModuloQuotes = 0
        for testCase in cases {
            let source = Source(bytes: ParserFixtures.sourceBytes(testCase.source))
            guard let error = Self.error(testCase.mode, source) else {
                Issue.record("no error for \(testCase.mode) \(testCase.source.debugDescription)")
                continue
            }
            let position = source.textPosition(of: error.locations.first?.start ?? -1)
            let expected = SourcePosition(line: testCase.expected_location.line,
                                          column: testCase.expected_location.column)
            if position == expected {
                atPosition += 1
            } else {
                Issue.record("\(testCase.source.debugDescription): at \(position), expected \(expected)")
            }
            if error.message == testCase.expected_message { exact += 1 }
            if Self.unquoted(error.message) == Self.unquoted(testCase.expected_message) {
                exactModuloQuotes += 1
            } else {
                Issue.record("\(testCase.source.debugDescription): \(error.message) ≠ \(testCase.expected_message)")
            }
        }
        let total = cases.count
        print("syntax errors: \(atPosition)/\(total) at position, \(exactModuloQuotes)/\(total) exact message "
              + "(GraphQL.js quotes; \(exact)/\(total) byte-identical to graphql-core's wording)")
        #expect(total == 113)
        #expect(atPosition == total)
        #expect(exactModuloQuotes == total)
    }

    /// The error a case's mode produces, or nil when none is thrown.
    static func error(_ mode: String, _ source: Source) -> GraphQLError? {
        do {
            switch mode {
            case "lex_second_token":
                // As graphql-core's `lex_second`: read the first token, then the next.
                try Parser.run(source) { parser in
                    try parser.lexer.advance()
                    try parser.lexer.advance()
                }
            default:
                _ = try parse(source)
            }
            return nil
        } catch let error as GraphQLError {
            return error
        } catch {
            return nil
        }
    }

    /// A message with both quote styles made one.
    static func unquoted(_ message: String) -> String {
        message.replacingOccurrences(of: "'", with: "\"")
    }
}
