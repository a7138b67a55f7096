/// Short ASCII strings made straight from a row's bytes.
///
/// Most strings a row holds (names, statuses, dates, link keys) are ASCII and at most 15
/// bytes, which Swift keeps inline in the string's two words. `String(decoding:as:)` makes
/// them through UTF-8 validation and repair and a copy byte by byte (~300 instructions a
/// string, 1.7 M a check of the benchmark page); here the two words are written directly,
/// in the form the standard library gives such a string (its bytes, zero padding, then the
/// small-and-ASCII marker with the count in the top byte). ASCII bytes are valid UTF-8
/// whatever the file holds, so nothing a damaged file holds is trusted here: any byte over
/// 0x7F, or a layout this process's standard library does not share, answers nil and the
/// caller takes the general path.
enum SmallASCII {
    /// The longest string kept inline.
    static let capacity = 15

    /// `bytes` (at most `capacity`) as a string, or nil when they are not all ASCII or
    /// strings are not laid out as expected. `readable` is how many bytes may be read from
    /// `bytes`' start (at least its count): with 16, the two words are loaded whole and the
    /// bytes past the string masked off, with no copy call.
    @inline(__always)
    static func string(_ bytes: UnsafeRawBufferPointer, readable: Int) -> String? {
        #if _pointerBitWidth(_64) && _endian(little)
        guard matchesLayout, let source = bytes.baseAddress else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        let count = bytes.count
        if readable >= 16 {
            words.0 = source.loadUnaligned(as: UInt64.self)
            if count >= 8 {
                words.1 = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & ((1 &<< (8 &* UInt64(count &- 8))) &- 1)
            } else {
                words.0 &= (1 &<< (8 &* UInt64(count))) &- 1
            }
        } else {
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: source, byteCount: count) }
        }
        guard (words.0 | words.1) & 0x8080_8080_8080_8080 == 0 else { return nil }
        words.1 |= (0xE0 | UInt64(count)) &<< 56
        return unsafeBitCast(words, to: String.self)
        #else
        return nil
        #endif
    }

    #if _pointerBitWidth(_64) && _endian(little)
    /// Whether the standard library lays short ASCII strings out as `string(_:)` writes them:
    /// checked once a process against strings it made itself, of every length.
    private static let matchesLayout: Bool = {
        let letters: [UInt8] = Array("abcdefghijklmno".utf8)
        for count in 0...capacity {
            let made = String(decoding: letters[..<count], as: UTF8.self)
            var words: (UInt64, UInt64) = (0, 0)
            for (k, byte) in letters[..<count].enumerated() {
                if k < 8 { words.0 |= UInt64(byte) &<< (8 * UInt64(k)) } else { words.1 |= UInt64(byte) &<< (8 * UInt64(k - 8)) }
            }
            words.1 |= (0xE0 | UInt64(count)) &<< 56
            let bits = unsafeBitCast(made, to: (UInt64, UInt64).self)
            guard bits == words else { return false }
        }
        return true
    }()
    #endif
}
