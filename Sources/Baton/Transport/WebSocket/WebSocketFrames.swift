/// An RFC 6455 frame's opcode.
@_spi(Benchmarks)
public enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0, text = 1, binary = 2, close = 8, ping = 9, pong = 10

    /// Close, ping and pong: never fragmented, at most 125 bytes of payload.
    public var isControl: Bool { rawValue >= 8 }
}

/// What a server sent, once its frames are put together.
@_spi(Benchmarks)
public enum WebSocketEvent: Sendable, Equatable {
    case text(String)
    case binary([UInt8])
    case ping([UInt8])
    case pong([UInt8])
    /// The server's close: its status code (nil when it gave none) and reason.
    case close(code: UInt16?, reason: String)
}

/// Client frames (RFC 6455 section 5.2): one frame per message, FIN set, always masked.
@_spi(Benchmarks)
public enum WebSocketFrame {
    /// A frame of `opcode` carrying `payload`, masked with `mask`.
    public static func encode(_ opcode: WebSocketOpcode, _ payload: [UInt8], mask: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        frame.reserveCapacity(payload.count + 14)
        switch payload.count {
        case ..<126:
            frame.append(0x80 | UInt8(payload.count))
        case ...0xFFFF:
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8(truncatingIfNeeded: payload.count >> shift)) }
        }
        frame += mask
        let start = frame.count
        frame += payload
        frame.withUnsafeMutableBufferPointer { bytes in
            for index in 0..<payload.count { bytes[start + index] ^= mask[index & 3] }
        }
        return frame
    }

    /// A close frame with `code` and `reason` (the reason cut to fit 123 bytes).
    public static func close(code: UInt16, reason: String, mask: [UInt8]) -> [UInt8] {
        encode(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(123)), mask: mask)
    }

    /// Four random bytes: a client masks every frame with a fresh key.
    public static func randomMask() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}

/// Reads a server's frames from its byte stream, across any chunk boundaries, and puts
/// fragmented messages together (RFC 6455 section 5).
///
/// It refuses, with a ``FramingError`` and the close code to answer with, what a client
/// must refuse: reserved bits set (no extension is ever agreed), an unknown opcode, a masked
/// frame, a length not in its shortest form or with its high bit set, a fragmented or long
/// control frame, a continuation out of place, a message larger than `maximumMessageSize`
/// (refused from its header, before its payload is read), text or a close reason that is
/// not UTF-8, and an invalid close code. After an error every later `feed` throws it again.
///
/// Cost: linear in the bytes fed; memory holds one frame and one message in progress.
@_spi(Benchmarks)
public struct WebSocketFrameDecoder: Sendable {
    /// The largest message accepted unless the caller says otherwise: 32 MiB.
    public static let defaultMaximumMessageSize = 32 << 20

    /// The largest message, in bytes, this decoder accepts; a larger one is a fault (close 1009).
    public let maximumMessageSize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes dropped from the front of `buffer`, for error offsets.
    private var dropped = 0
    /// A fragmented data message in progress, and whether it is text.
    private var message: [UInt8]?
    private var messageIsText = false
    private var fault: FramingError?
    /// The close code that answers the fault: 1002 protocol error, 1007 bad data, 1009 too big.
    public private(set) var faultCode: UInt16 = 1002

    /// A decoder that refuses messages larger than `maximumMessageSize` bytes.
    public init(maximumMessageSize: Int = defaultMaximumMessageSize) {
        self.maximumMessageSize = maximumMessageSize
    }

