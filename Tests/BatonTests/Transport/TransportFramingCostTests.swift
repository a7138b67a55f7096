import Foundation
import Testing
@_spi(Benchmarks) @testable import Baton

/// Framing costs time linear in the bytes: the framer around a parser adds no copy per
/// chunk, and many small parts cost what few large ones do. Each check compares two runs
/// in the same process (the best of three each), so a loaded machine slows both alike; the
/// bounds are well above the linear ratios (1 for the framer, 10 for ten times the parts)
/// and well below the quadratic ones (over 10, and 100).
@Suite("Transport: framing cost", .serialized)
struct TransportFramingCostTests {
    static let chunkSize = 16 << 10

    /// A multipart body of `count` parts of `size` bytes each.
    static func body(parts count: Int, size: Int) -> [UInt8] {
        let part = "\r\n---\r\nContent-Type: application/json\r\n\r\n{\"data\":\"" + String(repeating: "x", count: size - 12) + "\"}"
        var body: [UInt8] = []
        body.reserveCapacity(count * (part.utf8.count) + 8)
        for _ in 0..<count { body += part.utf8 }
        body += "\r\n-----\r\n".utf8
        return body
    }

    static func chunks(_ body: [UInt8]) -> [Data] {
        stride(from: 0, to: body.count, by: chunkSize).map { Data(body[$0..<min($0 + chunkSize, body.count)]) }
    }

    /// The best of three runs of `body`, in seconds.
    static func best(_ body: () throws -> Int) rethrows -> (seconds: Double, result: Int) {
        var times: [Double] = []
        var result = 0
        for _ in 0..<3 {
            let start = ContinuousClock.now
            result = try body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (times.min()!, result)
    }

    static func parse(_ chunks: [Data]) throws -> Int {
        var parser = MultipartParser(boundary: "-")
        var parts = 0
        for chunk in chunks { parts += try parser.feed(chunk).count }
        return parts
    }

    static func frame(_ chunks: [Data]) throws -> Int {
        var framer = ResponseFramer(status: 200, contentType: "multipart/mixed; boundary=\"-\"")
        var parts = 0
        for chunk in chunks { parts += try framer.feed(chunk).payloads.count }
        return parts
    }

    @Test func sixteenMegabytesThroughTheFramerCostWhatTheParserAloneDoes() throws {
        let chunks = Self.chunks(Self.body(parts: 1, size: 16 << 20))
        let parser = try Self.best { try Self.parse(chunks) }
        let framer = try Self.best { try Self.frame(chunks) }
        #expect(parser.result == 1 && framer.result == 1)
        #expect(framer.seconds <= 3 * parser.seconds + 0.05,
                "framer \(framer.seconds) s against the parser's \(parser.seconds) s: a copy per chunk?")
    }

    static let manyParts = 80_000

    @Test func tenTimesThePartsCostTenTimesTheTime() throws {
        let tenth = [Data(Self.body(parts: Self.manyParts / 10, size: 100))]
        let all = [Data(Self.body(parts: Self.manyParts, size: 100))]
        let few = try Self.best { try Self.parse(tenth) }
        let many = try Self.best { try Self.parse(all) }
        #expect(few.result == Self.manyParts / 10 && many.result == Self.manyParts)
        #expect(many.seconds <= 30 * few.seconds + 0.1,
                "\(Self.manyParts) parts took \(many.seconds) s against \(few.seconds) s for a tenth: a shift per part?")
    }
}
