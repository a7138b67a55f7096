import Foundation
@_spi(Benchmarks) import Baton

/// Framing cost: a multipart body through the parser alone and through the response framer
/// (the copy per chunk once made it quadratic), many small parts, and the WebSocket frame
/// envelope. Every count is checked in the body, and pinned in `counts.txt`.
@MainActor
enum FramingBenchmarks {
    static let parserName = "multipart-16mb-parser"
    static let twentyPartsName = "multipart-20-parts-parse"

    static var benchmarks: [Benchmark] {
        [parser, framer, smallParts, twentyParts, webSocketFrames]
    }

    struct CountMismatch: Error, CustomStringConvertible {
        let what: String
        let count: Int
        var description: String { "\(what): \(count)" }
    }

    nonisolated static func parse(_ chunks: [Data]) throws -> Int {
        var parser = MultipartParser(boundary: "-")
        var parts = 0
        for chunk in chunks { parts += try parser.feed(chunk).count }
        return parts
    }

    nonisolated static func frame(_ chunks: [Data]) throws -> Int {
        var framer = ResponseFramer(status: 200, contentType: LiveBodies.contentType)
        var parts = 0
        for chunk in chunks { parts += try framer.feed(chunk).payloads.count }
        return parts
    }

    nonisolated static func expect(_ count: Int, _ wanted: Int, _ what: String) throws {
        if count != wanted { throw CountMismatch(what: what, count: count) }
    }

    /// 16 MB (one part) in 16 KiB chunks, through `MultipartParser` alone.
    static let parser = Benchmark.repeated(
        parserName, unit: .milliseconds,
        setup: { LiveBodies.sixteenMegabytes },
        body: { chunks in try expect(try parse(chunks), 1, parserName) })

    /// The same chunks through the response framer (what the streaming delegate feeds).
    static let framer = Benchmark.repeated(
        "multipart-16mb-framer", unit: .milliseconds, baseline: .local(parserName),
        setup: { LiveBodies.sixteenMegabytes },
        body: { chunks in try expect(try frame(chunks), 1, "multipart-16mb-framer") })

    /// 80,000 parts of 100 bytes in 16 KiB chunks.
    static let smallParts = Benchmark.repeated(
        "multipart-80k-parts", unit: .milliseconds,
        setup: { LiveBodies.smallParts },
        body: { chunks in try expect(try parse(chunks), 80_000, "multipart-80k-parts") })

    /// 20 parts, 1 MB, in 16 KiB chunks: the parse alone (the transport figure's baseline).
    static let twentyParts = Benchmark.repeated(
        twentyPartsName, unit: .milliseconds,
        setup: { LiveBodies.chunks(LiveBodies.twentyParts) },
        body: { chunks in try expect(try parse(chunks), 20, twentyPartsName) })

    /// 64 messages of 16 KiB each way: encoded as masked client frames, and server frames
    /// decoded from 16 KiB pieces.
    static let webSocketFrames = Benchmark.repeated(
        "websocket-frames-1mb", unit: .milliseconds,
        setup: { (LiveBodies.messages, LiveBodies.chunks(LiveBodies.serverFrames)) },
        body: { messages, chunks in
            var bytes = 0
            for message in messages {
                bytes += WebSocketFrame.encode(.binary, message, mask: [0x37, 0xFA, 0x21, 0x3D]).count
            }
            var decoder = WebSocketFrameDecoder()
            var events = 0
            for chunk in chunks { events += try decoder.feed(chunk).count }
            try expect(events, 64, "websocket frames decoded")
            try expect(bytes, 64 * ((16 << 10) + 8), "websocket bytes encoded")
        })
}

/// The framing counts, computed once and pinned in `counts.txt`.
enum FramingCounts {
    @MainActor static let counter = Counter(name: "framing") {
        var decoder = WebSocketFrameDecoder()
        var frames = 0
        for chunk in LiveBodies.chunks(LiveBodies.serverFrames) { frames += try decoder.feed(chunk).count }
        return [
            Count(name: "multipart-16mb-parts", value: try FramingBenchmarks.parse(LiveBodies.sixteenMegabytes)),
            Count(name: "multipart-16mb-framer-parts", value: try FramingBenchmarks.frame(LiveBodies.sixteenMegabytes)),
            Count(name: "multipart-80k-parts", value: try FramingBenchmarks.parse(LiveBodies.smallParts)),
            Count(name: "multipart-20-parts", value: try FramingBenchmarks.parse(LiveBodies.chunks(LiveBodies.twentyParts))),
            Count(name: "multipart-20-parts-bytes", value: LiveBodies.twentyParts.count),
            Count(name: "websocket-frames-decoded", value: frames),
        ]
    }
}
