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
/// for chunk in chunks { for part in parser.feed(chunk) { handle(part) } }
/// parser.isFinished // true once `-----` was read
/// ```
///
/// Cost: each byte is scanned a bounded number of times; memory holds the part in progress.
public struct MultipartParser: Sendable {
    private enum State: Sendable { case preamble, afterDelimiter, headers, body, finished }

    private let delimiter: [UInt8]
    private var buffer: [UInt8]
    private var state = State.preamble
    /// Where the next delimiter search starts, so bytes are not rescanned.
    private var scanFrom = 0

    /// A parser for the parts separated by `boundary` (the Content-Type's parameter).
    public init(boundary: String) {
        delimiter = Array("\n--\(boundary)".utf8)
        // A virtual line end lets a delimiter at the very start match like any other.
        buffer = [UInt8(ascii: "\n")]
    }

    /// Whether the closing delimiter has been read; later bytes are ignored.
    public var isFinished: Bool { state == .finished }

    /// Consumes `bytes` and returns the bodies of the parts they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [[UInt8]] {
        guard state != .finished else { return [] }
        buffer.append(contentsOf: bytes)
        var parts: [[UInt8]] = []
        while step(into: &parts) {}
        return parts
    }

    /// Advances one state; returns false when it needs more bytes or is finished.
    private mutating func step(into parts: inout [[UInt8]]) -> Bool {
        switch state {
        case .preamble, .body:
            return findDelimiter(into: &parts)
        case .afterDelimiter:
            return readDelimiterTail()
        case .headers:
            return skipHeaders()
        case .finished:
            return false
        }
    }

    /// A part ends as soon as its delimiter is read, without waiting for what follows:
    /// servers send `CRLF--boundary` right after a part and the next part's headers only
    /// when it is ready.
    private mutating func findDelimiter(into parts: inout [[UInt8]]) -> Bool {
        if let found = firstIndex(of: delimiter, from: scanFrom) {
            if state == .body { emitPart(endingAt: found, into: &parts) }
            buffer.removeFirst(found + delimiter.count)
            scanFrom = 0
            state = .afterDelimiter
            return true
        }
        scanFrom = max(0, buffer.count - delimiter.count + 1)
        if state == .preamble, scanFrom > 0 {
            buffer.removeFirst(scanFrom)  // The preamble is never needed.
            scanFrom = 0
        }
        return false
    }

    /// The body sits after the virtual line end at index 0 and before the delimiter's line
    /// end (and its carriage return).
    private mutating func emitPart(endingAt end: Int, into parts: inout [[UInt8]]) {
        var stop = end
        if stop > 1, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
        if stop > 1 { parts.append(Array(buffer[1..<stop])) }
    }

    /// After the boundary: `--` closes; otherwise skip padding to the end of the line.
    private mutating func readDelimiterTail() -> Bool {
        guard let first = buffer.first else { return false }
        if first == UInt8(ascii: "-") {
            guard buffer.count >= 2 else { return false }
            if buffer[1] == UInt8(ascii: "-") {
                state = .finished
                buffer = []
                return false
            }
        }
        guard let lineEnd = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        buffer.removeFirst(lineEnd + 1)
        state = .headers
        return true
    }

    /// Drops header lines up to and including the empty line.
    private mutating func skipHeaders() -> Bool {
        while let lineEnd = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let isEmpty = lineEnd == 0 || (lineEnd == 1 && buffer[0] == UInt8(ascii: "\r"))
            buffer.removeFirst(lineEnd + 1)
            if isEmpty {
                // The body starts here; its first delimiter search keeps a virtual line end
                // so an empty part (`--b\r\n\r\n--b`) still ends at once.
                buffer.insert(UInt8(ascii: "\n"), at: 0)
                state = .body
                scanFrom = 0
                return true
            }
        }
        return false
    }

    private func firstIndex(of pattern: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= pattern.count, start <= buffer.count - pattern.count else { return nil }
        var index = start
        let last = buffer.count - pattern.count
        while index <= last {
            if buffer[index] == pattern[0], buffer[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}
