/// The one hash of record keys and ids: their UTF-8 bytes eight at a time, from a seed drawn
/// once per process. Every table keyed by key or id text hashes with it (`RecordKey.Hashed`,
/// `RecordsByID`, `IdentityIndex`), so one text has one hash however it was reached: the
/// bytes of a response's id token, a key made as a `String`, an id read back from the image.
///
/// It replaces the standard library's SipHash (`Hasher`, ~260 instructions a key, a share of
/// every ingest, commit and relaunch).
///
/// Keys are equal as `String`s (canonical equivalence: "é" precomposed and decomposed are one
/// key), while this hash is of bytes; both agree because the bytes hashed are the text's NFC
/// form, which `String` equality compares: an ASCII text is its own NFC form and is hashed in
/// place; any other is hashed through its NFC code units (`String._nfcCodeUnits`, as
/// `String.hash(into:)` does), rare in ids and never on the ASCII path.
///
/// Why not SipHash: a table of keys only needs keys a server does not choose to fall apart,
/// and that no one who does not know the seed can aim keys at one bucket. Each word goes
/// through a multiply and an xor-shift, the last through SplitMix64's finalizer
/// (`DigestHasher.mix`), all from the per-process seed; the length (and a caller's `salt`)
/// are mixed in before any byte, so keys that differ only in length part at once.
enum KeyHash {
    /// Drawn from the process's seeded `Hasher`, so no one outside the process knows it.
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x6261_746F_6E6B_6579 as UInt64)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }()

    /// The hash of `base[0..<count]` under `salt` (0, or what a caller's table mixes in to
    /// part its kinds of key: `RecordsByID`'s type), with `seed` (`KeyHash.seed`, kept by a
    /// caller that hashes in a loop). `highBits` gets the OR of every byte's high bit: 0 for
    /// ASCII bytes.
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, count: Int, salt: UInt64 = 0, seed: UInt64,
                     highBits: inout UInt64) -> UInt64 {
        var h = DigestHasher.mix(seed ^ (salt << 32 ^ UInt64(truncatingIfNeeded: count)))
        var high: UInt64 = 0
        var k = 0
        // Whole words, then the tail in one or two loads (`JSONReader.tailWord`): every read is
        // inside base[0..<count].
        while k + 8 <= count {
            let word = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            high |= word
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            k += 8
        }
        let tail = k < count ? JSONReader.tailWord(base, count: count, from: k) : 0
        highBits = (high | tail) & 0x8080_8080_8080_8080
        return DigestHasher.mix(h ^ tail)
    }

    /// `hash(_:count:salt:seed:highBits:)` for a caller that knows the bytes' kind.
    @inline(__always)
    static func hash(_ base: UnsafePointer<UInt8>, count: Int, salt: UInt64 = 0, seed: UInt64) -> UInt64 {
        var highBits: UInt64 = 0
        return hash(base, count: count, salt: salt, seed: seed, highBits: &highBits)
    }

    /// `hash(_:count:salt:seed:highBits:)` over a buffer, which may be empty (and then have no
    /// address: the hash of no bytes).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, salt: UInt64 = 0, seed: UInt64,
                     highBits: inout UInt64) -> UInt64 {
        if let base = bytes.baseAddress {
            return hash(base, count: bytes.count, salt: salt, seed: seed, highBits: &highBits)
        }
        var none: UInt8 = 0
        return hash(&none, count: 0, salt: salt, seed: seed, highBits: &highBits)
    }

    /// `hash(_:salt:seed:highBits:)` for a caller that knows the bytes' kind.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, salt: UInt64 = 0, seed: UInt64) -> UInt64 {
        var highBits: UInt64 = 0
        return hash(bytes, salt: salt, seed: seed, highBits: &highBits)
    }

    /// The hash of `text` as `String` equality sees it: of its bytes when they are ASCII (in
    /// place), of its NFC code units otherwise, so equal `String`s hash alike.
    static func hash(_ text: String, salt: UInt64 = 0) -> UInt64 {
        let seed = seed
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var highBits: UInt64 = 0
            let found = hash(bytes, salt: salt, seed: seed, highBits: &highBits)
            return highBits == 0 ? found : nil
        }
        if case let ascii?? = ascii { return ascii }
        return text._nfcCodeUnits.withUnsafeBufferPointer { hash($0, salt: salt, seed: seed) }
    }
}
