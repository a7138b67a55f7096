import Testing
@_spi(Generated) @testable import Baton

/// Strings read back from rows: short ASCII strings are made straight from their bytes, and
/// must be the very strings the standard library would make (equal, hashed alike, usable as
/// keys); any other bytes, a damaged file's included, take the general path and are repaired.
@Suite("Image: strings read from rows")
@MainActor
struct RowStringTests {
    /// `bytes` as a row holds a string (its length, then the bytes), read back; `after` is
    /// what the row holds past the string (a short string is copied by whole words, which
    /// must stay inside it).
    func read(_ bytes: [UInt8], after: [UInt8] = []) -> String? {
        var sink = ByteSink()
        sink.varint(bytes.count)
        bytes.withUnsafeBytes { sink.append($0) }
        after.withUnsafeBytes { sink.append($0) }
        let stored = sink.bytes
        return stored.withUnsafeBytes { buffer in
            var source = ByteSource(buffer)
            return source.string()
        }
    }

    func expectSame(_ read: String?, _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let made = String(decoding: bytes, as: UTF8.self)
        // A short ASCII string is the very words the standard library makes: equality alone
        // compares the text, so stray bytes in the padding would pass it.
        if let read, bytes.count <= 15, bytes.allSatisfy({ $0 < 0x80 }), MemoryLayout<String>.size == 16 {
            #expect(unsafeBitCast(read, to: (UInt64, UInt64).self) == unsafeBitCast(made, to: (UInt64, UInt64).self),
                    sourceLocation: sourceLocation)
        }
        #expect(read == made, sourceLocation: sourceLocation)
        #expect(read?.hashValue == made.hashValue, sourceLocation: sourceLocation)
        #expect(read.map { Array($0.utf8) } == Array(made.utf8), sourceLocation: sourceLocation)
        #expect(read?.count == made.count, sourceLocation: sourceLocation)
        #expect(read.map { $0 + "!" } == made + "!", sourceLocation: sourceLocation)
        #expect(read.map { $0 < made + "\u{0}" } == true, sourceLocation: sourceLocation)
    }

    @Test func asciiOfEveryLengthReadsAsTheStandardLibrarysOwn() {
        var generator = SystemRandomNumberGenerator()
        // Past the string: nothing, too little for a word, or plenty, of ASCII (which a word
        // copied past the string's end would carry into it) or not.
        let afters: [[UInt8]] = [[], [0x41], Array(repeating: 0x5a, count: 20), Array(repeating: 0xff, count: 20)]
        for length in 0...40 {
            for after in afters {
                for _ in 0..<10 {
                    let bytes = (0..<length).map { _ in UInt8.random(in: 0...0x7f, using: &generator) }
                    expectSame(read(bytes, after: after), bytes)
                }
            }
        }
        // Zeros and the highest ASCII byte, at the edges of the inline form.
        for bytes: [UInt8] in [[0], [0x7f], Array(repeating: 0, count: 15), Array(repeating: 0x7f, count: 15),
                               Array(repeating: 0x41, count: 16)] {
            expectSame(read(bytes), bytes)
        }
    }

    @Test func shortStringsReadBackAsDictionaryKeys() {
        let keys = (0..<200).map { "Character:\($0)" }
        var table: [String: Int] = [:]
        for (k, key) in keys.enumerated() { table[key] = k }
        for (k, key) in keys.enumerated() {
            let back = read(Array(key.utf8))
            #expect(back.flatMap { table[$0] } == k)
            #expect(back.map { RecordKey.Hashed($0) } == RecordKey.Hashed(key))
        }
    }

    @Test func bytesOverASCIIAreReadAsBeforeAndBadOnesRepaired() {
        // A byte over 0x7F at every position of a short string: valid UTF-8 reads as it was
        // written; bytes that are not UTF-8 (a damaged file) are repaired, never trusted.
        for length in 1...16 {
            for at in 0..<length {
                var bad = Array(repeating: UInt8(ascii: "a"), count: length)
                bad[at] = 0xff
                for after in [[], Array(repeating: UInt8(ascii: "z"), count: 16)] {
                    expectSame(read(bad, after: after), bad)
                    #expect(read(bad, after: after)?.contains("\u{FFFD}") == true)
                    var lone = bad
                    lone[at] = 0xc3
                    expectSame(read(lone, after: after), lone)
                }
            }
        }
        let accented = Array("été".utf8)
        expectSame(read(accented), accented)
        #expect(read(accented) == "été")
        let emoji = Array("a😀b".utf8)
        #expect(read(emoji) == "a😀b")
    }

    @Test func aLengthPastTheEndReadsNothing() {
        let stored: [UInt8] = [5, 0x61, 0x62]
        let back = stored.withUnsafeBytes { buffer in
            var source = ByteSource(buffer)
            return source.string()
        }
        #expect(back == nil)
    }
}
