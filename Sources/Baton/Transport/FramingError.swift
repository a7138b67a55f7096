/// A streamed response body that cannot be split into payloads: a `multipart/mixed` body
/// without its boundary or with a part too large, an event stream with a line that never
/// ends or bytes that are not UTF-8, a WebSocket frame that breaks RFC 6455.
///
/// The transport fails with it as soon as the bytes show the fault, so nothing after the
/// fault is delivered (and nothing of the broken payload is committed).
public struct FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words.
    public let message: String
    /// The offset in the body (or the socket's byte stream) where the fault was found.
    public let offset: Int

    /// A fault described by `message` at byte `offset`.
    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at byte \(offset))" }
}
