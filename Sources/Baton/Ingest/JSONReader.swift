/// A JSON reader over UTF-8 bytes: tokens, cheap skipping, strings decoded on demand.
///
/// It never builds a tree and never recurses: `skipValue` keeps its own stack, so any
/// nesting depth is skipped in linear time. Every failure is an `IngestError` with the
/// byte offset. It is the hottest code of the runtime, so it works on a buffer pointer.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos: Int = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A string token's contents: the byte range between the quotes.
    struct StringSpan {
        let start: Int
        let end: Int
        let hasEscapes: Bool
    }

    /// A number token's bytes and shape.
    struct NumberToken {
        let start: Int
        let end: Int
        let hasFraction: Bool
        let hasExponent: Bool
    }

    func fail(_ message: String) -> IngestError { IngestError(message, offset: pos) }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09: pos += 1
            default: return
            }
        }
    }

    /// The next non-space byte, or nil at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        // No space before the token (the usual case): no call to skip any.
        if pos < bytes.count, bytes[pos] > 0x20 { return bytes[pos] }
        skipWhitespace()
        return pos < bytes.count ? bytes[pos] : nil
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8) throws {
        // The byte is usually right here (a compact response has no spaces): checked inline,
        // the call cost more than the check.
        if pos < bytes.count, bytes[pos] == byte {
            pos += 1
            return
        }
        try expectAfterSpaces(byte)
    }

    private mutating func expectAfterSpaces(_ byte: UInt8) throws {
        guard peek() == byte else {
            throw fail(pos < bytes.count ? "expected '\(Character(Unicode.Scalar(byte)))'" : "unexpected end")
        }
        pos += 1
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        if pos < bytes.count, bytes[pos] == byte {
            pos += 1
            return true
        }
        if peek() == byte { pos += 1; return true }
        return false
    }

    // MARK: Strings

    /// Reads a string token (the opening quote must be next) without decoding it.
    ///
    /// RFC 8259 forbids raw control characters (below 0x20) inside a string: one is
    /// malformed, at its own offset, whether the string is read or skipped. So is an escape
    /// that names no character (`\x`); a broken `\u` escape is left to decoding, which
    /// repairs it as the tokenizer fixtures say.
    mutating func readStringSpan() throws -> StringSpan {
        try expect(UInt8(ascii: "\""))
        let start = pos
        var escapes = false
        while pos < bytes.count {
            skipPlainBytes()
            guard pos < bytes.count else { break }
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                let span = StringSpan(start: start, end: pos, hasEscapes: escapes)
                pos += 1
                return span
            }
            if b < 0x20 { throw IngestError("raw control character \(Self.hex(b)) in a string", offset: pos) }
            if b == UInt8(ascii: "\\") {
                escapes = true
                if pos + 1 < bytes.count, !Self.escapable(bytes[pos + 1]) {
                    throw IngestError("bad escape", offset: pos)
                }
                pos += 2
            } else {
                pos += 1
            }
        }
        throw IngestError("unterminated string", offset: start - 1)
    }

    /// Whether `\` may precede `byte` in a JSON string.
    private static func escapable(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"): true
        default: false
        }
    }

    /// `U+001F`-style text of a control byte, for messages.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Whether an unescaped span equals `expected` byte for byte.
    func spanEquals(_ span: StringSpan, _ expected: [UInt8]) -> Bool {
        guard !span.hasEscapes, span.end - span.start == expected.count else { return false }
        var i = 0
        while i < expected.count {
            if bytes[span.start + i] != expected[i] { return false }
            i += 1
        }
        return true
    }

    /// Reads and decodes a string token.
    mutating func readString() throws -> String { try decode(readStringSpan()) }

    // MARK: Numbers and literals

    /// Reads a number token, checking JSON's grammar.
    mutating func readNumber() throws -> NumberToken {
        skipWhitespace()
        let start = pos
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        let integerStart = pos
        let count = digits()
        guard count > 0 else { throw fail("bad number") }
        if count > 1 && bytes[integerStart] == UInt8(ascii: "0") { throw IngestError("leading zero", offset: start) }
        var fraction = false, exponent = false
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard digits() > 0 else { throw fail("bad fraction") }
            fraction = true
        }
        if pos < bytes.count && (bytes[pos] | 0x20) == UInt8(ascii: "e") {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
            guard digits() > 0 else { throw fail("bad exponent") }
            exponent = true
        }
        return NumberToken(start: start, end: pos, hasFraction: fraction, hasExponent: exponent)
    }

    private mutating func digits() -> Int {
        let start = pos
        while pos < bytes.count && bytes[pos] &- UInt8(ascii: "0") < 10 { pos += 1 }
        return pos - start
    }

    /// The integer a token denotes, if it is one that fits Int64. A fraction of zeros
    /// (`3.0`) is a whole number; an exponent never is, nor is anything out of range.
    func int64(_ token: NumberToken) -> Int64? {
        guard !token.hasExponent else { return nil }
        var i = token.start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var value: Int64 = 0
        while i < token.end && bytes[i] &- UInt8(ascii: "0") < 10 {
            // Accumulate negatively so Int64.min fits.
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.subtractingReportingOverflow(Int64(bytes[i] - UInt8(ascii: "0")))
            if o1 || o2 { return nil }
            value = s
            i += 1
        }
        if i < token.end {
            i += 1 // the '.'
            while i < token.end { if bytes[i] != UInt8(ascii: "0") { return nil }; i += 1 }
        }
        if negative { return value }
        let (positive, overflow) = Int64(0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// The nearest double to a token, or nil when it overflows to infinity.
    func double(_ token: NumberToken) -> Double? {
        if !token.hasFraction && !token.hasExponent && token.end - token.start <= 15, let i = int64(token) {
            // `-0` is the float negative zero, which the integer path would lose.
            return i == 0 && bytes[token.start] == UInt8(ascii: "-") ? -0.0 : Double(i)
        }
        if let exact = exactDouble(token) { return exact }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The raw text of a byte range.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Reads `true`, `false` or `null` (whichever is next); returns its byte.
    mutating func readLiteral() throws -> UInt8 {
        guard let first = peek() else { throw fail("unexpected end") }
        let word: StaticString
        switch first {
        case UInt8(ascii: "t"): word = "true"
        case UInt8(ascii: "f"): word = "false"
        case UInt8(ascii: "n"): word = "null"
        default: throw fail("unexpected character")
        }
        let count = word.utf8CodeUnitCount
        guard pos + count <= bytes.count else { throw fail("unexpected end") }
        for k in 0..<count where bytes[pos + k] != word.utf8Start[k] { throw fail("bad literal") }
        pos += count
        return first
    }

    /// Consumes `null` if it is next.
    mutating func consumeNull() throws -> Bool {
        // Most values are not null, and their first byte is right here.
        if pos < bytes.count, bytes[pos] != UInt8(ascii: "n"), bytes[pos] > 0x20 { return false }
        guard peek() == UInt8(ascii: "n") else { return false }
        _ = try readLiteral()
        return true
    }

    // MARK: Skipping

    /// Skips one value of any depth, checking its grammar, without recursion.
    mutating func skipValue() throws {
        var stack: [UInt8] = []
        while true {
            // A value starts here.
            guard let c = peek() else { throw fail("unexpected end") }
            var closedValue = true
            switch c {
            case UInt8(ascii: "{"):
                pos += 1
                if consume(UInt8(ascii: "}")) { break }
                stack.append(c)
                _ = try readStringSpan()
                try expect(UInt8(ascii: ":"))
                closedValue = false
            case UInt8(ascii: "["):
                pos += 1
                if consume(UInt8(ascii: "]")) { break }
                stack.append(c)
                closedValue = false
            case UInt8(ascii: "\""): _ = try readStringSpan()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try readNumber()
            default: _ = try readLiteral()
            }
            guard closedValue else { continue }
            // After a value: close containers or move to the next member.
            while let top = stack.last {
                if consume(UInt8(ascii: ",")) {
                    if top == UInt8(ascii: "{") {
                        _ = try readStringSpan()
                        try expect(UInt8(ascii: ":"))
                    }
                    break
                }
                let closer = top == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                try expect(closer)
                stack.removeLast()
            }
            if stack.isEmpty { return }
        }
    }
}
