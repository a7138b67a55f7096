import Foundation
import Testing
@_spi(Generated) @testable import Baton

/// Hostile shapes that used to cost more than their bytes (issue 16, defect 5) and bytes
/// JSON forbids.
@Suite("Hostile cost")
@MainActor
struct HostileCostTests {
    /// `{"hero":{…},"n":1,"n":1,…}` with `errors` all pointing at `hero.name`: every error
    /// walked past the repeated members of the root to find `hero`'s link.
    static func repeatedMembers(_ count: Int) -> String {
        var json = #"{"data":{"hero":{"id":"1","name":"a"}"#
        json += String(repeating: #","n":1"#, count: count)
        json += #"},"errors":["#
        json += Array(repeating: #"{"message":"m","path":["hero","name"]}"#, count: count).joined(separator: ",")
        return json + "]}"
    }

    @Test func aRepeatedMemberKeepsOneEntry() throws {
        let result = try ingest(Self.repeatedMembers(1_000), HostileErrorsPlan.operation)
        let root = try #require(result.changes.records.first { $0.key == RecordKey.queryRoot })
        #expect(root.entries.count == 2)
        #expect(result.changes.errors.count == 1_000)
    }

    @Test func sixteenThousandErrorsArePlacedInLinearTime() throws {
        let json = Self.repeatedMembers(16_000)
        let started = ContinuousClock.now
        let result = try ingest(json, HostileErrorsPlan.operation)
        let elapsed = ContinuousClock.now - started
        #expect(result.changes.errors.count == 16_000)
        #expect(result.unplacedErrors.isEmpty)
        #expect(elapsed < .seconds(15), "placing 16,000 errors took \(elapsed)")
    }

    @Test(arguments: [0x00, 0x01, 0x0A, 0x0D, 0x09, 0x1F])
    func aRawControlCharacterInAStringIsRejectedWithItsOffset(_ byte: Int) throws {
        var bytes = Array(#"{"data":{"tokenizer":{"id":"t1","text":"ab"#.utf8)
        let offset = bytes.count
        bytes.append(UInt8(byte))
        bytes += Array(#"cd"}}}"#.utf8)
        let error = #expect(throws: IngestError.self) {
            try Ingest.response(bytes, resolution: Resolution(TestTokenizerQueryPlan.operation, store: Store()), options: .partial)
        }
        #expect(error?.offset == offset)
        #expect(error?.message.contains("control character") == true)
    }

    @Test func aRawControlCharacterInAMemberNameOrASkippedValueIsRejected() {
        let plan = TestTokenizerQueryPlan.operation
        for json in ["{\"data\":{\"tok\u{01}\":1}}", "{\"data\":{\"skipped\":[\"a\u{1F}\"]}}", "{\"ext\":\"\u{0}\",\"data\":{}}"] {
            #expect(throws: IngestError.self, "\(Array(json.utf8))") {
                try ingest(json, plan, options: .partial)
            }
        }
    }

    @Test func anEscapedControlCharacterIsRead() throws {
        let result = try ingest(#"{"data":{"tokenizer":{"id":"t1","text":"a\u0001\n"}}}"#,
                                TestTokenizerQueryPlan.operation, options: .partial)
        let record = try #require(result.changes.records.first { $0.key.hasPrefix("Tokenizer:") })
        let text = SlotRegistry.shared.slot(Types.Tokenizer, "text")
        #expect(record.entries.contains(ChangeEntry(slot: text, value: .string("a\u{01}\n"))))
    }
}
