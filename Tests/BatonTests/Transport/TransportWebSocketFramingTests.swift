import Foundation
import Testing
@_spi(Benchmarks) @testable import Baton

/// RFC 6455 framing, the opening handshake and graphql-transport-ws messages, on bytes.
/// Frame examples are RFC 6455 §5.7's.
@Suite("Transport: WebSocket framing")
struct TransportWebSocketFramingTests {
    static func hex(_ text: String) -> [UInt8] {
        text.split(separator: " ").map { UInt8($0, radix: 16)! }
    }

    static func decode(_ bytes: [UInt8], maximum: Int = WebSocketFrameDecoder.defaultMaximumMessageSize)
        throws(FramingError) -> [WebSocketEvent] {
        var decoder = WebSocketFrameDecoder(maximumMessageSize: maximum)
        return try decoder.feed(bytes)
    }

    /// The failure (and the close code it answers with) of decoding `bytes`.
    static func refusal(_ bytes: [UInt8], maximum: Int = 1 << 20) -> (FramingError?, UInt16) {
        var decoder = WebSocketFrameDecoder(maximumMessageSize: maximum)
        do {
            _ = try decoder.feed(bytes)
            return (nil, 0)
        } catch {
            return (error, decoder.faultCode)
        }
    }

    @Test func sha1AndTheAcceptKey() {
        let digest = { (text: String) in SHA1.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(digest("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(digest("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(digest("The quick brown fox jumps over the lazy dog") == "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
        #expect(digest(String(repeating: "a", count: 1000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        #expect(WebSocketHandshake.accept(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func clientFramesAreMaskedWithTheirLengthInItsShortestForm() {
        let mask = Self.hex("37 fa 21 3d")
        #expect(WebSocketFrame.encode(.text, Array("Hello".utf8), mask: mask)
            == Self.hex("81 85 37 fa 21 3d 7f 9f 4d 51 58"))
        let medium = WebSocketFrame.encode(.binary, [UInt8](repeating: 0, count: 256), mask: [0, 0, 0, 0])
        #expect(Array(medium.prefix(4)) == Self.hex("82 fe 01 00") && medium.count == 4 + 4 + 256)
        let large = WebSocketFrame.encode(.binary, [UInt8](repeating: 0, count: 65536), mask: [0, 0, 0, 0])
        #expect(Array(large.prefix(10)) == Self.hex("82 ff 00 00 00 00 00 01 00 00"))
        #expect(WebSocketFrame.close(code: 1000, reason: "bye", mask: [0, 0, 0, 0]) == Self.hex("88 85 00 00 00 00 03 e8 62 79 65"))
    }

    static let recorded = hex("81 05 48 65 6c 6c 6f") + hex("01 03 48 65 6c") + hex("89 05 48 65 6c 6c 6f")
        + hex("80 02 6c 6f") + hex("82 7e 01 00") + [UInt8](repeating: 7, count: 256)
        + hex("8a 00") + hex("88 05 03 e8 62 79 65")
    static let expected: [WebSocketEvent] = [
        .text("Hello"), .ping(Array("Hello".utf8)), .text("Hello"), .binary([UInt8](repeating: 7, count: 256)),
        .pong([]), .close(code: 1000, reason: "bye"),
    ]

    @Test func serverFramesAtEverySplitPointGiveTheSameEvents() throws {
        #expect(try Self.decode(Self.recorded) == Self.expected)
        for split in 0...Self.recorded.count {
            var decoder = WebSocketFrameDecoder()
            let events = try decoder.feed(Self.recorded[..<split]) + decoder.feed(Self.recorded[split...])
            #expect(events == Self.expected, "split at \(split)")
        }
        var decoder = WebSocketFrameDecoder()
        #expect(try Self.recorded.flatMap { byte throws(FramingError) in try decoder.feed([byte]) } == Self.expected)
    }

    @Test func aSixtyFourBitLengthIsRead() throws {
        let payload = [UInt8](repeating: 1, count: 70_000)
        #expect(try Self.decode(Self.hex("82 7f 00 00 00 00 00 01 11 70") + payload) == [.binary(payload)])
    }

    @Test(arguments: [
        ("c1 05 48 65 6c 6c 6f", "WebSocket: a frame with reserved bits set", 1002),
        ("91 00", "WebSocket: a frame with reserved bits set", 1002),
        ("83 00", "WebSocket: a frame with unknown opcode 3", 1002),
        ("8b 00", "WebSocket: a frame with unknown opcode 11", 1002),
        ("81 85 37 fa 21 3d 7f 9f 4d 51 58", "WebSocket: a masked frame from the server", 1002),
        ("82 7f 80 00 00 00 00 00 00 00", "WebSocket: a frame length with its high bit set", 1002),
        ("82 7e 00 05 01 02 03 04 05", "WebSocket: a frame length not in its shortest form", 1002),
        ("82 7f 00 00 00 00 00 00 01 00", "WebSocket: a frame length not in its shortest form", 1002),
        ("82 7f 00 00 00 01 00 00 00 00", "WebSocket: a message larger than 1048576 bytes", 1009),
        ("09 00", "WebSocket: a fragmented control frame", 1002),
        ("89 7e 00 7e", "WebSocket: a control frame longer than 125 bytes", 1002),
        ("80 01 41", "WebSocket: a continuation frame with no message to continue", 1002),
        ("01 01 41 81 01 42", "WebSocket: a new message before the last one ended", 1002),
        ("81 02 c3 28", "WebSocket: a text message that is not UTF-8", 1007),
        ("88 01 03", "WebSocket: a close frame with a one-byte body", 1002),
        ("88 02 03 ed", "WebSocket: a close frame with invalid code 1005", 1002),
        ("88 04 03 e8 c3 28", "WebSocket: a close reason that is not UTF-8", 1007),
    ] as [(String, String, UInt16)])
    func hostileFramesAreRefusedWithTheirCloseCode(_ frame: String, _ message: String, _ code: UInt16) {
        let (error, faultCode) = Self.refusal(Self.hex(frame))
        #expect(error?.message == message)
        #expect(faultCode == code)
    }

    @Test func aHugeDeclaredLengthIsRefusedFromTheHeaderAndTheFaultSticks() {
        var decoder = WebSocketFrameDecoder()
        #expect(throws: FramingError.self) { try decoder.feed(Self.hex("82 7f 00 00 00 00 10 00 00 00")) }
        #expect(decoder.faultCode == 1009)
        #expect(throws: FramingError.self) { try decoder.feed(Self.hex("81 05 48 65 6c 6c 6f")) }
    }

    @Test func theHandshakeChecksTheServersAnswer() throws {
        let url = URL(string: "ws://127.0.0.1:8080/graphql?x=1")!
        let request = String(decoding: WebSocketHandshake.request(url: url, key: "k", protocols: ["graphql-transport-ws"],
                                                                   headers: ["Authorization": "t"]), as: UTF8.self)
        #expect(request == "GET /graphql?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Key: k\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Protocol: graphql-transport-ws\r\nAuthorization: t\r\n\r\n")
        let key = "dGhlIHNhbXBsZSBub25jZQ=="
        func answer(_ status: String = "101 Switching Protocols", accept: String = "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=",
                    protocol chosen: String = "graphql-transport-ws") -> [UInt8] {
            Array("HTTP/1.1 \(status)\r\nUpgrade: WebSocket\r\nConnection: upgrade\r\nSec-WebSocket-Accept: \(accept)\r\nSec-WebSocket-Protocol: \(chosen)\r\n\r\n".utf8)
        }
        #expect(WebSocketHandshake.headEnd(in: answer() + [1, 2]) == answer().count)
        try WebSocketHandshake.check(answer(), key: key, protocols: ["graphql-transport-ws"])
        #expect(throws: TransportError(statusCode: 0, body: "WebSocket: the server's accept key is wrong")) {
            try WebSocketHandshake.check(answer(accept: "nope"), key: key, protocols: [])
        }
        #expect(throws: TransportError(statusCode: 0, body: "WebSocket: the server chose none of graphql-transport-ws")) {
            try WebSocketHandshake.check(answer(protocol: "graphql-ws"), key: key, protocols: ["graphql-transport-ws"])
        }
        #expect(throws: TransportError(statusCode: 403, body: "Forbidden")) {
            try WebSocketHandshake.check(answer("403 Forbidden"), key: key, protocols: [])
        }
    }

