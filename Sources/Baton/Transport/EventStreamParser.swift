import Foundation

/// Reads a `text/event-stream` body into events as bytes arrive, across any chunk
/// boundaries (including a CR LF pair split in two).
///
/// Follows the HTML event-stream rules: lines end with CR LF, LF or CR; a blank line
/// dispatches the event; `event`, `data` and `id` fields are kept (several `data` lines
/// join with LF), a line starting with `:` is a comment, one space after the colon is
/// dropped, unknown fields and `retry` are ignored. One departure: an event with an
/// `event` field but no `data` line is still dispatched (with empty data), because a
/// graphql-sse server may send `complete` that way; a block with neither is not. A leading
/// UTF-8 byte-order mark is skipped.
///
/// graphql-sse (distinct connections) sends `next` events with payloads and one `complete`.
///
/// Hostile streams fail with a ``FramingError`` as soon as they show it: a line that is not
/// UTF-8 (GraphQL payloads are JSON, which is), or a line or an event's data longer than
/// `maximumEventSize` (a line that never ends). After an error every later `feed` throws it
/// again.
///
/// Cost: linear in the bytes fed; memory holds the line and the event in progress.
public struct EventStreamParser: Sendable {
    /// The largest line or event data accepted unless the caller says otherwise: 32 MiB.
    public static let defaultMaximumEventSize = 32 << 20

    /// One dispatched event.
    public struct Event: Sendable, Hashable {
        /// The `event` field, or `message` when the event named none.
        public var name: String
        /// The `data` lines joined with LF, as bytes.
        public var data: [UInt8]
        /// The last `id` seen, if any.
        public var id: String?

        /// An event with its name, data bytes and last id.
        public init(name: String, data: [UInt8], id: String? = nil) {
            self.name = name
            self.data = data
            self.id = id
        }
    }

    private let maximumEventSize: Int
    private var line: [UInt8] = []
    private var lastWasCR = false
    private var atStart = true
    private var name: String?
    private var data: [UInt8] = []
    private var hasData = false
    private var lastID: String?
    /// Bytes consumed before the current chunk, for error offsets.
    private var consumed = 0
    private var fault: FramingError?

    /// A parser at the start of a stream.
    /// - Parameter maximumEventSize: a line or an event's data longer than this fails.
    public init(maximumEventSize: Int = defaultMaximumEventSize) {
        self.maximumEventSize = maximumEventSize
    }

    /// Consumes `bytes` and returns the events they complete, in order.
    /// - Throws: a ``FramingError`` for a stream this parser refuses (see the type).
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(FramingError) -> [Event] {
        if let fault { throw fault }
        var events: [Event] = []
        var failure: FramingError?
        let contiguous = bytes.withContiguousStorageIfAvailable { chunk -> Bool in
            do throws(FramingError) { try feed(chunk, into: &events) } catch { failure = error }
            return true
        }
        if contiguous == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { chunk in
                do throws(FramingError) { try feed(chunk, into: &events) } catch { failure = error }
            }
        }
        if let failure {
            fault = failure
            throw failure
        }
        return events
    }

    /// Splits the chunk at line ends; a line without its end waits in `line`. The next LF
    /// and the next CR are each searched for once per occurrence, so a chunk costs linear
    /// time whatever mix of line ends it holds.
    private mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, into events: inout [Event]) throws(FramingError) {
        var index = 0
        defer { consumed += chunk.count }
        if lastWasCR, index < chunk.count {
            lastWasCR = false
            if chunk[index] == 0x0A { index += 1 }  // The LF of a CR LF pair split between chunks.
        }
        var nextLF = Self.find(0x0A, in: chunk, from: index)
        var nextCR = Self.find(0x0D, in: chunk, from: index)
        while index < chunk.count {
            if nextLF < index { nextLF = Self.find(0x0A, in: chunk, from: index) }
            if nextCR < index { nextCR = Self.find(0x0D, in: chunk, from: index) }
            let end = min(nextLF, nextCR)
            guard end < chunk.count else {
                line.append(contentsOf: chunk[index..<end])
                if line.count > maximumEventSize {
                    throw FramingError("an event-stream line longer than \(maximumEventSize) bytes",
                                       offset: consumed + end)
                }
                return
            }
            try completeLine(chunk[index..<end], endingAt: consumed + end, into: &events)
            index = end + 1
            if chunk[end] == 0x0D {
                if index < chunk.count {
                    if chunk[index] == 0x0A { index += 1 }
                } else {
                    lastWasCR = true
                }
            }
        }
    }

    /// A line's last bytes arrived: with any earlier bytes of it, it is one line.
    private mutating func completeLine(_ tail: Slice<UnsafeBufferPointer<UInt8>>, endingAt offset: Int,
                                       into events: inout [Event]) throws(FramingError) {
        if line.isEmpty {
            try endLine(UnsafeBufferPointer(rebasing: tail), at: offset - tail.count, into: &events)
            return
        }
        line.append(contentsOf: tail)
        let whole = line
        line.removeAll(keepingCapacity: true)
        var failure: FramingError?
        whole.withUnsafeBufferPointer { text in
            do throws(FramingError) { try endLine(text, at: offset - text.count, into: &events) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The index of the first `byte` at or after `index`, or the chunk's end.
    private static func find(_ byte: UInt8, in chunk: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard index < chunk.count, let base = chunk.baseAddress,
              let hit = memchr(base + index, Int32(byte), chunk.count - index) else { return chunk.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    private mutating func endLine(_ text: UnsafeBufferPointer<UInt8>, at offset: Int,
                                  into events: inout [Event]) throws(FramingError) {
        var text = text[...]
        if atStart {
            atStart = false
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        }
        guard String(validating: text, as: UTF8.self) != nil else {
            throw FramingError("an event-stream line that is not UTF-8", offset: offset)
        }
        if text.isEmpty {
            dispatch(into: &events)
        } else if text.first != UInt8(ascii: ":") {
            try field(text, at: offset)
        }
    }

    private mutating func field(_ line: Slice<UnsafeBufferPointer<UInt8>>, at offset: Int) throws(FramingError) {
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
        let fieldName = String(decoding: line[..<colon], as: UTF8.self)
        var valueStart = min(colon + 1, line.endIndex)
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = line[valueStart...]
        switch fieldName {
        case "event":
            name = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
            if data.count > maximumEventSize {
                throw FramingError("an event's data longer than \(maximumEventSize) bytes", offset: offset)
            }
        case "id" where !value.contains(0):
            lastID = String(decoding: value, as: UTF8.self)
        default:
            break
        }
    }

    private mutating func dispatch(into events: inout [Event]) {
        defer {
            name = nil
            data = []
            hasData = false
        }
        guard hasData || name != nil else { return }
        let eventName = name.flatMap { $0.isEmpty ? nil : $0 } ?? "message"
        events.append(Event(name: eventName, data: data, id: lastID))
    }
}
