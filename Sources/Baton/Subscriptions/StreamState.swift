/// Where a subscription's stream is (``SubscriptionHandle/stream``).
public enum StreamState: Sendable, Hashable {
    /// Not retained: nothing is open.
    case idle
    /// Retained, but the environment is inactive (`isActive = false`): nothing is open
    /// until it is active again.
    case parked
    /// Opening, until the first event arrives.
    case connecting
    /// Events are arriving.
    case open
    /// The stream was lost; it reopens at the given instant (or at ``SubscriptionHandle/retry()``).
    case waiting(until: ContinuousClock.Instant)
    /// Over for good, until ``SubscriptionHandle/retry()``.
    case ended(StreamEnd)

    /// Connecting or open.
    public var isActive: Bool {
        switch self {
        case .connecting, .open: true
        default: false
        }
    }
}

/// Why a subscription's stream ended.
public enum StreamEnd: Sendable, Hashable {
    /// The server completed it.
    case completed
    /// The server refused the subscription: errors and no data (``SubscriptionHandle/error``
    /// holds them).
    case request
    /// The environment ended, or cannot subscribe (no subscriptions transport).
    case environment
}
