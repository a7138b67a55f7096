/// String decoding: escapes, and the tokenizer fixtures' rules for broken ones.
extension JSONReader {
    /// The decoded text of a span. Invalid UTF-8 is repaired to U+FFFD; broken surrogates
    /// and bad `\u` escapes become U+FFFD as the tokenizer fixtures say.
    func decode(_ span: StringSpan) throws -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        if !span.hasEscapes { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = span.start
        while i < span.end {
            let b = bytes[i]
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            guard i + 1 < span.end else { throw IngestError("bad escape", offset: i) }
            let e = bytes[i + 1]
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e); i += 2
            case UInt8(ascii: "b"): out.append(0x08); i += 2
            case UInt8(ascii: "f"): out.append(0x0C); i += 2
            case UInt8(ascii: "n"): out.append(0x0A); i += 2
            case UInt8(ascii: "r"): out.append(0x0D); i += 2
            case UInt8(ascii: "t"): out.append(0x09); i += 2
            case UInt8(ascii: "u"): i = decodeUnicodeEscape(at: i, end: span.end, into: &out)
            default: throw IngestError("bad escape", offset: i)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes `\uXXXX` (and a following low surrogate) at `i`; returns where to go on.
    /// Fewer than four bytes before the string's end: U+FFFD and the rest is dropped.
    /// Four bytes that are not all hex: U+FFFD, and reading goes on after `\u`.
    private func decodeUnicodeEscape(at i: Int, end: Int, into out: inout [UInt8]) -> Int {
        guard end - (i + 2) >= 4 else { appendReplacement(&out); return end }
        guard let unit = hex4(at: i + 2) else { appendReplacement(&out); return i + 2 }
        if unit >= 0xD800 && unit < 0xDC00 {
            if end - (i + 6) >= 6, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
               let low = hex4(at: i + 8), low >= 0xDC00 && low < 0xE000 {
                let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                appendScalar(UInt32(scalar), &out)
                return i + 12
            }
            appendReplacement(&out)
            return i + 6
        }
        if unit >= 0xDC00 && unit < 0xE000 { appendReplacement(&out); return i + 6 }
        appendScalar(UInt32(unit), &out)
        return i + 6
    }

    private func hex4(at i: Int) -> Int? {
        var value = 0
        for k in 0..<4 {
            let b = bytes[i + k]
            let digit: Int
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(b) - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(b) - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(b) - 55
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    private func appendReplacement(_ out: inout [UInt8]) { out.append(contentsOf: [0xEF, 0xBF, 0xBD]) }

    private func appendScalar(_ value: UInt32, _ out: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { appendReplacement(&out); return }
        out.append(contentsOf: UTF8.encode(scalar)!)
    }
}
