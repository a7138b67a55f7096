import Foundation
import Testing
@testable import Baton

@Suite("Transport: event-stream parser")
struct TransportEventStreamParserTests {
    static let body = Array((
        "\u{FEFF}: keep-alive\r\n\r\nevent: next\r\ndata: {\"data\":\r\ndata:{\"n\":1}}\r\nid: 7\r\n\r\n"
        + "retry: 10\nunknown: x\nevent: next\ndata: {\"n\":2}\n\n"
        + "data: plain\r\r"
        + "event: complete\r\n\r\n"
    ).utf8)

    static let expected = [
        EventStreamParser.Event(name: "next", data: Array("{\"data\":\n{\"n\":1}}".utf8), id: "7"),
        EventStreamParser.Event(name: "next", data: Array("{\"n\":2}".utf8), id: "7"),
        EventStreamParser.Event(name: "message", data: Array("plain".utf8), id: "7"),
        EventStreamParser.Event(name: "complete", data: [], id: "7"),
    ]

    private func parse(_ chunks: [ArraySlice<UInt8>]) throws -> [EventStreamParser.Event] {
        var parser = EventStreamParser()
        return try chunks.flatMap { try parser.feed($0) }
    }

    @Test func wholeBody() throws {
        #expect(try parse([Self.body[...]]) == Self.expected)
    }

    @Test func everySplitPositionGivesTheSameEvents() throws {
        for split in 0...Self.body.count {
            #expect(try parse([Self.body[..<split], Self.body[split...]]) == Self.expected, "split at \(split)")
        }
    }

    @Test func byteByByte() throws {
        #expect(try parse(Self.body.indices.map { Self.body[$0...$0] }) == Self.expected)
    }

    @Test func aSplitCarriageReturnLineFeedIsOneLineEnd() throws {
        var parser = EventStreamParser()
        #expect(try parser.feed(Array("data: a\r".utf8)).isEmpty)
        #expect(try parser.feed(Array("\ndata: b\r".utf8)).isEmpty)
        let events = try parser.feed(Array("\n\r\n".utf8))
        #expect(events == [EventStreamParser.Event(name: "message", data: Array("a\nb".utf8))])
    }

    @Test func aBlockWithoutDataOrNameIsNotDispatchedAndAnUnfinishedOneWaits() throws {
        var parser = EventStreamParser()
        #expect(try parser.feed(Array("id: 1\n\n: only a comment\n\nevent: next\ndata: x".utf8)).isEmpty)
        #expect(try parser.feed(Array("\n\n".utf8)).map(\.name) == ["next"])
    }
}
