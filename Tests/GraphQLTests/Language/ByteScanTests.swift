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

    /// The vector count against counting each byte: every length up to three vectors at every
    /// start in a vector, and past 255 vectors (where the lanes are added up).
    @Test func vectorCountAgreesWithEachByte() {
        var generator = SplitMix64(seed: 17)
        let bytes = (0 ..< 20_000).map { _ in [0x0A, 0x0D, 0x61, 0x00, 0xFF][Int(generator.next() % 5)] as UInt8 }
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0 ..< 16 {
                for end in start ... start + 48 {
                    for byte: UInt8 in [0x0A, 0x00, 0xFF] {
                        #expect(ByteScan.count(of: byte, in: buffer, from: start, to: end)
                                == bytes[start ..< end].filter { $0 == byte }.count, "\(start)..<\(end) \(byte)")
                    }
                }
            }
            #expect(ByteScan.count(of: 0x0A, in: buffer, from: 3, to: 19_999) == bytes[3 ..< 19_999].filter { $0 == 0x0A }.count)
            #expect(ByteScan.count(of: 0x0A, in: buffer, from: 9, to: 9) == 0)
        }
        // 255 vectors of one byte fill each lane to 255; more must not wrap.
        let same = [UInt8](repeating: 0x0A, count: 16 * 300 + 7)
        #expect(same.withUnsafeBufferPointer { ByteScan.count(of: 0x0A, in: $0, from: 0, to: $0.count) } == same.count)
    }

    /// The line table counts line ends per 4 KB block: positions in the first and last line, on
    /// each side of every block boundary, and after a `\r\n` split by one, agree with counting
    /// each byte from the start.
    @Test func linePositionsAgreeAcrossBlocks() {
        let block = Source.lineBlock
        var bytes = [UInt8](repeating: 0x61, count: 3 * block + 100)
        // A line end on each side of the first boundary, a \r\n split by the second, a lone
        // \r just before the third, and é (two bytes) in the last line; lines of 37 bytes
        // (some \r\n) between them.
        for index in stride(from: 30, to: bytes.count - 120, by: 37) { bytes[index] = index % 3 == 0 ? 0x0D : 0x0A }
        for index in stride(from: 31, to: bytes.count - 120, by: 111) where bytes[index - 1] == 0x0D { bytes[index] = 0x0A }
        bytes[block - 1] = 0x0A
        bytes[block] = 0x0A
        bytes[2 * block - 1] = 0x0D
        bytes[2 * block] = 0x0A
        bytes[3 * block - 1] = 0x0D
        bytes[3 * block] = 0x61
        bytes[bytes.count - 5] = 0xC3
        bytes[bytes.count - 4] = 0xA9
        let source = Source(bytes: bytes)
        var expected: [SourcePosition] = []
        var line = 1, column = 1
        for index in 0 ... bytes.count {
            expected.append(SourcePosition(line: line, column: column))
            guard index < bytes.count else { break }
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        var offsets = Array(0 ..< 40) + Array(bytes.count - 40 ... bytes.count)
        for boundary in [block, 2 * block, 3 * block] { offsets += Array(boundary - 3 ... boundary + 3) }
        for offset in offsets {
            #expect(source.textPosition(of: offset) == expected[offset], "offset \(offset)")
        }
        // The split \r\n ends one line, at its \n; the last line is counted whole.
        #expect(source.textPosition(of: 2 * block) == SourcePosition(line: expected[2 * block - 1].line, column: expected[2 * block - 1].column + 1))
        #expect(source.textPosition(of: bytes.count).line == expected[bytes.count].line)
        #expect(expected[bytes.count].line > 3 * block / 37)
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
