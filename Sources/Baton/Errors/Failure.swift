/// Why a fetch failed: a closed set of four kinds. A field error is not one of them; it is
/// a fact about the data, kept beside its field.
///
/// The phase shows `failure.error`; the kind is on the handle's fetch:
///
/// ```swift
/// if case .failed(.transport(let error), _) = handle.fetch { … }
/// ```
public enum Failure: Error, Sendable {
    /// The transport's error, carried unchanged (``TransportError``, `URLError`, or an app
    /// transport's own).
    case transport(any Error)
    /// The server answered errors and no data.
    case request(GraphQLErrors)
    /// The response could not be read by the operation's plan.
    case malformed(IngestError)
    /// Nothing could send the request (no environment, or it is gone).
    case environment(EnvironmentError)

    /// The original error, whatever the kind.
    public var error: any Error {
        switch self {
        case .transport(let error): error
        case .request(let errors): errors
        case .malformed(let error): error
        case .environment(let error): error
        }
    }

    /// The kind's name as the log writes it: `transport`, `request`, `malformed`,
    /// `environment`.
    public var kind: String {
        switch self {
        case .transport: "transport"
        case .request: "request"
        case .malformed: "malformed"
        case .environment: "environment"
        }
    }
}
