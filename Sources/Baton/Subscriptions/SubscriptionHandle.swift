import Observation

/// The live side of a subscription value: one per value per environment, shared by equal
/// values. While retained it keeps a stream open through the environment's subscriptions
/// transport, and commits each event at the subscription root, so the lenses reading the
/// records the events write update like any other data.
///
/// ```swift
/// let handle = env.subscriptionHandle(for: StatusChanged())
/// let retention = handle.retain()          // opens the stream
/// handle.stream                            // .connecting, then .open
/// handle.latest?.statusChanged?.status     // the latest event's data
/// ```
///
/// - A lost stream waits and reopens by itself: 1 s, doubling to 30 s, each wait jittered
///   between half and all of its step; an event resets the wait. ``stream`` reads
///   `.waiting(until:)` meanwhile, and ``retry()`` reopens at once.
/// - `env.isActive = false` parks the stream (`.parked`); `true` reopens it.
/// - Every reopening (after a wait, a park or a retry) adds one to ``resumptions``: events
///   sent meanwhile are lost, so an owner watches the count and refetches its baseline.
/// - The server's completion or a refusal (errors and no data) ends the stream; so does the
///   environment's end. An event with errors and no data, or one the plan cannot read, is
///   a bad event: ``error`` holds it and the stream goes on.
/// - Released by its last holder, the stream closes and its root leaves the store at once.
/// - An environment without a subscriptions transport ends the stream with
///   `EnvironmentError.noSubscriptionTransport` in ``error``.
@MainActor
public final class SubscriptionHandle<S: Subscription>: Observable {
    /// The subscription value.
    public let operation: S
    let root: Root
    weak var environment: Environment?
    private let owner: Owner

    private let registrar = ObservationRegistrar()
    private var _events = 0
    private var _latest: S.Data?
    private var _error: (any Error)?
    private var _resumptions = 0
    private var _stream = StreamState.idle

    /// The stream's task (its connection, or its wait); replaced on every (re)opening.
    var task: Task<Void, Never>?
    /// Bumped whenever the task is replaced, so a late callback of an old one does nothing.
    var generation = 0
    var backoff = Backoff()
    /// Whether a stream was opened since the handle was retained (a later opening resumes).
    var hasOpened = false

    init(_ operation: S, root: Root, environment: Environment?) {
        self.operation = operation
        self.root = root
        self.environment = environment
        self.owner = Owner(store: environment?.store, variables: operation.variables.byName, isRooted: true)
    }

    // MARK: Observed state

    /// How many events were committed.
    public internal(set) var events: Int {
        get { registrar.access(self, keyPath: \.events); return _events }
        set { registrar.withMutation(of: self, keyPath: \.events) { _events = newValue } }
    }

    /// The subscription root's lens once an event was committed; nil before.
    public internal(set) var latest: S.Data? {
        get { registrar.access(self, keyPath: \.latest); return _latest }
        set {
            guard newValue != _latest else { return }
            registrar.withMutation(of: self, keyPath: \.latest) { _latest = newValue }
        }
    }

    /// The last failure: a bad event (`GraphQLErrors`, `Failure.malformed`), a lost stream
    /// (the transport's error), a refusal, or an environment that cannot subscribe. A
    /// committed event clears it.
    public internal(set) var error: (any Error)? {
        get { registrar.access(self, keyPath: \.error); return _error }
        set { registrar.withMutation(of: self, keyPath: \.error) { _error = newValue } }
    }

    /// How many times the stream was reopened after a wait, a park or a retry.
    public internal(set) var resumptions: Int {
        get { registrar.access(self, keyPath: \.resumptions); return _resumptions }
        set { registrar.withMutation(of: self, keyPath: \.resumptions) { _resumptions = newValue } }
    }

    /// Idle, parked, connecting, open, waiting or ended.
    public internal(set) var stream: StreamState {
        get { registrar.access(self, keyPath: \.stream); return _stream }
        set {
            guard newValue != _stream else { return }
            registrar.withMutation(of: self, keyPath: \.stream) { _stream = newValue }
        }
    }

    /// Connecting or open.
    public var isActive: Bool { stream.isActive }

    /// The data lens over the subscription root of `store`, as events write it.
    func lens(in store: Store) -> S.Data {
        S.Data(anchor: Anchor(record: store.root(.subscription), owner: owner))
    }

    // MARK: Actions

    /// Keeps the stream open for as long as the returned token lives (or until it ends).
    /// The first holder opens it; the last one to let go closes it.
    public func retain() -> Retention {
        guard let environment, !environment.isEnded else { return Retention {} }
        environment.live.register(self)
        environment.store.roots.retain(root, allowsNetwork: true)
        if case .idle = stream { open(resuming: false) }
        return Retention { [root, weak store = environment.store] in store?.roots.release(root, allowsNetwork: true) }
    }

    /// Reopens a waiting or ended stream at once (a resumption). Does nothing otherwise.
    public func retry() {
        switch stream {
        case .waiting, .ended: if root.isHeld { open(resuming: true) }
        default: break
        }
    }
}
