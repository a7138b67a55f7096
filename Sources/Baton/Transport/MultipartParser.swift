import Foundation

/// Splits a `multipart/mixed` body into its parts' bodies as bytes arrive, across any
/// chunk boundaries.
///
/// The preamble, each part's headers and the epilogue are dropped. A delimiter is
/// `--boundary` at the start of the body or of a line (the body may not hold one, as
/// RFC 2046 requires); `--` after it closes the body, anything else up to the line end is
/// padding. The line end before a delimiter belongs to it. Both CRLF and bare LF line ends
/// are accepted. Empty parts are not yielded.
///
/// ```swift
/// var parser = MultipartParser(boundary: "-")
/// for chunk in chunks { for part in try parser.feed(chunk) { handle(part) } }
/// parser.isFinished // true once `-----` was read
/// ```
///
/// Hostile bodies fail with a ``FramingError`` as soon as they show it: an empty boundary,
/// a preamble of more than 64 KiB (the boundary never comes), part headers or a delimiter
/// line of more than 16 KiB, or a part larger than `maximumPartSize`. After an error every
/// later `feed` throws it again.
///
/// Cost: linear in the bytes fed. Each byte is scanned a bounded number of times, consumed
/// bytes are dropped from the front in amortized constant time, and memory holds the part
/// in progress.
public struct MultipartParser: Sendable {
    /// The largest part accepted unless the caller says otherwise: 32 MiB.
    public static let defaultMaximumPartSize = 32 << 20
    /// The longest preamble before the first delimiter.
    static let maximumPreambleSize = 64 << 10
    /// The longest delimiter padding plus part headers.
    static let maximumHeaderSize = 16 << 10

    private enum State: Sendable { case preamble, afterDelimiter, headers, body, finished }

    private let delimiter: [UInt8]
    private let maximumPartSize: Int
    private var buffer: [UInt8]
    /// Bytes before `start` are consumed. In the body state `buffer[start]` is the line end
    /// the body follows, so a delimiter right after it ends an empty part.
    private var start = 0
    /// Where the next delimiter search starts, so bytes are not rescanned.
    private var scanFrom = 0
    /// The body offset of `buffer[0]` (the first byte is a virtual line end at -1).
    private var base = -1
    /// The body offset where the preamble or the current headers began (for their bounds).
    private var sectionStart = 0
    private var state = State.preamble
    private var fault: FramingError?

    /// A parser for the parts separated by `boundary` (the Content-Type's parameter).
    /// - Parameter maximumPartSize: a part's body larger than this fails the parse.
    public init(boundary: String, maximumPartSize: Int = defaultMaximumPartSize) {
        delimiter = Array("\n--\(boundary)".utf8)
        self.maximumPartSize = maximumPartSize
        // A virtual line end lets a delimiter at the very start match like any other.
        buffer = [UInt8(ascii: "\n")]
        if boundary.isEmpty { fault = FramingError("multipart boundary is empty", offset: 0) }
    }

    /// Whether the closing delimiter has been read; later bytes are ignored.
    public var isFinished: Bool { state == .finished }

    /// Consumes `bytes` and returns the bodies of the parts they complete, in order.
    /// - Throws: a ``FramingError`` for a body this parser refuses (see the type).
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(FramingError) -> [[UInt8]] {
        if let fault { throw fault }
        guard state != .finished else { return [] }
        buffer.append(contentsOf: bytes)
        var parts: [[UInt8]] = []
        do {
            while try step(into: &parts) {}
        } catch {
            fault = error
            throw error
        }
        compact()
        return parts
    }

    /// Advances one state; returns false when it needs more bytes or is finished.
    private mutating func step(into parts: inout [[UInt8]]) throws(FramingError) -> Bool {
        switch state {
        case .preamble, .body: try findDelimiter(into: &parts)
        case .afterDelimiter: try readDelimiterTail()
        case .headers: try skipHeaders()
        case .finished: false
        }
    }

