import GraphQL

/// Reads one Swift string literal — `"…"`, `"""…"""`, and their raw forms `#"…"#` — into the
/// text it denotes, keeping where each piece of that text stands in the Swift file.
///
/// Escapes are decoded as Swift does (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`, and
/// `\#…` forms in raw strings); a multi-line literal loses the indentation of its closing
/// delimiter and its line continuations. Interpolation is refused: a document must be known at
/// build time.
struct SwiftStringLiteral {
    /// The decoded text as UTF-8.
    var text: [UInt8] = []
    /// Where runs of the text start in the host file.
    var anchors: [SourceOrigin.Anchor] = []
    /// Host offset just past the closing delimiter.
    var end: Int = 0

    /// Why a literal could not be read, and where.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private let host: Source
    /// Host positions are asked in increasing order: each found from the last, so a literal
    /// (and a file of them) is read in linear time.
    private var hostCursor: SourceCursor
    private var expected: SourcePosition?

    /// Reads the literal starting at `start` (its first `#` or `"`). Returns nil when no string
    /// literal starts there. `cursor` finds host positions; it is left past the literal, for
    /// the next one of the file.
    static func read(_ bytes: [UInt8], host: Source, at start: Int,
                     cursor: inout SourceCursor) throws(Failure) -> SwiftStringLiteral? {
        var hashes = 0
        var index = start
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var literal = SwiftStringLiteral(bytes: bytes, host: host, cursor: cursor)
        if SwiftStringLiteral.matches(bytes, at: index, "\"\"\"") {
            try literal.readMultiLine(from: index + 3, hashes: hashes, literalStart: start)
        } else {
            try literal.readSingleLine(from: index + 1, hashes: hashes, literalStart: start)
        }
        cursor = literal.hostCursor
        return literal
    }

    private init(bytes: [UInt8], host: Source, cursor: SourceCursor) {
        self.bytes = bytes
        self.host = host
        self.hostCursor = cursor
    }

