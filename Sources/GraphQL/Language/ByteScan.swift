/// Tests on eight bytes at once (one 64-bit word): a schema of a megabyte is mostly
/// descriptions and plain text, where the lexer and the line table look for a few bytes only
/// and can step over a word holding none of them.
///
/// The tests are exact about whether a word holds such a byte; ``firstByte(below:in:)`` also
/// says where the first one is, so a caller can step straight to it.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (the caller checks that they are inside the buffer).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// The position (0 to 7, in memory order) of the first byte of `word` below `limit` (at
    /// most 0x80), or nil. The test's mask can mark bytes wrongly only above a true one (a
    /// borrow runs upwards), so its lowest mark is exact.
    @inline(__always)
    static func firstByte(below limit: UInt8, in word: UInt64) -> Int? {
        let mask = (word &- ones &* UInt64(limit)) & ~word & highBits
        // Memory order is the word's byte order: little-endian counts from the low end.
        let ordered = UInt64(littleEndian: mask)
        return ordered == 0 ? nil : ordered.trailingZeroBitCount >> 3
    }

    /// Whether a byte of `word` is `byte`.
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// How many bytes in `start ..< end` of `buffer` are `byte`, sixteen at a time: each
    /// lane of a vector counts the matches at its place (a compare and a subtract per sixteen
    /// bytes, where a word's bit count is a dozen instructions without a population-count
    /// instruction in the baseline x86-64), and the lanes are added up every 255 steps,
    /// before one could wrap.
    static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = buffer.baseAddress else { return 0 }
        let pattern = SIMD16<UInt8>(repeating: byte), one = SIMD16<UInt8>(repeating: 1)
        var total = 0
        var index = start
        while index + 16 <= end {
            var lanes = SIMD16<UInt8>()
            let stop = min(end, index + 255 * 16)
            while index + 16 <= stop {
                let chunk = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                lanes &+= SIMD16<UInt8>().replacing(with: one, where: chunk .== pattern)
                index &+= 16
            }
            total += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < end {
            if base[index] == byte { total += 1 }
            index += 1
        }
        return total
    }

    /// Whether a byte of `word` is not ASCII.
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> Bool { word & highBits != 0 }
}
