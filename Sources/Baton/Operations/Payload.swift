import Foundation

/// A payload in a response's shape (`{"data":…}` or the bare data object), for
/// `Environment.commitPayload` and optimistic responses. Partial payloads are allowed.
public struct Payload: Sendable, Hashable {
    /// The JSON bytes.
    public let bytes: [UInt8]

    /// A payload from JSON bytes.
    public init(_ data: Data) { bytes = Array(data) }

    /// A payload from JSON text.
    public init(json: String) { bytes = Array(json.utf8) }
}
