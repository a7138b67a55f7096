/// Reads a `text/event-stream` body into events as bytes arrive, across any chunk
/// boundaries (including a CR LF pair split in two).
///
/// Follows the HTML event-stream rules: lines end with CR LF, LF or CR; a blank line
/// dispatches the event; `event`, `data` and `id` fields are kept (several `data` lines
/// join with LF), a line starting with `:` is a comment, one space after the colon is
/// dropped, unknown fields and `retry` are ignored. One departure: an event with an
/// `event` field but no `data` line is still dispatched (with empty data), because a
/// graphql-sse server may send `complete` that way; a block with neither is not. A leading UTF-8 byte-order mark is skipped.
///
/// graphql-sse (distinct connections) sends `next` events with payloads and one `complete`.
public struct EventStreamParser: Sendable {
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

    private var line: [UInt8] = []
    private var lastWasCR = false
    private var atStart = true
    private var name: String?
    private var data: [UInt8] = []
    private var hasData = false
    private var lastID: String?

    /// A parser at the start of a stream.
    public init() {}

    /// Consumes `bytes` and returns the events they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        var events: [Event] = []
        for byte in bytes {
            if lastWasCR {
                lastWasCR = false
                if byte == 0x0A { continue }  // The LF of a CR LF pair split or not.
            }
            switch byte {
            case 0x0D:
                lastWasCR = true
                endLine(into: &events)
            case 0x0A:
                endLine(into: &events)
            default:
                line.append(byte)
            }
        }
        return events
    }

    private mutating func endLine(into events: inout [Event]) {
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty {
            dispatch(into: &events)
        } else if line[0] != UInt8(ascii: ":") {
            field(line)
        }
    }

    private mutating func field(_ line: [UInt8]) {
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.count
        let fieldName = String(decoding: line[..<colon], as: UTF8.self)
        var valueStart = min(colon + 1, line.count)
        if valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = line[valueStart...]
        switch fieldName {
        case "event":
            name = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
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
