import Testing
@_spi(Generated) @testable import Baton

/// Hostile bytes: fixture responses mutated at random (a fixed seed, so a failure repeats)
/// are read or rejected, never crash; what is read commits and exports.
@Suite("Mutated responses")
@MainActor
struct FuzzTests {
    /// A small deterministic generator (SplitMix64).
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array(#"{}[]":,\-0123456789.eE+ntrufalsx"#.utf8) + [0x00, 0xFF, 0xC3, 0xED]

    @Test(arguments: ["tests/union-unknown-type-twice", "tokenizer/response", "tests/notes-page-1", "tests/character-origin-null"])
    func mutatedResponsesNeverCrash(_ name: String) throws {
        let testCase = try #require(ConformanceDumpTests.cases.first { $0.name == name })
        let original = try Fixtures.bytes(name + ".json")
        var random = SplitMix(state: UInt64(original.count))
        var read = 0, rejected = 0
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = Self.alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: at)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do {
                let store = Store()
                let resolution = Resolution(testCase.plan, variables: testCase.variables, store: store)
                let result = try Ingest.response(bytes, resolution: resolution, options: .partial)
                store.commit(result.changes, kind: .server)
                _ = StoreExport.text(of: store)
                read += 1
            } catch is IngestError {
                rejected += 1
            } catch is GraphQLErrors {
                rejected += 1
            }
        }
        #expect(read + rejected == 1500)
        #expect(rejected > 0)
    }

    @Test func mutatedIncrementalPartsNeverCrash() throws {
        let original = Array(#"{"pending":[{"id":"1","path":["node",0],"label":"L"}],"incremental":[{"id":"0","subPath":["a"],"data":{"episode":[{"name":"P","id":"1"}]},"errors":[{"message":"m","path":["node"]}]},{"path":["node"],"label":"L","data":{}}],"completed":[{"id":0,"errors":[]}],"hasNext":false}"#.utf8)
        var random = SplitMix(state: 7)
        var outcomes = 0
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                if Bool.random(using: &random) { bytes[at] = Self.alphabet.randomElement(using: &random)! } else { bytes.remove(at: at) }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            do { _ = try Ingest.part(bytes); outcomes += 1 } catch is IngestError { outcomes += 1 }
        }
        #expect(outcomes == 2000)
    }
}
