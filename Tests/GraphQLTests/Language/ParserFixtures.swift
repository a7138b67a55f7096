import Foundation
@testable import GraphQL

/// Reads the graphql-core conformance files for the parser tests.
///
/// Ten syntax-error sources hold lone UTF-16 surrogates (`\udead`), which no UTF-8 text can
/// hold and which `JSONSerialization` rejects. They are kept as what a JavaScript string would
/// hold: before decoding, each lone surrogate escape becomes a private-use marker (U+E000) plus
/// its four hex digits; after decoding, the marker turns into the surrogate's generalized
/// three-byte UTF-8 form (`ED BA AD`, as WTF-8 writes it). The lexer reads that form as the
/// surrogate code point, so it reports `Invalid character: U+DEAD.` where GraphQL.js does.
enum ParserFixtures {
    /// The fixtures folder in the test bundle.
    static var folder: URL {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
    }

    /// One JSON object per line, decoded leniently; `raw` bytes of each source kept beside it.
    static func records<T: Decodable>(_ file: String, as type: T.Type) throws -> [T] {
        let url = folder.appendingPathComponent("graphql-core/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(T.self, from: Data(markLoneSurrogates(String(line)).utf8))
        }
    }

    /// The source text's bytes, with surrogate markers expanded (see the type's note).
    static func sourceBytes(_ text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0xEE, index + 6 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0x80,
               let point = UInt32(String(decoding: utf8[index + 3 ..< index + 7], as: UTF8.self), radix: 16) {
                out += [UInt8(0xE0 | point >> 12), UInt8(0x80 | (point >> 6) & 0x3F), UInt8(0x80 | point & 0x3F)]
                index += 7
            } else {
                out.append(utf8[index])
                index += 1
            }
        }
        return out
    }

    /// Rewrites `\uD8xx` escapes not followed by a trailing `\uDCxx` (and trailing ones not
    /// preceded by a leading one) as `\uE000` + the hex digits; escaped backslashes are skipped.
    static func markLoneSurrogates(_ line: String) -> String {
        let chars = Array(line.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < chars.count {
            guard chars[index] == 0x5C, index + 1 < chars.count else {
                out.append(chars[index])
                index += 1
                continue
            }
            if chars[index + 1] == 0x75, let unit = hexUnit(chars, index + 2) {
                if (0xD800...0xDBFF).contains(unit), index + 11 < chars.count, chars[index + 6] == 0x5C,
                   chars[index + 7] == 0x75, let next = hexUnit(chars, index + 8), (0xDC00...0xDFFF).contains(next) {
                    out += chars[index ..< index + 12]
                    index += 12
                    continue
                }
                if (0xD800...0xDFFF).contains(unit) {
                    out += Array("\\uE000".utf8) + chars[index + 2 ..< index + 6]
                    index += 6
                    continue
                }
            }
            out += chars[index ..< index + 2]
            index += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexUnit(_ chars: [UInt8], _ start: Int) -> Int? {
        guard start + 4 <= chars.count else { return nil }
        return Int(String(decoding: chars[start ..< start + 4], as: UTF8.self), radix: 16)
    }
}

/// A record of `syntax_errors.jsonl`.
struct SyntaxErrorCase: Decodable {
    struct Position: Decodable {
        var line: Int
        var column: Int
    }

    var test: String
    var mode: String
    var source: String
    var expected_message: String
    var expected_location: Position
}

/// A record of `print.jsonl` (the fields the parser needs).
struct PrintCase: Decodable {
    var origin: String
    var source: String
    var printed: String
    var needs_fragment_arguments_syntax: Bool
}
