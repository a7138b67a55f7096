import Observation

/// The live side of a query value (SPEC §5.13): one per operation value per environment,
/// shared by equal values. A view of its root (present, age) and of its fetch.
///
/// ```swift
/// let handle = env.handle(for: CharacterQuery(id: "1"))
/// let retention = handle.retain()
/// if case .ready(let data) = handle.phase { print(data.character?.name ?? "") }
/// ```
///
/// `phase` is derived: with data it reads only the root's `present` flag, so a fetch that
/// changed nothing wakes no body that reads only the phase.
@MainActor
public final class OperationHandle<Q: QueryOperation>: Observable {
    /// The operation value.
    public let operation: Q
    /// The root the handle views.
    let root: Root
    private weak var environment: Environment?
    private let owner: Owner
    /// The policy of the latest holder that attached.
    private(set) var policy: FetchPolicy

    private let registrar = ObservationRegistrar()
    private var _fetch: Fetch = .idle
    private var _missing = false
    private var _gone = false
    private var task: Task<FetchOutcome, Never>?
    private var generation = 0

    init(_ operation: Q, root: Root, environment: Environment?, policy: FetchPolicy) {
        self.operation = operation
        self.root = root
        self.environment = environment
        self.policy = policy
        self.owner = Owner(store: environment?.store, variables: operation.variables.byName, isRooted: true)
    }

    // MARK: Derived state

    /// Loading, ready with the root lens, or failed (SPEC §5.13).
    public var phase: Phase<Q.Data> {
        if gone { return .failed(EnvironmentError.gone) }
        guard root.present, let store = environment?.store else {
            if let failure = fetch.failure { return .failed(failure.error) }
            if missing { return .failed(MissingDataError(operationName: Q.name)) }
            return .loading
        }
        return .ready(Q.Data(anchor: Anchor(record: store.root(Q.kind), owner: owner)))
    }

    /// `.idle`, `.inFlight`, or `.failed(Failure, at:)`.
    public private(set) var fetch: Fetch {
        get { registrar.access(self, keyPath: \.fetch); return _fetch }
        set { registrar.withMutation(of: self, keyPath: \.fetch) { _fetch = newValue } }
    }

    /// Data present and a fetch in flight.
    public var isRefreshing: Bool { root.present && fetch.isInFlight }

    /// Data shown and stale (older epoch, expiration passed, or unknown age under one).
    public var isStale: Bool {
        guard !gone, root.present, let store = environment?.store else { return false }
        return store.isStale(root)
    }

    /// The root's age: when a server write last dated it.
    public var fetchTime: ContinuousClock.Instant? { root.fetchTime }

    /// A `storeOnly` attach found no data.
    private var missing: Bool {
        get { registrar.access(self, keyPath: \.missing); return _missing }
        set {
            guard newValue != _missing else { return }
            registrar.withMutation(of: self, keyPath: \.missing) { _missing = newValue }
        }
    }

    /// The environment ended or the root left.
    private var gone: Bool {
        get { registrar.access(self, keyPath: \.gone); return _gone }
        set {
            guard newValue != _gone else { return }
            registrar.withMutation(of: self, keyPath: \.gone) { _gone = newValue }
        }
    }

    // MARK: Actions

    /// Fetches again and throws a failure instead of showing it; data stays visible. A
    /// refetch superseded by a later one returns without error.
    public func refetch() async throws {
        guard !gone, environment != nil else { throw Failure.environment(.gone) }
        missing = false
        if case .failed(let failure) = await start(superseding: true).value { throw failure }
    }

    /// After a failure without data, shows loading while it fetches; with data, refreshes
    /// behind (as `refetch` does, without throwing). Joins a fetch already in flight.
    public func retry() {
        guard !gone else { return }
        missing = false
        _ = start(superseding: false)
    }

    /// Retains the root for as long as the returned token lives (or until it ends).
    public func retain() -> Retention {
        guard let store = environment?.store, !gone else { return Retention {} }
        let network = policy.allowsNetwork
        store.roots.retain(root, allowsNetwork: network)
        return Retention { [root, weak store] in store?.roots.release(root, allowsNetwork: network) }
    }

    // MARK: Runtime side

    /// A holder attaches with `policy` (SPEC §5.13): checks the store and fetches as the
    /// policy says.
    func attach(_ policy: FetchPolicy) {
        self.policy = policy
        guard let store = environment?.store, !gone else { return }
        if policy == .networkOnly {
            _ = start(superseding: false)
            return
        }
        let answer = Availability.check(root.resolution, in: store)
        if answer.isAvailable { root.present = true }
        switch policy {
        case .storeOnly:
            if !root.present { missing = true }
        case .storeAndNetwork:
            _ = start(superseding: false)
        case .storeOrNetwork:
            if !answer.isAvailable || !answer.deferredHeld || store.isStale(root) { _ = start(superseding: false) }
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

    /// Starts a fetch, or joins the one in flight unless `superseding`.
    private func start(superseding: Bool) -> Task<FetchOutcome, Never> {
        if let task, !superseding { return task }
        task?.cancel()
        generation += 1
        let ticket = generation
        fetch = .inFlight
        let made = Task { [weak self] () -> FetchOutcome in
            guard let self else { return .superseded }
            return await self.run(ticket)
        }
        task = made
        return made
    }

    private func run(_ ticket: Int) async -> FetchOutcome {
        let outcome: FetchOutcome
        if let environment {
            do {
                _ = try await environment.door(operation, root: root, checksCancellation: true)
                outcome = .done
            } catch let failure as Failure {
                outcome = .failed(failure)
            } catch {
                outcome = .superseded
            }
        } else {
            outcome = .failed(.environment(.gone))
        }
        guard ticket == generation else { return .superseded }
        task = nil
        switch outcome {
        case .done: fetch = .idle
        case .failed(let failure):
            root.lastFetchFailed = true
            fetch = .failed(failure, at: .now)
        case .superseded: fetch = .idle
        }
        return outcome
    }
}

/// How one fetch of a handle ended.
enum FetchOutcome: Sendable {
    case done
    case failed(Failure)
    /// Cancelled or replaced by a later fetch: nothing to show.
    case superseded
}

/// What the environment asks of a handle whatever its operation.
@MainActor
protocol HandleControl: AnyObject {
    var root: Root { get }
    var isFetching: Bool { get }
    func refreshIfAllowed()
    func leave()
}

extension OperationHandle: HandleControl {}
