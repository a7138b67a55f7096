import Foundation
import Testing
@_spi(Benchmarks) @testable import Baton

/// Bodies recorded from the live test server (`Fixtures/live`), framed as the streaming
/// delegate frames them: every split point, and every pair of split points, yields the same
/// payloads as the whole body.
@Suite("Transport: recorded multipart and event-stream bodies")
struct TransportRecordedBodiesTests {
    static func body(_ name: String) throws -> [UInt8] {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("live/\(name)")
        return Array(try Data(contentsOf: url))
    }

    static let contentTypes = [
        "defer-2023.multipart": #"multipart/mixed; boundary="-"; deferSpec=20220824"#,
        "defer-2024.multipart": #"multipart/mixed; boundary="-"; deferSpec=20220824"#,
        "status.sse": "text/event-stream",
    ]

    /// The payloads of `chunks`, fed in order, and whether the body said it was complete.
    static func frame(_ name: String, _ chunks: [ArraySlice<UInt8>]) throws -> [String] {
        var framer = ResponseFramer(status: 200, contentType: contentTypes[name])
        var payloads: [Data] = []
        var complete = false
        for chunk in chunks where !complete {
            let output = try framer.feed(Data(chunk))
            payloads += output.payloads
            complete = output.isComplete
        }
        #expect(complete, "\(name) did not reach its end")
        return payloads.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: ["defer-2023.multipart", "defer-2024.multipart", "status.sse"])
    func everySplitPointYieldsTheSamePayloads(_ name: String) throws {
        let body = try Self.body(name)
        let whole = try Self.frame(name, [body[...]])
        #expect(whole.count == (name.hasSuffix(".sse") ? 4 : 3))
        for payload in whole {
            #expect((try? JSONSerialization.jsonObject(with: Data(payload.utf8))) != nil, "not JSON: \(payload)")
        }
        for split in 0...body.count {
            #expect(try Self.frame(name, [body[..<split], body[split...]]) == whole, "split at \(split)")
        }
        for first in stride(from: 0, through: body.count, by: 7) {
            for second in stride(from: first, through: body.count, by: 5) {
                #expect(try Self.frame(name, [body[..<first], body[first..<second], body[second...]]) == whole,
                        "splits at \(first), \(second)")
            }
        }
    }

    @Test func theDeferredShapesCarryWhatTheirFormatsSay() throws {
        let june = try Self.frame("defer-2023.multipart", [try Self.body("defer-2023.multipart")[...]])
        #expect(june[0].hasPrefix(#"{"data":{"character":{"id":"3","name":"Summer Smith"}},"hasNext":true}"#))
        #expect(june[1].contains(#""path":["character"],"label":"LiveCharacterQuery$defer$LiveCharacterEpisodes_character""#))
        #expect(june[2].contains(#""path":["character","origin"],"label":"inner"}],"hasNext":false"#))
        let pending = try Self.frame("defer-2024.multipart", [try Self.body("defer-2024.multipart")[...]])
        #expect(pending[0].contains(#""pending":[{"id":"0","path":["character"]"#))
        #expect(pending[1].contains(#""completed":[{"id":"0"}]"#))
        #expect(pending[2].hasSuffix(#""completed":[{"id":"1"}],"hasNext":false}"#))
    }
}
