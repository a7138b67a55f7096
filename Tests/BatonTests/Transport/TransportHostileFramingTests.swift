import Foundation
import Testing
@_spi(Benchmarks) @testable import Baton

/// Bodies that break their framing: each fails with a clear ``FramingError`` at once, keeps
/// failing, and delivers nothing after the fault.
@Suite("Transport: hostile framing")
struct TransportHostileFramingTests {
    static let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 16 << 10)

    /// Feeds 16 KiB chunks until the parser throws; answers the error and the bytes fed.
    private func feedUntilFailure(_ limit: Int, _ feed: ([UInt8]) throws(FramingError) -> Void) -> (FramingError?, Int) {
        var fed = 0
        while fed < limit {
            do { try feed(Self.chunk) } catch { return (error, fed + Self.chunk.count) }
            fed += Self.chunk.count
        }
        return (nil, fed)
    }

    @Test func aMultipartResponseWithoutABoundaryIsRefused() {
        var framer = ResponseFramer(status: 200, contentType: "multipart/mixed; deferSpec=20220824")
        #expect(throws: FramingError("multipart boundary is empty", offset: 0)) {
            try framer.feed(Data("--\r\n\r\n{}\r\n----".utf8))
        }
    }

    @Test func aBodyThatNeverShowsItsBoundaryFailsAfterTheBoundedPreamble() {
        var parser = MultipartParser(boundary: "graphql")
        let (error, fed) = feedUntilFailure(1 << 20) { bytes throws(FramingError) in _ = try parser.feed(bytes) }
        #expect(error?.message == "no multipart delimiter in the first 65536 bytes")
        #expect(fed <= (64 << 10) + Self.chunk.count)
    }

    @Test func aHundredMegabytePartIsRefusedAtTheLimitNotAtItsEnd() throws {
        var parser = MultipartParser(boundary: "-")
        #expect(try parser.feed(Array("---\r\nContent-Type: application/json\r\n\r\n".utf8)).isEmpty)
        var parts = 0
        let (error, fed) = feedUntilFailure(100 << 20) { bytes throws(FramingError) in
            parts += try parser.feed(bytes).count
        }
        #expect(parts == 0)
        let headers = "---\r\nContent-Type: application/json\r\n\r\n".utf8.count
        #expect(error == FramingError("a multipart part larger than 33554432 bytes", offset: headers + (32 << 20)))
        #expect(fed < (33 << 20))
        // The fault sticks: later bytes, even a clean close, are refused the same way.
        #expect(throws: error!) { try parser.feed(Array("\r\n-----\r\n".utf8)) }
    }

    @Test func partHeadersThatNeverEndAreRefused() throws {
        var parser = MultipartParser(boundary: "-")
        _ = try parser.feed(Array("---\r\nX-Long: ".utf8))
        let (error, fed) = feedUntilFailure(1 << 20) { bytes throws(FramingError) in _ = try parser.feed(bytes) }
        #expect(error?.message == "multipart part headers longer than 16384 bytes")
        #expect(fed <= 32 << 10)
    }

    @Test func anEventStreamLineThatNeverEndsIsRefused() throws {
        var parser = EventStreamParser()
        #expect(try parser.feed(Array("event: next\ndata: ".utf8)).isEmpty)
        let (error, fed) = feedUntilFailure(100 << 20) { bytes throws(FramingError) in _ = try parser.feed(bytes) }
        #expect(error?.message == "an event-stream line longer than 33554432 bytes")
        #expect(fed < (33 << 20))
    }

    @Test func eventDataJoinedFromManyLinesIsBoundedToo() throws {
        var parser = EventStreamParser(maximumEventSize: 100)
        let line = Array(("data: " + String(repeating: "y", count: 40) + "\n").utf8)
        #expect(try parser.feed(line + line).isEmpty)
        #expect(throws: FramingError("an event's data longer than 100 bytes", offset: 94)) { try parser.feed(line) }
    }

    @Test func invalidUTF8InAnEventIsRefusedWhereverTheChunksSplit() throws {
        let good = Array("event: next\ndata: {\"data\":{\"a\":1}}\n\n".utf8)
        let bad = Array("event: next\ndata: {\"data\":{\"a\":\"".utf8) + [0xC3, 0x28] + Array("\"}}\n\n".utf8)
        let body = good + bad
        for split in 0...body.count {
            var parser = EventStreamParser()
            var events: [EventStreamParser.Event] = []
            var failure: FramingError?
            do {
                events += try parser.feed(body[..<split])
                events += try parser.feed(body[split...])
            } catch {
                failure = error
            }
            #expect(failure == FramingError("an event-stream line that is not UTF-8", offset: good.count + 12),
                    "split at \(split)")
            #expect(events.count <= 1, "split at \(split)")
        }
    }

    @Test func theFramerStopsDeliveringAtTheFault() throws {
        var framer = ResponseFramer(status: 200, contentType: "text/event-stream")
        let first = try framer.feed(Data("event: next\ndata: {\"n\":1}\n\n".utf8))
        #expect(first.payloads == [Data(#"{"n":1}"#.utf8)])
        #expect(throws: FramingError.self) { try framer.feed(Data("data: \u{FF}".utf8) + Data([0xFF, 0x0A, 0x0A])) }
        #expect(throws: FramingError.self) { try framer.feed(Data("event: next\ndata: {\"n\":2}\n\n".utf8)) }
    }
}
