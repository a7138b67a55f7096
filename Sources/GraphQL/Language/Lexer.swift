/// Reads tokens from UTF-8 bytes, one at a time, skipping whitespace, commas and comments.
///
/// Errors are the ones GraphQL.js reports, at the same positions. The lexer works on a
/// borrowed buffer, so it lives only inside `withUnsafeBufferPointer` (see ``parse(_:)``).
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Added to every offset in a ``GraphQLError``.
    let baseOffset: Int
    /// The current token (`<SOF>` before the first ``advance()``).
    private(set) var token = Token(kind: .sof, start: 0, end: 0, value: nil)
    /// Where the token before the current one ended: the end of a node's span.
    private(set) var lastTokenEnd = 0
    /// A token read ahead by ``lookahead()``, of kind `<SOF>` when there is none. Not an
    /// optional: copying a `Token?` in ``advance()`` went through the generic witness (over
    /// a hundred instructions on every token).
    private var peeked = Lexer.noToken
    /// The names read so far, each made into a `String` once.
    private var names = LexerNames()

    init(bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int) {
        self.bytes = bytes
        self.baseOffset = baseOffset
    }

    /// Moves to the next token and returns it.
    @discardableResult
    mutating func advance() throws -> Token {
        lastTokenEnd = token.end
        if peeked.kind != .sof {
            swap(&token, &peeked)
            peeked = Lexer.noToken
        } else if token.kind != .eof {
            token = try readToken(from: token.end)
        }
        return token
    }

    /// The token after the current one, without moving.
    mutating func lookahead() throws -> Token {
        if token.kind == .eof { return token }
        if peeked.kind != .sof { return peeked }
        peeked = try readToken(from: token.end)
        return peeked
    }

    /// What ``peeked`` holds when nothing was read ahead (no token read is `<SOF>`).
    private static var noToken: Token { Token(kind: .sof, start: 0, end: 0, value: nil) }

    /// The byte at `offset`, or -1 past the end (JavaScript's `NaN` from `charCodeAt`).
    @inline(__always)
    func code(_ offset: Int) -> Int {
        offset < bytes.count ? Int(bytes[offset]) : -1
    }

    /// A syntax error at a local offset.
    func error(_ offset: Int, _ message: String) -> GraphQLError {
        let at = baseOffset + offset
        return GraphQLError("Syntax Error: \(message)", locations: [Location(start: at, end: at)])
    }

    /// Reads the token starting at or after `start`.
    private mutating func readToken(from start: Int) throws -> Token {
        var offset = start
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case 0x09, 0x20, 0x2C, 0x0A, 0x0D:  // tab, space, comma, line terminators
                offset += 1
                continue
            case 0xEF where code(offset + 1) == 0xBB && code(offset + 2) == 0xBF:  // BOM
                offset += 3
                continue
            case 0x23:  // #
                offset = skipComment(from: offset + 1)
                continue
            case 0x2E:  // .
                return try readDots(offset)
            case 0x22:  // "
                if code(offset + 1) == 0x22 && code(offset + 2) == 0x22 { return try readBlockString(offset) }
                return try readString(offset)
            case 0x2D, 0x30...0x39:  // - and digits
                return try readNumber(offset)
            case 0x41...0x5A, 0x61...0x7A, 0x5F:  // letters and _
                return readName(offset)
            default:
                if let kind = punctuator(byte) { return Token(kind: kind, start: offset, end: offset + 1, value: nil) }
                throw unexpectedCharacter(offset)
            }
        }
        return Token(kind: .eof, start: count, end: count, value: nil)
    }

    /// The one-byte punctuator a byte is, if any.
    @inline(__always)
    private func punctuator(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case 0x21: .bang
        case 0x24: .dollar
        case 0x26: .amp
        case 0x28: .parenL
        case 0x29: .parenR
        case 0x3A: .colon
        case 0x3D: .equals
        case 0x40: .at
        case 0x5B: .bracketL
        case 0x5D: .bracketR
        case 0x7B: .braceL
        case 0x7C: .pipe
        case 0x7D: .braceR
        default: nil
        }
    }

    /// Skips a comment's text: up to a line end, or to a byte that is no source character
    /// (which the caller then reports, as GraphQL.js does).
    private func skipComment(from start: Int) -> Int {
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { break }
            if byte < 0x80 {
                offset += 1
            } else if case .scalar(_, let length) = bytes.decodeScalar(at: offset) {
                offset += length
            } else {
                break
            }
        }
        return offset
    }

    /// `...`, or the errors GraphQL.js gives for `..` and `.5`.
    private func readDots(_ start: Int) throws -> Token {
        let next = code(start + 1)
        if next == 0x2E {
            if code(start + 2) == 0x2E { return Token(kind: .spread, start: start, end: start + 3, value: nil) }
            throw error(start, "Unexpected \"..\", did you mean \"...\"?")
        }
        if isDigit(next) {
            let end = try readDigits(start + 1)
            throw error(start, "Invalid number, expected digit before \".\", did you mean \"0.\(text(start + 1, end))\"?")
        }
        throw unexpectedCharacter(start)
    }

    private mutating func readName(_ start: Int) -> Token {
        var offset = start + 1
        while offset < bytes.count && isNameContinue(Int(bytes[offset])) { offset += 1 }
        return Token(kind: .name, start: start, end: offset, value: names.name(bytes, start, offset))
    }

    /// Reads an Int or Float with GraphQL.js's checks: no leading zeros, digits after `.`
    /// and `e`, and no name or `.` straight after.
    private func readNumber(_ start: Int) throws -> Token {
        var offset = start
        var isFloat = false
        if code(offset) == 0x2D { offset += 1 }
        if code(offset) == 0x30 {
            offset += 1
            if isDigit(code(offset)) {
                throw error(offset, "Invalid number, unexpected digit after 0: \(printCodePoint(at: offset)).")
            }
        } else {
            offset = try readDigits(offset)
        }
        if code(offset) == 0x2E {
            isFloat = true
            offset = try readDigits(offset + 1)
        }
        if code(offset) == 0x45 || code(offset) == 0x65 {
            isFloat = true
            offset += 1
            if code(offset) == 0x2B || code(offset) == 0x2D { offset += 1 }
            offset = try readDigits(offset)
        }
        let next = code(offset)
        if next == 0x2E || isNameStart(next) {
            throw error(offset, "Invalid number, expected digit but got: \(printCodePoint(at: offset)).")
        }
        return Token(kind: isFloat ? .float : .int, start: start, end: offset, value: text(start, offset))
    }

    /// Reads one or more digits; returns the offset after them.
    private func readDigits(_ start: Int) throws -> Int {
        guard isDigit(code(start)) else {
            throw error(start, "Invalid number, expected digit but got: \(printCodePoint(at: start)).")
        }
        var offset = start + 1
        while isDigit(code(offset)) { offset += 1 }
        return offset
    }

    /// The error for a byte that starts no token.
    private func unexpectedCharacter(_ offset: Int) -> GraphQLError {
        if bytes[offset] == 0x27 {
            return error(offset, "Unexpected single quote character ('), did you mean to use a double quote (\")?")
        }
        switch bytes.decodeScalar(at: offset) {
        case .scalar:
            return error(offset, "Unexpected character: \(printCodePoint(at: offset)).")
        case .surrogate(let value):
            return error(offset, "Invalid character: \(codePointName(value)).")
        case .invalid(let byte):
            return error(offset, invalidUTF8(byte))
        }
    }

    /// The message for a byte that is not valid UTF-8.
    func invalidUTF8(_ byte: UInt8) -> String {
        "Invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))."
    }

    /// How GraphQL.js prints the character at an offset: `"a"`, `'"'`, `U+00DF`, `<EOF>`.
    func printCodePoint(at offset: Int) -> String {
        guard offset < bytes.count else { return "<EOF>" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte <= 0x7E {
            return byte == 0x22 ? "'\"'" : "\"\(Character(Unicode.Scalar(byte)))\""
        }
        switch bytes.decodeScalar(at: offset) {
        case .scalar(let value, _), .surrogate(let value): return codePointName(value)
        case .invalid(let byte): return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// The text between two local offsets.
    @inline(__always)
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self)
    }
}

@inline(__always) func isDigit(_ code: Int) -> Bool { code >= 0x30 && code <= 0x39 }

/// A letter of either case in one test, first: `| 0x20` lowers `A`–`Z` onto `a`–`z` and moves
/// no other byte (nor -1, the end) into that range. A name's bytes are mostly letters, which
/// the separate range tests reached last (about fifteen instructions a lowercase letter).
@inline(__always) func isNameStart(_ code: Int) -> Bool {
    UInt(bitPattern: (code | 0x20) &- 0x61) < 26 || code == 0x5F
}

@inline(__always) func isNameContinue(_ code: Int) -> Bool {
    UInt(bitPattern: (code | 0x20) &- 0x61) < 26 || UInt(bitPattern: code &- 0x30) < 10 || code == 0x5F
}
