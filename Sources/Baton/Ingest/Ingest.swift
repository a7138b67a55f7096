/// Options of one ingest.
public struct IngestOptions: Sendable, Hashable {
    /// Whether every expected field must be answered (a server response). An optimistic
    /// response or a hand-committed payload may be partial.
    public var requiresComplete: Bool
    /// Maximum selection depth; deeper is malformed (24 for a server response).
    public var maxDepth: Int

    /// Options; the defaults are a server response's.
    public init(requiresComplete: Bool = true, maxDepth: Int = 24) {
        self.requiresComplete = requiresComplete
        self.maxDepth = maxDepth
    }

    /// A server response: complete, 24 levels.
    public static let server = IngestOptions()
    /// A partial payload (optimistic, `commitPayload`, fixtures marked incomplete).
    public static let partial = IngestOptions(requiresComplete: false)
}

/// Bytes to change set, in one pass over the response driven by the resolution.
///
/// Runs anywhere (inputs and outputs are `Sendable`); nothing is written on failure,
/// since the result is a value the store commits later.
@_spi(Generated)
public enum Ingest {
    /// Reads a GraphQL response envelope (`data`, `errors`, `hasNext`; other members skipped).
    /// - Throws: `IngestError` when malformed, `GraphQLErrors` for errors without data.
    public static func response(_ bytes: [UInt8], resolution: Resolution,
                                options: IngestOptions = .server) throws -> IngestResult {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = ResponseReader(JSONReader(buffer), resolution: resolution, options: options,
                                        oneBuffer: true)
            return try reader.readEnvelope()
        }
    }

    /// Reads a bare `data` object (a payload committed by hand, an optimistic response).
    public static func data(_ bytes: [UInt8], resolution: Resolution,
                            options: IngestOptions = .partial) throws -> IngestResult {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = ResponseReader(JSONReader(buffer), resolution: resolution, options: options,
                                        oneBuffer: true)
            try reader.readRoot()
            try reader.expectEnd()
            return reader.result(unplacedErrors: [], hasNext: nil)
        }
    }
}
