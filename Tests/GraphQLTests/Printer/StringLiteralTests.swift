import Testing
@testable import GraphQL

/// String spelling: GraphQL.js `printString`, `printBlockString`, and JSON escapes.
@Suite struct StringLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("\u{08}\t\n\u{0C}\r", #""\b\t\n\f\r""#),
        ("\u{00}\u{0B}\u{1F}\u{7F}\u{80}\u{9F}", #""\u0000\u000B\u001F\u007F\u0080\u009F""#),
        ("\u{A0}é😀/", "\"\u{A0}é😀/\""),
    ])
    func printString(value: String, expected: String) {
        #expect(StringLiterals.quoted(value) == expected)
    }

    @Test(arguments: [
        ("\u{00}\u{1F}\u{7F}\u{9F}\"\\\n", "\"\\u0000\\u001f\u{7F}\u{9F}\\\"\\\\\\n\""),
    ])
    func jsonString(value: String, expected: String) {
        #expect(StringLiterals.jsonQuoted(value) == expected)
    }

    @Test(arguments: [
        // Short single lines stay on one line.
        ("short", #""""short""""#),
        ("", #""""""""#),
        // Several lines, or more than 70 scalars, get a leading and a trailing newline.
        ("two\nlines", "\"\"\"\ntwo\nlines\n\"\"\""),
        (String(repeating: "x", count: 71), "\"\"\"\n" + String(repeating: "x", count: 71) + "\n\"\"\""),
        (String(repeating: "x", count: 70), "\"\"\"" + String(repeating: "x", count: 70) + "\"\"\""),
        // A single line starting with whitespace keeps it: no leading newline.
        ("  indented and \"quoted\"", "\"\"\"  indented and \"quoted\"\n\"\"\""),
        // A trailing quote or backslash forces newlines (in the minimized form, the trailing one only).
        ("ends with \"", "\"\"\"\nends with \"\n\"\"\""),
        ("ends with \\", "\"\"\"\nends with \\\n\"\"\""),
        // Triple quotes are escaped; trailing ones make it multi-line.
        ("has \"\"\" inside", #""""has \""" inside""""#),
        ("ends \"\"\"", "\"\"\"\nends \\\"\"\"\n\"\"\""),
        ("\"\"\"\"", "\"\"\"\n\\\"\"\"\"\n\"\"\""),
        // Lines after the first all indented: a leading newline keeps the indentation.
        ("first\n  second", "\"\"\"\nfirst\n  second\n\"\"\""),
        // CRLF and CR count as line ends.
        ("a\r\nb", "\"\"\"\na\r\nb\n\"\"\""),
    ])
    func printBlockString(value: String, expected: String) {
        #expect(StringLiterals.block(value) == expected)
    }

    @Test func minimizedBlockStringsAddOnlyNeededNewlines() {
        #expect(StringLiterals.block("two\nlines", minimize: true) == "\"\"\"two\nlines\"\"\"")
        #expect(StringLiterals.block("first\n  second", minimize: true) == "\"\"\"\nfirst\n  second\"\"\"")
        #expect(StringLiterals.block("ends with \"", minimize: true) == "\"\"\"ends with \"\n\"\"\"")
    }

    /// Every block string printed reads back as the same value.
    @Test(arguments: ["a", "  lead", "x\n  y", "\"", "\\", "\"\"\"", "a\"\"\"b", "\n\nblank lines\n\n", "\t tab"])
    func blockStringsReadBack(value: String) throws {
        for minimize in [false, true] {
            let printed = StringLiterals.block(value, minimize: minimize)
            let reread = try parseValue(Source(printed))
            guard case .string(let string) = reread else {
                Issue.record("not a string: \(printed)")
                continue
            }
            let expected = value.trimmingBlankEdgeLines
            #expect(string.value == expected, "\(printed)")
        }
    }
}

private extension String {
    /// Block strings cannot keep blank first or last lines; what survives a round trip.
    var trimmingBlankEdgeLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }), lines.count > 0 {
            lines.removeFirst()
        }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
