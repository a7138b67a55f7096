/// A transport's failure with its HTTP status and body text.
///
/// Status 0 means there was no response (a closed socket, nothing recorded, no payload
/// delivered), and the body then says what went wrong.
public struct TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status, or 0 when there was no response.
    public var statusCode: Int
    /// The response body as text (lossy UTF-8), or what went wrong when the status is 0.
    public var body: String

    /// A failure with `statusCode` (0 for none) and `body`.
    public init(statusCode: Int, body: String) {
        self.statusCode = statusCode
        self.body = body
    }

    public var description: String {
        statusCode == 0 ? "no response: \(body)" : "HTTP \(statusCode): \(body)"
    }
}
