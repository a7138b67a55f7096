import Foundation
import Testing
@_spi(Benchmarks) @testable import Baton

@Suite("Transport: response framing")
struct TransportResponseFramerTests {
    private func frame(_ status: Int, _ type: String?, _ body: String) throws -> [String] {
        var framer = ResponseFramer(status: status, contentType: type)
        let output = try framer.feed(Data(body.utf8))
        var payloads = output.payloads
        if !output.isComplete { payloads += try framer.finish() }
        return payloads.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aSuccessfulBodyIsOnePayload() throws {
        #expect(try frame(200, "application/json", #"{"data":{}}"#) == [#"{"data":{}}"#])
        #expect(try frame(201, nil, "x") == ["x"])
    }

    @Test(arguments: [400, 401, 404, 500, 503, 302, 100])
    func nonSuccessIsATransportError(_ status: Int) {
        #expect(throws: TransportError(statusCode: status, body: "nope")) {
            try frame(status, "text/plain", "nope")
        }
    }

    @Test(arguments: [
        #"{"errors":[{"message":"x"}],"data":null}"#,
        #"{"errors":[{"message":"x"}]}"#,
        #" { "data" : null , "errors" : [ {"message":"x","extensions":{"a":[1,{"b":"}"}]}} ] } "#,
        #"{"extensions":{"data":{"x":1}},"errors":[{"message":"x"}]}"#,
    ])
    func aRequestErrorIsDeliveredForIngest(_ body: String) throws {
        #expect(try frame(400, "application/graphql-response+json; charset=utf-8", body) == [body])
    }

    @Test(arguments: [
        #"{"errors":[{"message":"x"}],"data":{"a":1}}"#,
        #"{"errors":[],"data":null}"#,
        #"{"data":null}"#,
        #"{"errors":{"message":"x"}}"#,
        #"["errors"]"#,
        #"{"errors":[{"message":"x"}"#,
        "not json",
        "",
    ])
    func otherGraphQLResponseBodiesStayTransportErrors(_ body: String) {
        #expect(throws: TransportError(statusCode: 422, body: body)) {
            try frame(422, "application/graphql-response+json", body)
        }
    }

    @Test func aRequestErrorInPlainJSONStaysATransportError() {
        let body = #"{"errors":[{"message":"x"}],"data":null}"#
        #expect(throws: TransportError(statusCode: 400, body: body)) {
            try frame(400, "application/json", body)
        }
    }

    @Test func multipartAndEventStreamMustFinish() throws {
        #expect(try frame(200, "multipart/mixed; boundary=\"-\"", "---\r\n\r\n{}\r\n-----") == ["{}"])
        #expect(throws: TransportError(statusCode: 0, body: "multipart response ended before its closing boundary")) {
            try frame(200, "multipart/mixed; boundary=\"-\"", "---\r\n\r\n{}\r\n---\r\n\r\n{")
        }
        #expect(try frame(200, "text/event-stream", "event: next\ndata: {}\n\nevent: complete\n\n") == ["{}"])
        #expect(throws: TransportError(statusCode: 0, body: "event stream ended without complete")) {
            try frame(200, "text/event-stream", "event: next\ndata: {}\n\n")
        }
    }

    @Test func eventsAfterCompleteAreDropped() throws {
        var framer = ResponseFramer(status: 200, contentType: "text/event-stream")
        let output = try framer.feed(Data("event: next\ndata: 1\n\nevent: complete\n\nevent: next\ndata: 2\n\n".utf8))
        #expect(output.payloads == [Data("1".utf8)])
        #expect(output.isComplete)
        #expect(try framer.feed(Data("event: next\ndata: 3\n\n".utf8)).payloads.isEmpty)
        #expect(throws: Never.self) { try framer.finish() }
    }

    @Test func requestErrorShapeSurvivesDeepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(RequestErrorShape.matches(Array(#"{"x":\#(deep),"errors":[1]}"#.utf8)))
        #expect(!RequestErrorShape.matches(Array(#"{"x":\#(String(repeating: "{", count: 100_000))"#.utf8)))
    }
}
