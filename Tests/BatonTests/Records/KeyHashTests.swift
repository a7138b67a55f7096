import Testing
@_spi(Generated) @testable import Baton

/// The one hash of record keys and ids (`KeyHash`): bytes eight at a time from a per-process
/// seed, equal for texts `String` holds equal, apart for keys that differ in one byte, in
/// length or in type.
@Suite("Key hash")
@MainActor
struct KeyHashTests {
    /// `KeyHash` of `bytes` with `seed` and `salt`, as a table of ids hashes them in place.
    func hash(_ bytes: [UInt8], salt: UInt64 = 0, seed: UInt64 = KeyHash.seed) -> UInt64 {
        // A byte past the end, so an empty list has an address too; it is not hashed.
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            KeyHash.hash(buffer.baseAddress!, count: bytes.count, salt: salt, seed: seed)
        }
    }

    /// Printable ASCII bytes of every length from 0 to 40, each a prefix of the next.
    var prefixes: [[UInt8]] {
        let bytes = (0..<40).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        return (0...40).map { Array(bytes[..<$0]) }
    }

    @Test func everyLengthFrom0To40HasItsOwnHashAndTheStringsHashIsTheBytes() {
        let hashes = prefixes.map { hash($0) }
        #expect(Set(hashes).count == 41)
        for bytes in prefixes {
            #expect(KeyHash.hash(String(decoding: bytes, as: UTF8.self)) == hash(bytes), "\(bytes.count)")
        }
        // A run of one byte: only the length tells them apart (a zero byte too).
        for byte in [UInt8(0), UInt8(ascii: "7")] {
            #expect(Set((0...40).map { hash([UInt8](repeating: byte, count: $0)) }).count == 41)
        }
    }

    @Test func changingAnyOneByteOfAnyLengthChangesTheHash() {
        // Every position of every length, the tails (1–7 bytes past a word, read in one or two
        // loads that overlap) included.
        for bytes in prefixes where !bytes.isEmpty {
            let original = hash(bytes)
            for at in bytes.indices {
                for flip in [UInt8(0x01), 0x20, 0x40] {
                    var changed = bytes
                    changed[at] ^= flip
                    #expect(hash(changed) != original, "length \(bytes.count), byte \(at)")
                }
            }
        }
    }

    @Test func idsThatAWeakHashMatchesAreApart() {
        // Anagrams (a sum), ids whose tails shared a hash when the length met the tail's low
        // bits, a swap of two words.
        let pairs: [(String, String)] = [("ab", "ba"), ("5", "557"), ("19", "198"), ("12345678abcdefgh", "abcdefgh12345678"),
                                         ("", "\0"), ("x", "x\0")]
        for (a, b) in pairs { #expect(KeyHash.hash(a) != KeyHash.hash(b), "\(a) \(b)") }
    }

    @Test func theSaltPartsIdsOfTwoTypes() {
        let id = Array("1001".utf8)
        #expect(hash(id, salt: 1) != hash(id, salt: 2))
        #expect(hash(id, salt: 0) != hash(id, salt: 1))
        let table = RecordsByID(expected: 16)
        id.withUnsafeBufferPointer { id in
            #expect(table.hash(id.baseAddress!, length: id.count, type: Types.Character)
                    != table.hash(id.baseAddress!, length: id.count, type: Types.Location))
        }
    }

    @Test func anotherSeedOrdersKeysOtherwise() {
        let keys = (0..<64).map { Array("Character:\($0)".utf8) }
        let first = keys.sorted { hash($0, seed: 1) < hash($1, seed: 1) }
        let second = keys.sorted { hash($0, seed: 2) < hash($1, seed: 2) }
        #expect(first != second)
        // The buckets of a table of 16 slots, too: a server that learned one seed's would
        // not have the next process's.
        #expect(keys.map { hash($0, seed: 1) & 15 } != keys.map { hash($0, seed: 2) & 15 })
        #expect(KeyHash.seed == KeyHash.seed)
    }

    @Test(arguments: [
        ("caf\u{E9}", "cafe\u{301}"),     // an accent composed, and apart
        ("\u{212A}", "K"),                // a Kelvin sign is a K
        ("Hero:\u{212B}1", "Hero:A\u{30A}1"), // an Ångström sign, an A and a ring
        ("\u{1E0A}\u{323}", "D\u{323}\u{307}"), // marks in another order
    ])
    func textsStringHoldsEqualHashAlike(_ a: String, _ b: String) {
        #expect(a == b)
        #expect(a.utf8.count != b.utf8.count || !a.utf8.elementsEqual(b.utf8))
        #expect(KeyHash.hash(a) == KeyHash.hash(b))
        #expect(KeyHash.hash(a, salt: 3) == KeyHash.hash(b, salt: 3))
        #expect(RecordKey.Hashed(a) == RecordKey.Hashed(b))
        #expect(RecordKey.Hashed(a).hash == RecordKey.Hashed(b).hash)
        #expect(Set([RecordKey.Hashed(a), RecordKey.Hashed(b)]).count == 1)
        #expect(KeyHash.hash(a + "x") != KeyHash.hash(b))
    }

    @Test func aBareIdAndTheSameIdInAKeyHaveOneHashInTheIdIndex() throws {
        let inKey = try #require(IdentityIndex.ID(inKey: "Character:1001", typeName: "Character"))
        #expect(inKey.hash == IdentityIndex.ID("1001").hash)
        let unusual = try #require(IdentityIndex.ID(inKey: "Character:caf\u{E9}", typeName: "Character"))
        #expect(unusual.hash == IdentityIndex.ID("cafe\u{301}").hash)
        #expect(IdentityIndex.ID("1001").hash != IdentityIndex.ID("1002").hash)
    }
}
