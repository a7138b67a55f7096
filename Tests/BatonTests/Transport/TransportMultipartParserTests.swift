import Foundation
import Testing
@testable import Baton

@Suite("Transport: multipart parser")
struct TransportMultipartParserTests {
    static let partOne = #"{"data":{"a":1},"hasNext":true}"#
    static let partTwo = #"{"incremental":[{"data":{"b":2},"path":[]}],"hasNext":false}"#
    static let body = Array((
        "preamble\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n\(partOne)"
        + "\r\n---\r\nContent-Type: application/json\r\nX-Other: 1\r\n\r\n\(partTwo)\r\n-----\r\nepilogue --- junk"
    ).utf8)

    private func parse(_ chunks: [ArraySlice<UInt8>], boundary: String = "-") throws -> ([String], Bool) {
        var parser = MultipartParser(boundary: boundary)
        var parts: [String] = []
        for chunk in chunks {
            parts += try parser.feed(chunk).map { String(decoding: $0, as: UTF8.self) }
        }
        return (parts, parser.isFinished)
    }

    @Test func wholeBody() throws {
        let (parts, finished) = try parse([Self.body[...]])
        #expect(parts == [Self.partOne, Self.partTwo])
        #expect(finished)
    }

    @Test func everySplitPositionGivesTheSameParts() throws {
        for split in 0...Self.body.count {
            let (parts, finished) = try parse([Self.body[..<split], Self.body[split...]])
            #expect(parts == [Self.partOne, Self.partTwo], "split at \(split)")
            #expect(finished, "split at \(split)")
        }
    }

    @Test func everyPairOfSplitPositions() throws {
        let body = Self.body
        for first in stride(from: 0, through: body.count, by: 3) {
            for second in first...body.count {
                let (parts, _) = try parse([body[..<first], body[first..<second], body[second...]])
                #expect(parts == [Self.partOne, Self.partTwo], "splits at \(first), \(second)")
            }
        }
    }

    @Test func byteByByte() throws {
        let (parts, finished) = try parse(Self.body.indices.map { Self.body[$0...$0] })
        #expect(parts == [Self.partOne, Self.partTwo])
        #expect(finished)
    }

    @Test func aPartIsYieldedAsSoonAsItsDelimiterArrives() throws {
        var parser = MultipartParser(boundary: "-")
        #expect(try parser.feed(Array("---\r\nContent-Type: application/json\r\n\r\n{\"a\":1}".utf8)).isEmpty)
        let parts = try parser.feed(Array("\r\n---".utf8))
        #expect(parts.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#])
        #expect(!parser.isFinished)
        #expect(try parser.feed(Array("--\r\n".utf8)).isEmpty)
        #expect(parser.isFinished)
    }

    @Test func bareLineFeedsAPartWithoutHeadersAndALongBoundary() throws {
        let body = Array("--graphql\nContent-Type: application/json\n\n{\"x\":1}\n--graphql\n\n{\"y\":2}\n--graphql--\n".utf8)
        for split in 0...body.count {
            let (parts, finished) = try parse([body[..<split], body[split...]], boundary: "graphql")
            #expect(parts == [#"{"x":1}"#, #"{"y":2}"#], "split at \(split)")
            #expect(finished)
        }
    }

    @Test func emptyPartsAreSkippedAndBytesAfterTheCloseIgnored() throws {
        var parser = MultipartParser(boundary: "b")
        let parts = try parser.feed(Array("--b\r\n\r\n\r\n--b\r\n\r\n{}\r\n--b--".utf8))
        #expect(parts.map { String(decoding: $0, as: UTF8.self) } == ["{}"])
        #expect(parser.isFinished)
        #expect(try parser.feed(Array("\r\n--b\r\n\r\n{\"late\":1}\r\n--b--".utf8)).isEmpty)
    }

    @Test func aBodyWithoutTheCloseIsNotFinished() throws {
        let (parts, finished) = try parse([Array("---\r\n\r\n{\"a\":1}\r\n---\r\n\r\n{\"b\"".utf8)[...]])
        #expect(parts == [#"{"a":1}"#])
        #expect(!finished)
    }

    @Test func boundaryComesFromTheMediaType() throws {
        let type = MediaType(#"Multipart/Mixed; boundary="a;b"; deferSpec=20220824"#)
        #expect(type.essence == "multipart/mixed")
        #expect(type.parameters["boundary"] == "a;b")
        #expect(type.parameters["deferspec"] == "20220824")
        #expect(MediaType(nil).essence == "")
        #expect(MediaType("application/json ; charset=utf-8").essence == "application/json")
    }
}