    @Test func graphqlTransportWSMessages() throws {
        #expect(GraphQLSocketMessage.connectionInit(nil) == #"{"type":"connection_init"}"#)
        #expect(GraphQLSocketMessage.connectionInit(["token": "t"]) == #"{"type":"connection_init","payload":{"token":"t"}}"#)
        #expect(GraphQLSocketMessage.subscribe(id: "1", payload: Array(#"{"query":"subscription{a}"}"#.utf8))
            == #"{"id":"1","type":"subscribe","payload":{"query":"subscription{a}"}}"#)
        #expect(GraphQLSocketMessage.complete(id: "7") == #"{"id":"7","type":"complete"}"#)
        let next = try GraphQLSocketMessage.parse(#" {"payload": {"data":{"a":1}} ,"type":"next","id":"3","extra":[1]}"#)
        #expect(next == .init(type: "next", id: "3", payload: Array(#"{"data":{"a":1}}"#.utf8)))
        #expect(throws: IngestError.self) { try GraphQLSocketMessage.parse(#"{"id":"1"}"#) }
        #expect(throws: IngestError.self) { try GraphQLSocketMessage.parse(#"["next"]"#) }
        #expect(GraphQLTransportWebSocket.initPayload(["token": "old", "app": "x"], ["token": "new"])
            == .object([("app", "x"), ("token", "new")]))
    }
}
