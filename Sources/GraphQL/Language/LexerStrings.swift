/// String and block-string tokens, with every escape the current spec allows.
extension Lexer {
    /// A token's value; a block string's is made from its raw text.
    func value(of token: Token) -> String? {
        token.kind == .blockString ? blockStringValue(bytes, token.start + 3 ..< token.end - 3) : token.value
    }

    /// How GraphQL.js describes the token in a message: `Name "foo"`, `BlockString "b"`, `"{"`,
    /// `<EOF>`.
    func describe(_ token: Token) -> String {
        guard let value = value(of: token) else { return token.kind.description }
        return "\(token.kind.description) \"\(value)\""
    }
}

extension Lexer {
    /// Reads `"…"`. Text without escapes becomes a `String` straight from the bytes.
    func readString(_ start: Int) throws -> Token {
        var offset = start + 1
        var chunkStart = offset
        // Filled only once an escape is met; until then the value is a slice of the source.
        var decoded: [UInt8] = []
        var hasEscapes = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x22 {
                let value: String
                if hasEscapes {
                    decoded.append(contentsOf: bytes[chunkStart ..< offset])
                    value = String(decoding: decoded, as: UTF8.self)
                } else {
                    value = text(chunkStart, offset)
                }
                return Token(kind: .string, start: start, end: offset + 1, value: value)
            }
            if byte == 0x5C {
                hasEscapes = true
                decoded.append(contentsOf: bytes[chunkStart ..< offset])
                let (scalar, size) = try readEscape(offset)
                appendUTF8(scalar, to: &decoded)
                offset += size
                chunkStart = offset
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            offset += byte < 0x80 ? 1 : try stringCharacterLength(offset)
        }
        throw error(offset, "Unterminated string.")
    }

    /// The length of a valid non-ASCII character inside a string; an error for a surrogate
    /// or for bytes that are not UTF-8.
    func stringCharacterLength(_ offset: Int) throws -> Int {
        switch bytes.decodeScalar(at: offset) {
        case .scalar(_, let length): return length
        case .surrogate(let value): throw error(offset, "Invalid character within String: \(codePointName(value)).")
        case .invalid(let byte): throw error(offset, invalidUTF8(byte))
        }
    }

    /// Decodes the escape at `offset` (a backslash): its scalar and its length in bytes.
    private func readEscape(_ offset: Int) throws -> (UInt32, Int) {
        if code(offset + 1) == 0x75 {  // u
            return code(offset + 2) == 0x7B ? try readVariableWidthEscape(offset) : try readFixedWidthEscape(offset)
        }
        let scalar: UInt32
        switch code(offset + 1) {
        case 0x22: scalar = 0x22
        case 0x5C: scalar = 0x5C
        case 0x2F: scalar = 0x2F
        case 0x62: scalar = 0x08  // b
        case 0x66: scalar = 0x0C  // f
        case 0x6E: scalar = 0x0A  // n
        case 0x72: scalar = 0x0D  // r
        case 0x74: scalar = 0x09  // t
        default:
            throw error(offset, "Invalid character escape sequence: \"\(excerpt(offset, units: 2))\".")
        }
        return (scalar, 2)
    }

    /// `\u{…}`: one to eight hex digits naming a scalar value; 12 characters at most.
    private func readVariableWidthEscape(_ offset: Int) throws -> (UInt32, Int) {
        // 32-bit arithmetic as in GraphQL.js: a digit past eight makes the point negative.
        var point: Int32 = 0
        var size = 3
        while size < 12 {
            let next = code(offset + size)
            size += 1
            if next == 0x7D {
                if size < 5 || !isUnicodeScalarValue(Int(point)) { break }
                return (UInt32(point), size)
            }
            point = (point &<< 4) | Int32(hexValue(next))
            if point < 0 { break }
        }
        throw error(offset, "Invalid Unicode escape sequence: \"\(excerpt(offset, units: size))\".")
    }

    /// `\uXXXX`, or a JSON-style surrogate pair `\uD83D\uDE00`.
    private func readFixedWidthEscape(_ offset: Int) throws -> (UInt32, Int) {
        let point = read16BitHex(offset + 2)
        if isUnicodeScalarValue(point) { return (UInt32(point), 6) }
        if point >= 0xD800 && point <= 0xDBFF && code(offset + 6) == 0x5C && code(offset + 7) == 0x75 {
            let trailing = read16BitHex(offset + 8)
            if trailing >= 0xDC00 && trailing <= 0xDFFF {
                return (UInt32(0x10000 + ((point - 0xD800) << 10) + (trailing - 0xDC00)), 12)
            }
        }
        throw error(offset, "Invalid Unicode escape sequence: \"\(excerpt(offset, units: 6))\".")
    }

    /// Four hex digits as a number, or a negative number if any is not a hex digit.
    private func read16BitHex(_ offset: Int) -> Int {
        hexValue(code(offset)) << 12 | hexValue(code(offset + 1)) << 8
            | hexValue(code(offset + 2)) << 4 | hexValue(code(offset + 3))
    }

    /// The text from `offset` spanning `units` UTF-16 code units (or to the end): what
    /// GraphQL.js quotes in escape errors, as it slices a JavaScript string.
    private func excerpt(_ offset: Int, units: Int) -> String {
        var end = offset
        var remaining = units
        while remaining > 0 && end < bytes.count {
            switch bytes.decodeScalar(at: end) {
            case .scalar(let value, let length):
                end += length
                remaining -= value > 0xFFFF ? 2 : 1
            case .surrogate:
                end += 3
                remaining -= 1
            case .invalid:
                end += 1
                remaining -= 1
            }
        }
        return text(offset, end)
    }

    /// Reads `"""…"""` up to its closing quotes (only `\"""` is an escape). Its value (lines
    /// dedented per the spec) is not made here, as most block strings are descriptions nothing
    /// reads: ``value(of:)`` makes it, and the parser keeps the place for the ``StringValue``
    /// to make it when asked.
    func readBlockString(_ start: Int) throws -> Token {
        var offset = start + 3
        let count = bytes.count
        while offset < count {
            // Step over eight bytes of plain ASCII text (no `"`, no `\`) at once.
            if offset + 8 <= count {
                let word = ByteScan.word(bytes, at: offset)
                if !ByteScan.hasNonASCII(word), !ByteScan.hasByte(0x22, in: word), !ByteScan.hasByte(0x5C, in: word) {
                    offset += 8
                    continue
                }
            }
            let byte = bytes[offset]
            if byte == 0x22 && code(offset + 1) == 0x22 && code(offset + 2) == 0x22 {
                return Token(kind: .blockString, start: start, end: offset + 3, value: nil)
            }
            if byte == 0x5C && code(offset + 1) == 0x22 && code(offset + 2) == 0x22 && code(offset + 3) == 0x22 {
                offset += 4
                continue
            }
            offset += byte < 0x80 ? 1 : try stringCharacterLength(offset)
        }
        throw error(offset, "Unterminated string.")
    }
}

/// The value of a hex digit, or -1.
@inline(__always)
func hexValue(_ code: Int) -> Int {
    switch code {
    case 0x30...0x39: code - 0x30
    case 0x41...0x46: code - 0x37
    case 0x61...0x66: code - 0x57
    default: -1
    }
}
