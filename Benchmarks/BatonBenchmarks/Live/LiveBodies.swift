import Foundation

/// The bodies the live benchmarks frame: multipart responses and WebSocket frames, made the
/// same every run, cut in the 16 KiB pieces URLSession delivers on Linux.
enum LiveBodies {
    static let chunkSize = 16 << 10

    /// A multipart/mixed body (boundary `-`) of `count` parts, each a JSON payload of `size`
    /// bytes, closed.
    static func multipart(parts count: Int, size: Int) -> [UInt8] {
        let part = Array("\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n".utf8)
            + Array("{\"data\":\"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: max(0, size - 12))
            + Array("\"}".utf8)
        var body: [UInt8] = []
        body.reserveCapacity(count * part.count + 9)
        for _ in 0..<count { body += part }
        return body + Array("\r\n-----\r\n".utf8)
    }

    /// `body` in 16 KiB pieces.
    static func chunks(_ body: [UInt8]) -> [Data] {
        stride(from: 0, to: body.count, by: chunkSize).map { Data(body[$0..<min($0 + chunkSize, body.count)]) }
    }

    static let contentType = #"multipart/mixed; boundary="-"; deferSpec=20220824"#

    /// One 16 MB part (the framer-against-parser figure).
    static let sixteenMegabytes = chunks(multipart(parts: 1, size: 16 << 20))
    /// 80,000 parts of 100 bytes.
    static let smallParts = chunks(multipart(parts: 80_000, size: 100))
    /// 20 parts making 1 MB.
    static let twentyParts = multipart(parts: 20, size: (1 << 20) / 20)

    /// 64 messages of 16 KiB.
    static let messages: [[UInt8]] = (0..<64).map { index in [UInt8](repeating: UInt8(index), count: 16 << 10) }

    /// The same messages as a server sends them: unmasked binary frames.
    static let serverFrames: [UInt8] = messages.flatMap { message -> [UInt8] in
        [0x82, 126, UInt8(message.count >> 8), UInt8(message.count & 0xFF)] + message
    }
}