    /// A part ends as soon as its delimiter is read, without waiting for what follows:
    /// servers send `CRLF--boundary` right after a part and the next part's headers only
    /// when it is ready.
    private mutating func findDelimiter(into parts: inout [[UInt8]]) throws(FramingError) -> Bool {
        if let found = search(from: max(scanFrom, start)) {
            if state == .body { emitPart(endingAt: found, into: &parts) }
            start = found + delimiter.count
            sectionStart = base + start
            state = .afterDelimiter
            return true
        }
        scanFrom = max(start, buffer.count - delimiter.count + 1)
        if state == .preamble {
            start = scanFrom  // The preamble is never needed.
            if base + start - sectionStart > Self.maximumPreambleSize {
                throw FramingError("no multipart delimiter in the first \(Self.maximumPreambleSize) bytes",
                                   offset: base + start)
            }
        } else if scanFrom - (start + 1) > maximumPartSize {
            throw FramingError("a multipart part larger than \(maximumPartSize) bytes",
                               offset: base + start + 1 + maximumPartSize)
        }
        return false
    }

    /// The body sits after the line end at `start` and before the delimiter's line end
    /// (and its carriage return).
    private func emitPart(endingAt end: Int, into parts: inout [[UInt8]]) {
        var stop = end
        if stop > start + 1, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
        if stop > start + 1 { parts.append(Array(buffer[(start + 1)..<stop])) }
    }

    /// After the boundary: `--` closes; otherwise skip padding to the end of the line.
    private mutating func readDelimiterTail() throws(FramingError) -> Bool {
        guard start < buffer.count else { return false }
        if buffer[start] == UInt8(ascii: "-") {
            guard start + 1 < buffer.count else { return false }
            if buffer[start + 1] == UInt8(ascii: "-") {
                state = .finished
                buffer = []
                start = 0
                return false
            }
        }
        guard let lineEnd = lineEnd(from: start) else {
            try checkHeaderSize()
            return false
        }
        start = lineEnd + 1
        state = .headers
        return true
    }

    /// Drops header lines up to and including the empty line.
    private mutating func skipHeaders() throws(FramingError) -> Bool {
        while let lineEnd = lineEnd(from: start) {
            let isEmpty = lineEnd == start || (lineEnd == start + 1 && buffer[start] == UInt8(ascii: "\r"))
            if isEmpty {
                // The body starts after this line end, which stays as the body's `start`.
                start = lineEnd
                scanFrom = lineEnd
                state = .body
                return true
            }
            start = lineEnd + 1
        }
        try checkHeaderSize()
        return false
    }

    private func checkHeaderSize() throws(FramingError) {
        if base + buffer.count - sectionStart > Self.maximumHeaderSize {
            throw FramingError("multipart part headers longer than \(Self.maximumHeaderSize) bytes",
                               offset: sectionStart + Self.maximumHeaderSize)
        }
    }

    /// Drops consumed bytes once they are at least half the buffer: amortized O(1) a byte.
    private mutating func compact() {
        guard start > 4096, start * 2 > buffer.count else { return }
        buffer.removeSubrange(0..<start)
        base += start
        scanFrom = max(0, scanFrom - start)
        start = 0
    }

    private func lineEnd(from index: Int) -> Int? {
        guard index < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes in
            Self.find(UInt8(ascii: "\n"), in: bytes, from: index)
        }
    }

    /// The first index at or after `from` where the delimiter starts.
    private func search(from: Int) -> Int? {
        let length = delimiter.count
        guard buffer.count - from >= length else { return nil }
        return buffer.withUnsafeBufferPointer { bytes in
            delimiter.withUnsafeBufferPointer { pattern in
                var index = from
                let last = bytes.count - length
                while index <= last {
                    // Every delimiter starts with its line end: jump from one to the next.
                    guard let hit = Self.find(pattern[0], in: bytes, from: index), hit <= last else { return nil }
                    if memcmp(bytes.baseAddress! + hit, pattern.baseAddress!, length) == 0 { return hit }
                    index = hit + 1
                }
                return nil
            }
        }
    }

    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress,
              let hit = memchr(base + index, Int32(byte), bytes.count - index) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }
}
