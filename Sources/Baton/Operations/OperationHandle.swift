/// The live side of a query value, as one holder sees it.
///
/// Equal operation values share one state per environment: one root, one fetch, one phase.
/// What a handle adds is its holder's fetch policy: how the holder attached, and what the
/// retentions it makes record. A `storeOnly` holder's retention never lets the runtime reach
/// the network, whoever else attached to the same value since.
///
/// ```swift
/// let handle = env.handle(for: CharacterQuery(id: "1"), fetchPolicy: .storeOnly)
/// let retention = handle.retain()   // a storeOnly holder
/// if case .ready(let data) = handle.phase { print(data.character?.name ?? "") }
/// ```
///
/// `phase` is derived: with data it reads only whether the data is present and its verdict,
/// so a fetch that changed nothing wakes no body that reads only the phase.
@MainActor
public struct OperationHandle<Q: Query>: Sendable {
    /// The state every holder of an equal value shares.
    let shared: SharedHandle<Q>
    /// This holder's policy: it attached with it, and its retentions record it.
    public let fetchPolicy: FetchPolicy

    init(_ shared: SharedHandle<Q>, fetchPolicy: FetchPolicy) {
        self.shared = shared
        self.fetchPolicy = fetchPolicy
    }

    /// The operation value.
    public var operation: Q { shared.operation }

    /// The root the handle views.
    var root: Root { shared.root }

    /// Loading, ready with the root lens, or failed:
    /// - an ended environment gives `.failed(EnvironmentError.gone)`;
    /// - without data, a failed fetch gives its error, a `storeOnly` attach that found
    ///   nothing gives `MissingDataError`, anything else is `.loading`;
    /// - with data, an operation under `@throwOnFieldError` with an uncaught error in its own
    ///   selection (or an error its last response could not place) gives `FieldErrors`, a
    ///   `@required` field that bubbles to the root and holds no value gives
    ///   `RequiredFieldError`, and otherwise the phase is `.ready` with the root lens.
    public var phase: Phase<Q.Data> { shared.phase }

    /// `.idle`, `.inFlight`, or `.failed(Failure, at:)`.
    public var fetch: Fetch { shared.fetch }

    /// Data present and a fetch in flight.
    public var isRefreshing: Bool { shared.isRefreshing }

    /// Data shown and stale (older epoch, expiration passed, or unknown age under one).
    public var isStale: Bool { shared.isStale }

    /// The root's age: when a server write last dated it.
    public var fetchTime: ContinuousClock.Instant? { shared.fetchTime }

    /// Fetches again and throws a failure instead of showing it; data stays visible. A
    /// refetch superseded by a later one returns without error.
    public func refetch() async throws { try await shared.refetch() }

    /// After a failure without data, shows loading while it fetches; after a field-error or
    /// required failure with data behind it (or any failure behind data), refreshes behind
    /// (as `refetch` does, without throwing). Joins a fetch already in flight.
    public func retry() { shared.retry() }

    /// Retains the root for as long as the returned token lives (or until it ends). The
    /// retention records this holder's policy: under `storeOnly` it does not let the runtime
    /// refetch (invalidate, revalidate, heal) on its account.
    public func retain() -> Retention { shared.retain(allowsNetwork: fetchPolicy.allowsNetwork) }
}
