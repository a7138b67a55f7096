import Testing
@testable import BatonCompiler

@Suite("Digests")
struct DigestTests {
    /// Published test vectors (RFC 1321, FIPS 180 examples).
    @Test(arguments: [
        (DigestAlgorithm.md5, "", "d41d8cd98f00b204e9800998ecf8427e"),
        (.md5, "abc", "900150983cd24fb0d6963f7d28e17f72"),
        (.md5, "The quick brown fox jumps over the lazy dog", "9e107d9d372bb6826bd81d3542a419d6"),
        (.sha1, "", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        (.sha1, "abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        (.sha256, "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (.sha256, "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (.sha256, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(algorithm: DigestAlgorithm, input: String, expected: String) {
        #expect(algorithm.hex(input) == expected)
    }

    @Test func messagesAroundTheBlockBoundaryAndLong() {
        // Lengths 55, 56 and 64 cross the padding boundary; the million-'a' vector checks long input.
        #expect(DigestAlgorithm.md5.hex(String(repeating: "a", count: 56)) == "3b0c8ac703f828b04c6c197006d17218")
        #expect(DigestAlgorithm.sha1.hex(String(repeating: "a", count: 1_000_000))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// MD5 reads whole blocks in place and pads only the tail: every length around one and
    /// two block boundaries, and a long input (digests from Python's hashlib).
    @Test(arguments: [
        (55, "0a7dc09ca6e4f97814aaf648b87949bd"), (56, "17554d77e4f2e47d4675fab4855d9abb"),
        (57, "0aee42f7a763bff2ca29a6cd380d0cc3"), (63, "c4ae024d2308398fa6e3d4c07ad5f69f"),
        (64, "28cd73447ffe5d9912a2edbbb90742dd"), (65, "a13a7af9db1ac0f96d665ac3a6aaad3d"),
        (119, "b728e28e7da11b37480312e1620fec14"), (120, "4b3e921ec1c4ebd31f2de82fa9027ec5"),
        (127, "37c3464de2947b2be06a3a7fc3a11aee"), (128, "15853c6709218f5caad096a2de0b5d99"),
        (129, "dc6a62829bf50be21db238167c332caa"), (1_000_000, "7ac8de7b007a9c3f79ec5cacbb845c81"),
    ])
    func md5OfEveryLengthAroundTheBlocks(length: Int, expected: String) {
        let text = String(String(repeating: "ab", count: (length + 1) / 2).prefix(length))
        #expect(DigestAlgorithm.md5.hex(text) == expected)
    }

    /// The schema digest hashes its parts in turn (SDL, extensions, settings): split anywhere
    /// around the block boundaries, into two or three parts (some empty), they digest as the
    /// joined bytes do.
    @Test func md5OverPartsIsTheDigestOfTheJoinedBytes() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let whole = MD5.digest(bytes)
        #expect(hexString(whole) == "f9914cd8b67085ceb02d1eba3ff2dc0c")  // Python's hashlib
        let cuts = [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 199, 200]
        for first in cuts {
            for second in cuts where second >= first {
                var stream = MD5.Stream()
                stream.add(Array(bytes[..<first]))
                stream.add(Array(bytes[first..<second]))
                stream.add(Array(bytes[second...]))
                #expect(stream.finish() == whole, "parts cut at \(first) and \(second)")
            }
        }
    }

    @Test func theGitHubExampleTextHasItsPublishedId() {
        let text = "query IssuesQuery($owner:String!,$name:String!){repository(owner:$owner,name:$name){nameWithOwner,issues(first:20,states:OPEN){nodes{id,...IssueRow_issue}},id}}fragment IssueRow_issue on Issue{number,title,author{__typename,login,...on Node{__isNode:__typename,id}}}"
        #expect(DigestAlgorithm.md5.hex(text) == "d8e7121ec0e10dfd0dd7c8d126e75dd1")
    }
}
