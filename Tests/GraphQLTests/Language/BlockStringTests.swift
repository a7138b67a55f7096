import Testing
@testable import GraphQL

/// The block-string reader against a line-by-line restatement of the spec's algorithm, over
/// many generated texts.
@Suite struct BlockStringTests {
    /// The spec's `BlockStringValue` done plainly: resolve `\"""`, split lines, dedent, trim.
    /// Returns the value and the offset after the closing quotes, or nil when unterminated.
    static func reference(_ source: [UInt8]) -> (String, Int)? {
        var lines: [[UInt8]] = [[]]
        var offset = 3
        while offset < source.count {
            if source[offset...].starts(with: Array("\"\"\"".utf8)) {
                return (dedent(lines), offset + 3)
            }
            if source[offset...].starts(with: Array("\\\"\"\"".utf8)) {
                lines[lines.count - 1] += Array("\"\"\"".utf8)
                offset += 4
            } else if source[offset] == 0x0D || source[offset] == 0x0A {
                let crlf = source[offset] == 0x0D && offset + 1 < source.count && source[offset + 1] == 0x0A
                offset += crlf ? 2 : 1
                lines.append([])
            } else {
                lines[lines.count - 1].append(source[offset])
                offset += 1
            }
        }
        return nil
    }

    private static func dedent(_ lines: [[UInt8]]) -> String {
        func indent(_ line: [UInt8]) -> Int { line.prefix { $0 == 0x20 || $0 == 0x09 }.count }
        let nonBlank = lines.indices.filter { indent(lines[$0]) < lines[$0].count }
        guard let first = nonBlank.first, let last = nonBlank.last else { return "" }
        let common = nonBlank.filter { $0 > 0 }.map { indent(lines[$0]) }.min() ?? 0
        let kept = (first ... last).map { index in index == 0 ? lines[0] : Array(lines[index].dropFirst(common)) }
        return String(decoding: Array(kept.joined(separator: [0x0A])), as: UTF8.self)
    }

    @Test func agreesWithTheReferenceOnGeneratedTexts() throws {
        let pieces: [String] = [" ", "  ", "\t", "\n", "\r", "\r\n", "a", "bc", "é", "😀", "\\", "\"", "\\\"\"\"", "\"\""]
        var generator = SplitMix64(seed: 42)
        var checked = 0
        for _ in 0 ..< 5_000 {
            let length = Int(generator.next() % 16)
            var body = ""
            for _ in 0 ..< length { body += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let source = Array(("\"\"\"" + body + "\"\"\"").utf8)
            guard let (expected, end) = Self.reference(source) else { continue }
            let (token, value) = try Parser.run(Source(bytes: source)) { parser in
                let token = try parser.lexer.advance()
                return (token, parser.lexer.value(of: token))
            }
            #expect(token.kind == .blockString && value == expected && token.end == end,
                    "\(body.debugDescription)")
            checked += 1
        }
        #expect(checked > 4_000)
    }
}

/// A small seeded generator, so generated cases are the same on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
