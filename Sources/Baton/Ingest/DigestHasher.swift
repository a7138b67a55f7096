/// The hash a record's digest is made with: the entries as 64-bit words, each mixed into the
/// state as it comes (`mix`, the finalizer of SplitMix64), from a seed drawn once per process.
///
/// It replaces the standard library's `Hasher` (SipHash-1-3) and `String.hash(into:)`: the
/// digest was ~10 % of the instructions of an ingest of the fixture, ~1,900 a record
/// (callgrind).
///
/// Why a weaker hash than SipHash is good enough here: the digest only decides that a record
/// holds what it held after the last write, so a collision keeps an older value of the
/// record; the values come from the server, which can send any value, older ones included.
/// What has to hold is that unrelated changes do not collide by accident, and that no one
/// who does not know the seed can choose two values that collide:
/// - each word goes through a bijection (`mix` of the state xor the word): two word lists of
///   one length that differ in a single word (a one-byte change of a value: the words are the
///   value's bytes in order, with its count ahead) never share a digest;
/// - the words say where each value starts and ends (a kind per entry, a count per string and
///   list), so different entry lists are different word lists (links apart: the digest covers
///   only their kind, and the commit compares where they point);
/// - `mix` is SplitMix64's finalizer (Stafford's Mix13, whose shifts and multipliers were
///   chosen so that each input bit flips each output bit with a chance near one half): with a
///   seed no one outside the process knows, lists that differ in more words share a digest
///   with a chance near 2⁻⁶⁴ as far as is known. It is not a cryptographic hash; one who
///   learned the seed could aim at a collision, which would only keep an older value.
struct DigestHasher {
    private var state: UInt64

    /// Drawn from the process's seeded `Hasher`, so no one outside the process knows it.
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x6261_746F_6E64_6967 as UInt64)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }()

    init(seed: UInt64) { state = seed }

    /// The digest of the words combined so far.
    var digest: Int { Int(truncatingIfNeeded: state) }

    @inline(__always)
    mutating func combine(_ word: UInt64) { state = Self.mix(state ^ word) }

    /// A string's UTF-8 bytes: their count, then eight at a time, the last one to seven in one
    /// word (`JSONReader.tailWord`): each byte is in one word only. Equal bytes give equal words, so a
    /// string is digested as its bytes, not as `String` equality sees it: two spellings of one
    /// text digest apart, and the commit compares them in full.
    mutating func combine(_ string: String) {
        if string.utf8.withContiguousStorageIfAvailable({ combine(bytes: $0) }) == nil {
            var copy = string
            copy.withUTF8 { combine(bytes: $0) }
        }
    }

    private mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        combine(UInt64(count))
        guard let base = bytes.baseAddress, count > 0 else { return }
        var k = 0
        // Every load lies inside base[0..<count].
        while k + 8 <= count {
            combine(UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self))
            k += 8
        }
        if k < count { combine(JSONReader.tailWord(base + k, count: count - k, from: 0)) }
    }

    /// SplitMix64's finalizer: a bijection of 64-bit words (xor-shifts and odd multipliers)
    /// in which each input bit flips each output bit with a chance near one half.
    @inline(__always)
    static func mix(_ word: UInt64) -> UInt64 {
        var z = word
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