    /// Consumes `bytes` and returns the events they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(FramingError) -> [WebSocketEvent] {
        if let fault { throw fault }
        buffer.append(contentsOf: bytes)
        var events: [WebSocketEvent] = []
        do {
            while let event = try nextFrame() {
                if let event { events.append(event) }
            }
        } catch {
            fault = error
            throw error
        }
        if start > 4096, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            dropped += start
            start = 0
        }
        return events
    }

    /// One frame, if all of it is here: `.some(event)` when it completes one, `.some(nil)`
    /// for a fragment, nil when more bytes are needed.
    private mutating func nextFrame() throws(FramingError) -> WebSocketEvent?? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start], second = buffer[start + 1]
        let offset = dropped + start
        guard first & 0x70 == 0 else { throw refuse("a frame with reserved bits set", at: offset) }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else {
            throw refuse("a frame with unknown opcode \(first & 0x0F)", at: offset)
        }
        guard second & 0x80 == 0 else { throw refuse("a masked frame from the server", at: offset) }
        guard let (header, length) = try length(second & 0x7F, at: offset) else { return nil }
        let isFinal = first & 0x80 != 0
        try check(opcode, isFinal: isFinal, length: length, at: offset)
        guard available - header >= length else { return nil }
        let payload = Array(buffer[(start + header)..<(start + header + length)])
        start += header + length
        return .some(try event(opcode, isFinal: isFinal, payload, at: offset))
    }

    /// The header's size and the payload's length, or nil when the header is not all here.
    private mutating func length(_ short: UInt8, at offset: Int) throws(FramingError) -> (Int, Int)? {
        switch short {
        case 126:
            guard buffer.count - start >= 4 else { return nil }
            let length = Int(buffer[start + 2]) << 8 | Int(buffer[start + 3])
            guard length >= 126 else { throw refuse("a frame length not in its shortest form", at: offset) }
            return (4, length)
        case 127:
            guard buffer.count - start >= 10 else { return nil }
            var length: UInt64 = 0
            for i in 2..<10 { length = length << 8 | UInt64(buffer[start + i]) }
            guard length >> 63 == 0 else { throw refuse("a frame length with its high bit set", at: offset) }
            guard length > 0xFFFF else { throw refuse("a frame length not in its shortest form", at: offset) }
            guard length <= UInt64(maximumMessageSize) else { throw tooBig(at: offset) }
            return (10, Int(length))
        default:
            return (2, Int(short))
        }
    }

    private mutating func check(_ opcode: WebSocketOpcode, isFinal: Bool, length: Int,
                                at offset: Int) throws(FramingError) {
        if opcode.isControl {
            guard isFinal else { throw refuse("a fragmented control frame", at: offset) }
            guard length <= 125 else { throw refuse("a control frame longer than 125 bytes", at: offset) }
            return
        }
        if opcode == .continuation {
            guard message != nil else { throw refuse("a continuation frame with no message to continue", at: offset) }
        } else if message != nil {
            throw refuse("a new message before the last one ended", at: offset)
        }
        if (message?.count ?? 0) + length > maximumMessageSize { throw tooBig(at: offset) }
    }

    private mutating func event(_ opcode: WebSocketOpcode, isFinal: Bool, _ payload: [UInt8],
                                at offset: Int) throws(FramingError) -> WebSocketEvent? {
        switch opcode {
        case .text, .binary:
            guard isFinal else {
                message = payload
                messageIsText = opcode == .text
                return nil
            }
            return try data(payload, isText: opcode == .text, at: offset)
        case .continuation:
            message! += payload
            guard isFinal else { return nil }
            let whole = message!
            message = nil
            return try data(whole, isText: messageIsText, at: offset)
        case .ping: return .ping(payload)
        case .pong: return .pong(payload)
        case .close: return try close(payload, at: offset)
        }
    }

    private mutating func data(_ payload: [UInt8], isText: Bool, at offset: Int) throws(FramingError) -> WebSocketEvent {
        guard isText else { return .binary(payload) }
        guard let text = String(validating: payload, as: UTF8.self) else {
            faultCode = 1007
            throw FramingError("WebSocket: a text message that is not UTF-8", offset: offset)
        }
        return .text(text)
    }

    private mutating func close(_ payload: [UInt8], at offset: Int) throws(FramingError) -> WebSocketEvent {
        guard !payload.isEmpty else { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else { throw refuse("a close frame with a one-byte body", at: offset) }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard (1000...1003).contains(code) || (1007...1011).contains(code) || (3000...4999).contains(code) else {
            throw refuse("a close frame with invalid code \(code)", at: offset)
        }
        guard let reason = String(validating: payload[2...], as: UTF8.self) else {
            faultCode = 1007
            throw FramingError("WebSocket: a close reason that is not UTF-8", offset: offset)
        }
        return .close(code: code, reason: reason)
    }

    private mutating func refuse(_ message: String, at offset: Int) -> FramingError {
        faultCode = 1002
        return FramingError("WebSocket: " + message, offset: offset)
    }

    private mutating func tooBig(at offset: Int) -> FramingError {
        faultCode = 1009
        return FramingError("WebSocket: a message larger than \(maximumMessageSize) bytes", offset: offset)
    }
}
