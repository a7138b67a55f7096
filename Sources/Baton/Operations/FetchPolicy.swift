/// How a holder lets a handle use the store and the network (Relay's four).
/// The policy belongs to the holder and stays with the retention it makes.
public enum FetchPolicy: Sendable, Hashable, CaseIterable {
    /// Fetch when the store misses, the data is stale, or deferred parts are not all held.
    case storeOrNetwork
    /// Always fetch, showing the store meanwhile.
    case storeAndNetwork
    /// Never ask the store; loading until its own response lands when nobody shows data yet.
    case networkOnly
    /// Never fetch; missing data reads `.failed(MissingDataError)`.
    case storeOnly

    /// `storeOrNetwork`.
    public static let `default` = FetchPolicy.storeOrNetwork

    /// Whether the holder lets the runtime reach the network.
    public var allowsNetwork: Bool { self != .storeOnly }
}
