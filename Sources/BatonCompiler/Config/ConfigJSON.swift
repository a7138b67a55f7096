import Foundation

/// Reads the JSON text of `baton.json` strictly (RFC 8259), so that a mistake is reported
/// with its reason and its place rather than as "not JSON": a missing comma, a raw control
/// character in a string, a trailing comma, and a key given twice in one object (which JSON
/// readers usually let the last one win, silently).
///
/// Values come out as `String`, `Double`, `Bool`, `NSNull`, `[Any]` and `[String: Any]`.
struct ConfigJSON {
    /// Why the text is not a config's JSON, and the byte offset where that was found.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Objects and lists may nest this deep (a config needs three levels).
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Parses a whole text holding one value.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> Any {
        var reader = ConfigJSON(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(message: message, offset: offset ?? index)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value() throws(Failure) -> Any {
        guard let byte = current else { throw failure("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): return try literal("true", true)
        case UInt8(ascii: "f"): return try literal("false", false)
        case UInt8(ascii: "n"): return try literal("null", NSNull())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value, found \(Self.describe(byte))")
        }
    }

    private mutating func nested<T>(_ body: (inout ConfigJSON) throws(Failure) -> T) throws(Failure) -> T {
        guard depth < Self.maxDepth else { throw failure("objects and lists nest deeper than \(Self.maxDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(Failure) -> [String: Any] {
        var object: [String: Any] = [:]
        var firstOffsets: [String: Int] = [:]
        try elements(closing: "}", in: "an object") { (reader: inout ConfigJSON) throws(Failure) in
            guard reader.current == UInt8(ascii: "\"") else {
                throw reader.failure("expected a key in double quotes, found \(reader.describeCurrent())")
            }
            let keyOffset = reader.index
            let key = try reader.string()
            if firstOffsets[key] != nil {
                throw reader.failure("the key '\(key)' is given twice in one object", at: keyOffset)
            }
            firstOffsets[key] = keyOffset
            reader.skipWhitespace()
            guard reader.current == UInt8(ascii: ":") else {
                throw reader.failure("expected ':' after the key '\(key)', found \(reader.describeCurrent())")
            }
            reader.index += 1
            reader.skipWhitespace()
            object[key] = try reader.value()
        }
        return object
    }

    private mutating func array() throws(Failure) -> [Any] {
        var items: [Any] = []
        try elements(closing: "]", in: "a list") { (reader: inout ConfigJSON) throws(Failure) in
            items.append(try reader.value())
        }
        return items
    }

    /// Reads an object's or list's elements, from its opening bracket through `closing`: each
    /// read by `element` (whitespace skipped around it), with commas between them.
    private mutating func elements(closing: Unicode.Scalar, in container: String,
                                   _ element: (inout ConfigJSON) throws(Failure) -> Void) throws(Failure) {
        try nested { (reader: inout ConfigJSON) throws(Failure) in
            reader.index += 1
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: closing) {
                reader.index += 1
                return
            }
            while true {
                reader.skipWhitespace()
                try element(&reader)
                reader.skipWhitespace()
                switch reader.current {
                case UInt8(ascii: ","): reader.index += 1
                case UInt8(ascii: closing):
                    reader.index += 1
                    return
                default:
                    throw reader.failure("expected ',' or '\(closing)' in \(container), found \(reader.describeCurrent())")
                }
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ value: Any) throws(Failure) -> Any {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { buffer in
            start + count <= bytes.count && (0..<count).allSatisfy { bytes[start + $0] == buffer[$0] }
        }
        guard matches else { throw failure("expected a value, found \(describeCurrent())") }
        index += count
        return value
    }

    private mutating func number() throws(Failure) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit in a number") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit after '.' in a number") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit in a number's exponent") }
            skipDigits()
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .nan
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while true {
            guard let byte = current else { throw failure("a string is not closed", at: start) }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                scalars.append(contentsOf: try Self.decode(bytes[runStart..<index], at: runStart).unicodeScalars)
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 {
                    throw failure("a control character (\(Self.describe(byte))) inside a string must be escaped")
                }
                scalars.append(try escape())
                runStart = index
                continue
            }
            index += 1
        }
    }

    private static func decode(_ run: ArraySlice<UInt8>, at offset: Int) throws(Failure) -> String {
        guard let text = String(validating: run, as: UTF8.self) else {
            throw Failure(message: "a string holds bytes that are not UTF-8", offset: offset)
        }
        return text
    }

    /// Reads `\x` or `\uXXXX` (a surrogate pair as one scalar) at the backslash.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        let backslash = index
        index += 1
        guard let byte = current else { throw failure("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexUnit(backslash)
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape of a high surrogate must be followed by its low surrogate", at: backslash)
                }
                index += 2
                let low = try hexUnit(backslash)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("a \\u escape of a high surrogate must be followed by its low surrogate", at: backslash)
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw failure("a \\u escape names a lone surrogate", at: backslash)
            }
            return scalar
        default:
            let shown = (0x21...0x7E).contains(byte) ? "'\\\(Character(Unicode.Scalar(byte)))'" : "\\ and \(Self.describe(byte))"
            throw failure("invalid escape \(shown) in a string", at: backslash)
        }
    }

    private mutating func hexUnit(_ backslash: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else {
            throw failure("a \\u escape needs four hexadecimal digits", at: backslash)
        }
        index += 4
        return value
    }

    private func describeCurrent() -> String {
        current.map(Self.describe) ?? "the end of the file"
    }

    private static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        default: String(format: "byte 0x%02X", byte)
        }
    }
}
