import Observation

/// What every holder of one query value shares in one environment: the root it views (present,
/// verdict, age), its one fetch, and the heal state. Each holder sees it through an
/// ``OperationHandle`` carrying the holder's own fetch policy.
///
/// The phase is derived: with data it reads only the root's `present` flag and verdict, so a
/// fetch that changed nothing wakes no body that reads only the phase.
@MainActor
final class SharedHandle<Q: Query>: Observable {
    /// The operation value.
    let operation: Q
    /// The root the handle views.
    let root: Root
    weak var environment: Environment?
    private let owner: Owner

    private let registrar = ObservationRegistrar()
    private var _fetch: Fetch = .idle
    private var _missing = false
    private var _gone = false
    var task: Task<FetchOutcome, Never>?
    var generation = 0
    /// Heal state of the current data: none yet, a heal's fetch pending, or healed.
    var heal = HealState.none

    init(_ operation: Q, root: Root, environment: Environment?) {
        self.operation = operation
        self.root = root
        self.environment = environment
        self.owner = Owner(store: environment?.store, variables: operation.variables.byName, isRooted: true)
        owner.onMissing = { [weak self] in self?.missingRead() ?? true }
        root.checksRequired(operation)
    }

    // MARK: Derived state

    /// Loading, ready with the root lens, or failed.
    var phase: Phase<Q.Data> {
        if gone { return .failed(EnvironmentError.gone) }
        guard root.present, let store = environment?.store else {
            if let failure = fetch.failure { return .failed(failure.error) }
            if missing { return .failed(MissingDataError(operationName: Q.name)) }
            return .loading
        }
        switch root.verdict {
        case .sound: return .ready(Q.Data(anchor: Anchor(record: store.root(Q.kind), owner: owner)))
        case .fieldErrors(let errors): return .failed(errors)
        case .required(let error): return .failed(error)
        }
    }

    /// `.idle`, `.inFlight`, or `.failed(Failure, at:)`.
    var fetch: Fetch {
        get { registrar.access(self, keyPath: \.fetch); return _fetch }
        set { registrar.withMutation(of: self, keyPath: \.fetch) { _fetch = newValue } }
    }

    /// Data present and a fetch in flight.
    var isRefreshing: Bool { root.present && fetch.isInFlight }

    /// Data shown and stale (older epoch, expiration passed, or unknown age under one).
    var isStale: Bool {
        guard !gone, root.present, let store = environment?.store else { return false }
        return store.isStale(root)
    }

    /// The root's age: when a server write last dated it.
    var fetchTime: ContinuousClock.Instant? { root.fetchTime }

    /// A `storeOnly` attach found no data.
    var missing: Bool {
        get { registrar.access(self, keyPath: \.missing); return _missing }
        set {
            guard newValue != _missing else { return }
            registrar.withMutation(of: self, keyPath: \.missing) { _missing = newValue }
        }
    }

    /// The environment ended or the root left.
    var gone: Bool {
        get { registrar.access(self, keyPath: \.gone); return _gone }
        set {
            guard newValue != _gone else { return }
            registrar.withMutation(of: self, keyPath: \.gone) { _gone = newValue }
        }
    }

    // MARK: Actions

    /// Fetches again and throws a failure instead of showing it; data stays visible. A
    /// refetch superseded by a later one returns without error.
    func refetch() async throws {
        guard !gone, environment != nil else { throw Failure.environment(.gone) }
        missing = false
        if case .failed(let failure) = await start(superseding: true).value { throw failure }
    }

    /// After a failure without data, shows loading while it fetches; after a field-error or
    /// required failure with data behind it (or any failure behind data), refreshes behind
    /// (as `refetch` does, without throwing). Joins a fetch already in flight.
    func retry() {
        guard !gone else { return }
        missing = false
        _ = start(superseding: false)
    }

    /// Retains the root for a holder, for as long as the returned token lives (or until it
    /// ends); the holder's network permission goes with it.
    func retain(allowsNetwork: Bool) -> Retention {
        guard let store = environment?.store, !gone else { return Retention {} }
        store.roots.retain(root, allowsNetwork: allowsNetwork)
        return Retention { [root, weak store] in store?.roots.release(root, allowsNetwork: allowsNetwork) }
    }

    // MARK: Runtime side

    /// A holder attaches with `policy`: checks the store and fetches as the policy says. Data
    /// the check finds has its verdict settled before it shows.
    func attach(_ policy: FetchPolicy) {
        guard let store = environment?.store, !gone else { return }
        if policy == .networkOnly {
            _ = start(superseding: false)
            return
        }
        let answer = Availability.check(root.resolution, in: store, root: root)
        if answer.isAvailable { store.found(root) }
        switch policy {
        case .storeOnly:
            if !root.present { missing = true }
        case .storeAndNetwork:
            _ = start(superseding: false)
        case .storeOrNetwork:
            if !answer.isAvailable || !answer.deferredHeld || store.isStale(root) || root.hadUnplacedErrors {
                _ = start(superseding: false)
            }
        case .networkOnly:
            break
        }
    }

    /// A fetch the runtime starts (invalidate, revalidate): only if a holder allows it.
    func refreshIfAllowed() {
        guard root.allowsNetwork else { return }
        _ = start(superseding: false)
    }

    /// Whether a fetch is in flight.
    var isFetching: Bool { task != nil }

    /// The root left or the session ended: cancel the fetch, read `.gone`.
    func leave() {
        task?.cancel()
        task = nil
        generation += 1
        gone = true
        if fetch.isInFlight { fetch = .idle }
    }
}

