import Testing
@_spi(Generated) @testable import Baton

/// The digest decides that a record is unchanged, so any change of a value must change it:
/// a one-byte change of a value, at any position, never leaves the digest as it was
/// (`DigestHasher`: each byte is in one word, and each word goes through a bijection).
@Suite("Digest changes")
@MainActor
struct DigestChangeTests {
    /// Names of every length to 40 (strings short enough to live inline and long ones on the
    /// heap, every position inside a word and in the tail), read from a response.
    static let names = (1...40).map { n in String((0..<n).map { k in Character(UnicodeScalar(UInt8(97 + k % 26))) }) }

    private func digests(_ names: [String]) throws -> [String: Int] {
        let json = NotificationTests.rowsJSON(names: names)
        let changes = try ingest(json, RowsPlan.resolution(Store())).changes
        var digests: [String: Int] = [:]
        for record in changes.records where record.key.hasPrefix("Row:") {
            let digest = try #require(record.digest)
            digests[record.key] = digest
        }
        return digests
    }

    @Test func aOneByteChangeOfAStringAtAnyPositionChangesTheRecordsDigest() throws {
        let before = try digests(Self.names)
        for position in 0..<40 {
            // Every name at least this long gets its byte at `position` changed (to an upper
            // case letter): each of those rows must have another digest, the others the same.
            let changed = Self.names.map { name -> String in
                guard name.utf8.count > position else { return name }
                var bytes = Array(name.utf8)
                bytes[position] = bytes[position] - 32
                return String(decoding: bytes, as: UTF8.self)
            }
            let after = try digests(changed)
            for (k, name) in Self.names.enumerated() {
                let key = "Row:\(k)"
                if name.utf8.count > position {
                    #expect(after[key] != before[key], "\(key) byte \(position)")
                } else {
                    #expect(after[key] == before[key], "\(key)")
                }
            }
        }
    }

    /// Every byte value at every position of strings to 24 bytes, and every byte of a number
    /// and of a float's bits, on the record the ingest digests.
    @Test func everyByteOfEveryScalarChangesTheDigest() {
        func digest(_ value: ChangeValue) -> Int? {
            var record = ChangeRecord(key: "T:1", type: TypeID("DigestChange"),
                                      entries: [ChangeEntry(slot: 0, value: .int(7)), ChangeEntry(slot: 1, value: value)])
            record.makeDigest()
            return record.digest
        }
        for length in 0...24 {
            let bytes = (0..<length).map { UInt8(33 + $0) }
            let original = digest(.string(String(decoding: bytes, as: UTF8.self)))
            for position in 0..<length {
                for byte in UInt8(32)..<UInt8(127) where byte != bytes[position] {
                    var other = bytes
                    other[position] = byte
                    #expect(digest(.string(String(decoding: other, as: UTF8.self))) != original)
                }
            }
        }
        let number: Int64 = 0x0102_0304_0506_0708
        let float = 1234.5678
        for shift in stride(from: 0, to: 64, by: 8) {
            for flip in [UInt64(1), 0x80, 0xFF] {
                #expect(digest(.int(number ^ Int64(bitPattern: flip << UInt64(shift)))) != digest(.int(number)))
                #expect(digest(.float(Double(bitPattern: float.bitPattern ^ flip << UInt64(shift))))
                        != digest(.float(float)))
            }
        }
        // The kind is digested: the same bits as another kind, or one slot over, differ.
        #expect(digest(.int(1)) != digest(.bool(true)))
        #expect(digest(.string("")) != digest(.null))
        #expect(digest(.scalars([.string("a"), nil])) != digest(.scalars([nil, .string("a")])))
    }
}
