/// What is missing when nothing could send a request.
public enum EnvironmentError: Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A view outside every environment.
    case notInjected
    /// A lens made by hand (not read from a store) was asked to fetch.
    case outsideEnvironment
    /// The environment that made the handle is gone or has ended.
    case gone
    /// A subscription was asked of an environment without a subscriptions transport.
    case noSubscriptionTransport

    public var description: String {
        switch self {
        case .notInjected: "no environment: the view is outside every environment"
        case .outsideEnvironment: "the lens was not read from an environment's store"
        case .gone: "the environment is gone or has ended"
        case .noSubscriptionTransport: "the environment has no subscriptions transport"
        }
    }
}