    static func matches(_ bytes: [UInt8], at index: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
        }
    }

    private static func closes(_ bytes: [UInt8], at index: Int, quotes: StaticString, hashes: Int) -> Bool {
        guard SwiftStringLiteral.matches(bytes, at: index, quotes) else { return false }
        let after = index + quotes.utf8CodeUnitCount
        guard after + hashes <= bytes.count else { return false }
        return (0..<hashes).allSatisfy { bytes[after + $0] == UInt8(ascii: "#") }
    }

    // MARK: Single line

    private mutating func readSingleLine(from start: Int, hashes: Int, literalStart: Int) throws(Failure) {
        var index = start
        while true {
            guard index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D else {
                throw Failure(message: "unterminated string literal", offset: literalStart)
            }
            if Self.closes(bytes, at: index, quotes: "\"", hashes: hashes) {
                end = index + 1 + hashes
                return
            }
            index = try readPlainRunOrCharacter(at: index, limit: bytes.count, hashes: hashes)
        }
    }

    // MARK: Multi line

    private mutating func readMultiLine(from start: Int, hashes: Int, literalStart: Int) throws(Failure) {
        var index = start
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        guard index < bytes.count, bytes[index] == 0x0A || bytes[index] == 0x0D else {
            throw Failure(message: "a multi-line string literal's content must start on a new line", offset: index)
        }
        index = Self.lineEnd(bytes, from: index)
        let lines = try Self.contentLines(bytes, from: index, hashes: hashes, literalStart: literalStart)
        let indentation = lines.closingIndentation
        for (number, line) in lines.lines.enumerated() {
            try appendLine(line, indentation: indentation, hashes: hashes, isLast: number == lines.lines.count - 1)
        }
        end = lines.end
    }

    /// The content lines (start..<end host offsets, without their line break) and the closing
    /// delimiter's indentation.
    private static func contentLines(_ bytes: [UInt8], from start: Int, hashes: Int, literalStart: Int)
        throws(Failure) -> (lines: [Range<Int>], closingIndentation: Range<Int>, end: Int) {
        var lines: [Range<Int>] = []
        var lineStart = start
        while lineStart <= bytes.count {
            var index = lineStart
            while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
            if Self.closes(bytes, at: index, quotes: "\"\"\"", hashes: hashes) {
                return (lines, lineStart..<index, index + 3 + hashes)
            }
            var lineEndIndex = lineStart
            while lineEndIndex < bytes.count && bytes[lineEndIndex] != 0x0A && bytes[lineEndIndex] != 0x0D {
                lineEndIndex += 1
            }
            guard lineEndIndex < bytes.count else { break }
            lines.append(lineStart..<lineEndIndex)
            lineStart = lineEnd(bytes, from: lineEndIndex)
        }
        throw Failure(message: "unterminated multi-line string literal", offset: literalStart)
    }

    private static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { return index + 2 }
        return index + 1
    }

    private mutating func appendLine(_ line: Range<Int>, indentation: Range<Int>, hashes: Int, isLast: Bool)
        throws(Failure) {
        var index = line.lowerBound
        let isBlank = bytes[line].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        if !isBlank {
            for indentByte in bytes[indentation] {
                guard index < line.upperBound, bytes[index] == indentByte else {
                    throw Failure(message: "insufficient indentation of a line in a multi-line string literal",
                                  offset: index)
                }
                index += 1
            }
        } else {
            index = line.upperBound
        }
        while index < line.upperBound {
            if Self.isContinuation(bytes, at: index, line: line, hashes: hashes) { return }
            index = try readPlainRunOrCharacter(at: index, limit: line.upperBound, hashes: hashes)
        }
        if !isLast { append(CollectionOfOne(0x0A), from: line.upperBound, isLineBreak: true) }
    }

    /// A `\` (with the literal's hashes) followed only by blanks to the end of the line joins
    /// the next line.
    private static func isContinuation(_ bytes: [UInt8], at index: Int, line: Range<Int>, hashes: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: "\\") else { return false }
        var next = index + 1
        for _ in 0..<hashes {
            guard next < line.upperBound, bytes[next] == UInt8(ascii: "#") else { return false }
            next += 1
        }
        return bytes[next..<line.upperBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    // MARK: Characters and escapes

    /// Appends the run of plain ASCII at `index` (no `\`, quote or line break: it stands for
    /// itself) in one piece, or else the one character or escape there; returns the index after.
    private mutating func readPlainRunOrCharacter(at index: Int, limit: Int, hashes: Int) throws(Failure) -> Int {
        var end = index
        while end < limit {
            let byte = bytes[end]
            guard byte < 0x80, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\""), byte != 0x0A, byte != 0x0D else { break }
            end += 1
        }
        guard end > index else { return try readCharacter(at: index, hashes: hashes) }
        append(bytes[index..<end], from: index, scalars: end - index)
        return end
    }

    /// Appends the character or escape at `index`; returns the index after it.
    private mutating func readCharacter(at index: Int, hashes: Int) throws(Failure) -> Int {
        if bytes[index] == UInt8(ascii: "\\"), let afterHashes = Self.escapeStart(bytes, at: index, hashes: hashes) {
            return try readEscape(at: afterHashes, backslash: index)
        }
        let width = SwiftStringLiteral.scalarWidth(bytes[index])
        let scalarEnd = min(index + width, bytes.count)
        append(bytes[index..<scalarEnd], from: index)
        return scalarEnd
    }

    private static func escapeStart(_ bytes: [UInt8], at index: Int, hashes: Int) -> Int? {
        var next = index + 1
        for _ in 0..<hashes {
            guard next < bytes.count, bytes[next] == UInt8(ascii: "#") else { return nil }
            next += 1
        }
        return next < bytes.count ? next : nil
    }

    private mutating func readEscape(at index: Int, backslash: Int) throws(Failure) -> Int {
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "0"): 0x00,
            UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "\""): 0x22, UInt8(ascii: "'"): 0x27,
        ]
        let byte = bytes[index]
        if let decoded = simple[byte] {
            append(CollectionOfOne(decoded), from: backslash, isLineBreak: decoded == 0x0A)
            return index + 1
        }
        if byte == UInt8(ascii: "(") {
            throw Failure(message: "a GraphQL document cannot use string interpolation; it must be known at build time",
                          offset: backslash)
        }
        if byte == UInt8(ascii: "u") {
            return try readUnicodeEscape(at: index + 1, backslash: backslash)
        }
        throw Failure(message: "invalid escape sequence in string literal", offset: backslash)
    }

    private mutating func readUnicodeEscape(at index: Int, backslash: Int) throws(Failure) -> Int {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            throw Failure(message: "expected '{' in \\u{…} escape", offset: backslash)
        }
        var cursor = index + 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < bytes.count, let digit = SwiftStringLiteral.hexValue(bytes[cursor]), digits < 8 {
            value = value << 4 | UInt32(digit)
            digits += 1
            cursor += 1
        }
        guard digits > 0, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}"),
              let scalar = Unicode.Scalar(value) else {
            throw Failure(message: "invalid \\u{…} escape", offset: backslash)
        }
        append(String(Character(scalar)).utf8, from: backslash)
        return cursor + 1
    }

    /// Appends bytes that stand for what begins at `hostOffset`, starting a new anchor when the
    /// host position is not the one the previous byte leads to.
    /// `scalars` is how many host columns the piece spans when copied as it stands.
    private mutating func append(_ piece: some Collection<UInt8>, from hostOffset: Int, scalars: Int = 1,
                                 isLineBreak: Bool = false) {
        let position = hostCursor.position(of: host.baseOffset + hostOffset)
        if expected != position {
            anchors.append(SourceOrigin.Anchor(textOffset: text.count, host: position))
        }
        text.append(contentsOf: piece)
        // After a line break the next line's indentation was stripped: always anchor it.
        expected = isLineBreak ? nil : SourcePosition(line: position.line, column: position.column + scalars)
    }

    static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
