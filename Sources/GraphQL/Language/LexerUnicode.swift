/// What a UTF-8 sequence at an offset decodes to.
///
/// Surrogate code points cannot be encoded in UTF-8, but their generalized three-byte form
/// (`ED A0..BF xx`, as WTF-8 writes them) is recognised so the lexer can report them the way
/// GraphQL.js reports lone surrogates in a JavaScript string.
enum DecodedScalar: Equatable {
    /// A Unicode scalar value and the number of bytes it took.
    case scalar(UInt32, length: Int)
    /// A surrogate code point (three bytes).
    case surrogate(UInt32)
    /// A byte that starts no valid sequence.
    case invalid(UInt8)
}

extension UnsafeBufferPointer<UInt8> {
    /// Decodes the UTF-8 sequence starting at `offset` (which must be in bounds).
    func decodeScalar(at offset: Int) -> DecodedScalar {
        let lead = self[offset]
        if lead < 0x80 { return .scalar(UInt32(lead), length: 1) }
        let (length, minSecond, maxSecond): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (length, minSecond, maxSecond) = (2, 0x80, 0xBF)
        case 0xE0: (length, minSecond, maxSecond) = (3, 0xA0, 0xBF)
        case 0xE1...0xEF: (length, minSecond, maxSecond) = (3, 0x80, 0xBF)
        case 0xF0: (length, minSecond, maxSecond) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, minSecond, maxSecond) = (4, 0x80, 0xBF)
        case 0xF4: (length, minSecond, maxSecond) = (4, 0x80, 0x8F)
        default: return .invalid(lead)
        }
        guard offset + length <= count else { return .invalid(lead) }
        let second = self[offset + 1]
        guard second >= minSecond && second <= maxSecond else { return .invalid(lead) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in offset + 1 ..< offset + length {
            let byte = self[index]
            guard byte & 0xC0 == 0x80 else { return .invalid(lead) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        if value >= 0xD800 && value <= 0xDFFF { return .surrogate(value) }
        return .scalar(value, length: length)
    }
}

/// Whether a code point is a Unicode scalar value (not a surrogate, not past U+10FFFF).
@inline(__always)
func isUnicodeScalarValue(_ point: Int) -> Bool {
    (point >= 0 && point <= 0xD7FF) || (point >= 0xE000 && point <= 0x10FFFF)
}

/// `U+00DF`: GraphQL.js's way of writing a code point in a message.
func codePointName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// Appends the UTF-8 encoding of a scalar value.
func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
    switch value {
    case 0..<0x80:
        out.append(UInt8(value))
    case 0x80..<0x800:
        out.append(UInt8(0xC0 | value >> 6))
        out.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
        out.append(UInt8(0xE0 | value >> 12))
        out.append(UInt8(0x80 | (value >> 6) & 0x3F))
        out.append(UInt8(0x80 | value & 0x3F))
    default:
        out.append(UInt8(0xF0 | value >> 18))
        out.append(UInt8(0x80 | (value >> 12) & 0x3F))
        out.append(UInt8(0x80 | (value >> 6) & 0x3F))
        out.append(UInt8(0x80 | value & 0x3F))
    }
}
