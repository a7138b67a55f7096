import Testing
@testable import GraphQL

/// The word-at-a-time scans (block strings, line starts) against byte-by-byte restatements,
/// with the bytes they look for at every position of a word and across word boundaries.
@Suite struct ByteScanTests {
    @Test func wordTestsAgreeWithEachByte() {
        var generator = SplitMix64(seed: 7)
        // Bytes near the ones looked for, and every high byte.
        let interesting: [UInt8] = [0x00, 0x01, 0x0A, 0x0D, 0x0E, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xC3, 0xFF]
        for _ in 0 ..< 20_000 {
            var bytes = (0 ..< 8).map { _ in UInt8(truncatingIfNeeded: generator.next() % 0x7F) }
            for _ in 0 ..< Int(generator.next() % 3) {
                bytes[Int(generator.next() % 8)] = interesting[Int(generator.next() % UInt64(interesting.count))]
            }
            let word = bytes.withUnsafeBufferPointer { ByteScan.word($0, at: 0) }
            #expect(ByteScan.hasByte(below: 0x0E, in: word) == bytes.contains { $0 < 0x0E }, "\(bytes)")
            #expect(ByteScan.hasByte(0x22, in: word) == bytes.contains(0x22), "\(bytes)")
            #expect(ByteScan.hasByte(0x5C, in: word) == bytes.contains(0x5C), "\(bytes)")
            #expect(ByteScan.hasNonASCII(word) == bytes.contains { $0 >= 0x80 }, "\(bytes)")
            #expect(ByteScan.firstByte(below: 0x0E, in: word) == bytes.firstIndex { $0 < 0x0E }, "\(bytes)")
        }
    }

    @Test func longBlockStringsAgreeWithTheReference() throws {
        let pieces: [String] = ["abcdefgh", "abc", " ", "\n", "\r\n", "é", "😀", "\\", "\"", "\\\"\"\"", "\"\"", "x\"y"]
        var generator = SplitMix64(seed: 11)
        var checked = 0
        for _ in 0 ..< 3_000 {
            var body = ""
            for _ in 0 ..< Int(generator.next() % 40) { body += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let source = Array(("\"\"\"" + body + "\"\"\"").utf8)
            guard let (expected, end) = BlockStringTests.reference(source) else { continue }
            let (token, value) = try Parser.run(Source(bytes: source)) { parser in
                let token = try parser.lexer.advance()
                return (token, parser.lexer.value(of: token))
            }
            #expect(token.kind == .blockString && value == expected && token.end == end, "\(body.debugDescription)")
            checked += 1
        }
        #expect(checked > 2_000)
    }

    @Test func linePositionsAgreeWithCountingEachByte() {
        let pieces: [String] = ["abcdefghijk", "ab", "\n", "\r", "\r\n", "\t", "é"]
        var generator = SplitMix64(seed: 13)
        for _ in 0 ..< 200 {
            var text = ""
            for _ in 0 ..< Int(generator.next() % 60) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            let source = Source(bytes: bytes)
            var line = 1, lineStart = 0, index = 0
            while index <= bytes.count {
                let column = 1 + bytes[lineStart ..< index].filter { $0 & 0xC0 != 0x80 }.count
                #expect(source.textPosition(of: index) == SourcePosition(line: line, column: column), "\(text.debugDescription) at \(index)")
                guard index < bytes.count else { break }
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    // The offset between \r and \n is on the \r's line.
                    let column = 1 + bytes[lineStart ... index].filter { $0 & 0xC0 != 0x80 }.count
                    #expect(source.textPosition(of: index + 1) == SourcePosition(line: line, column: column))
                    index += 2
                    line += 1
                    lineStart = index
                } else if bytes[index] == 0x0A || bytes[index] == 0x0D {
                    index += 1
                    line += 1
                    lineStart = index
                } else {
                    index += 1
                }
            }
        }
    }
}
