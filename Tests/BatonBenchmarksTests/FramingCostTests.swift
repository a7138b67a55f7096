import Foundation
import Testing
@testable import BatonBenchmarks

/// Framing costs time linear in the bytes (issue 16, defect 6): the response framer around
/// the multipart parser adds no copy per chunk, and many small parts cost what their bytes
/// do. Each check compares two runs in the same process (the best of three each), so a
/// loaded machine slows both alike; the bounds are well above the linear ratios (1 for the
/// framer, 10 for ten times the parts) and well below the quadratic ones the old code
/// showed (3.8 and 103 in a debug build).
@Suite("Framing cost", .serialized)
struct FramingCostTests {
    /// The best of three runs of `body`, in seconds, and its result.
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

    @Test func sixteenMegabytesThroughTheFramerCostWhatTheParserAloneDoes() throws {
        let chunks = LiveBodies.sixteenMegabytes
        let parser = try Self.best { try FramingBenchmarks.parse(chunks) }
        let framer = try Self.best { try FramingBenchmarks.frame(chunks) }
        #expect(parser.result == 1 && framer.result == 1)
        #expect(framer.seconds <= 3 * parser.seconds + 0.05,
                "framer \(framer.seconds) s against the parser's \(parser.seconds) s: a copy per chunk?")
    }

    @Test func tenTimesThePartsCostTenTimesTheTime() throws {
        let tenth = [Data(LiveBodies.multipart(parts: 8_000, size: 100))]
        let all = [Data(LiveBodies.multipart(parts: 80_000, size: 100))]
        let few = try Self.best { try FramingBenchmarks.parse(tenth) }
        let many = try Self.best { try FramingBenchmarks.parse(all) }
        #expect(few.result == 8_000 && many.result == 80_000)
        #expect(many.seconds <= 30 * few.seconds + 0.1,
                "80,000 parts took \(many.seconds) s against \(few.seconds) s for a tenth: a shift per part?")
    }
}
