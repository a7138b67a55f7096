/// Response bytes looked at eight at a time: most of a response is string bytes that are
/// neither a quote, a backslash nor a control byte, and strings equal to one the change set
/// already holds; looking at them one by one cost a compare and a branch per byte.
extension JSONReader {
    /// Moves `pos` to the first byte from here that is `"`, `\` or below 0x20, or to the
    /// last seven bytes of the buffer (which the caller reads one by one).
    mutating func skipPlainBytes() {
        guard let base = bytes.baseAddress else { return }
        let end = bytes.count - 8
        // Reads stay inside the buffer: each loads bytes pos..<pos + 8 with pos <= count - 8.
        while pos <= end {
            let word = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self)
            let found = Self.specialBytes(word)
            if found != 0 {
                pos += found.trailingZeroBitCount >> 3
                return
            }
            pos += 8
        }
    }

    /// A mask whose lowest set bit is the high bit of the first byte (in memory order, the
    /// word being little-endian) that is `"`, `\` or below 0x20. Bits above it may be set
    /// falsely (a borrow carries up from a found byte); the lowest one is exact.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        return bytes(of: word, equalTo: UInt8(ascii: "\"")) | bytes(of: word, equalTo: UInt8(ascii: "\\")) | control
    }

    /// A mask whose lowest set bit is the high bit of the first byte of `word` (in memory
    /// order) equal to `byte`; bits above it may be set falsely, as in `specialBytes`.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let zeroWhereEqual = word ^ (ones &* UInt64(byte))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & (ones &* 0x80)
    }

    /// Whether the `count` bytes at `a` and at `b` are equal, compared a word at a time.
    static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var k = 0
        while k + 8 <= count {
            let x = UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            k += 8
        }
        // Four to seven bytes left (or any, past a word) in one or two loads, not one by one:
        // ids grew longer with the response (callgrind). Every load lies inside `0..<count`.
        if count >= 8 || count - k >= 4 {
            return k == count || tailWord(a, count: count, from: k) == tailWord(b, count: count, from: k)
        }
        while k < count {
            if a[k] != b[k] { return false }
            k += 1
        }
        return true
    }

    /// The bytes `from..<count` of `start` (fewer than eight, at least one) in a word, read in
    /// at most two loads that stay inside `0..<count`: the last eight bytes when there are
    /// eight, else two overlapping halves or three single bytes. For one `count` and `from`
    /// the word is a function of those bytes, and tells any two of them apart.
    @inline(__always)
    static func tailWord(_ start: UnsafePointer<UInt8>, count: Int, from: Int) -> UInt64 {
        let rest = count - from
        if count >= 8 { return UnsafeRawPointer(start + count - 8).loadUnaligned(as: UInt64.self) }
        let at = start + from
        if rest >= 4 {
            let low = UInt64(UnsafeRawPointer(at).loadUnaligned(as: UInt32.self))
            let high = UInt64(UnsafeRawPointer(at + rest - 4).loadUnaligned(as: UInt32.self))
            return high << 32 | low
        }
        return UInt64(at[0]) << 16 | UInt64(at[rest >> 1]) << 8 | UInt64(at[rest - 1])
    }
}
