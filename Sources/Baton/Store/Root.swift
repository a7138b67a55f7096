import Observation

/// An operation the store keeps: its resolved selection and start record,
/// its holders, its age and whether its data is present.
///
/// `present`, `fetchTime` and `epoch` are observable and notify only when they change, so
/// a phase that reads `present` is not woken by a fetch that changed nothing.
@MainActor
public final class Root: Observable {
    /// `OperationName` + variables as canonical JSON.
    public nonisolated let key: String
    /// The operation's kind: picks the start record.
    public nonisolated let kind: OperationKind
    /// The plan bound to the operation's variables.
    let resolution: Resolution
    /// Holders (retentions) in force, and how many of them allow the network.
    private(set) var holders = 0
    private(set) var networkHolders = 0
    /// Whether the last fetch of this root failed (for `revalidate()`).
    var lastFetchFailed = false
    /// Called when the store lets the root go (evicted, or the session ended): the handle
    /// and its in-flight fetch go with it.
    var onLeave: (() -> Void)?

    private let registrar = ObservationRegistrar()
    private var _verdict = Verdict.sound
    private var _present = false
    private var _fetchTime: ContinuousClock.Instant?
    private var _epoch = 0

    init(key: String, resolution: Resolution) {
        self.key = key
        self.kind = resolution.operation.kind
        self.resolution = resolution
    }

    /// Whether the operation's data is in the store.
    public internal(set) var present: Bool {
        get { registrar.access(self, keyPath: \.present); return _present }
        set {
            guard newValue != _present else { return }
            registrar.withMutation(of: self, keyPath: \.present) { _present = newValue }
        }
    }

    /// What the phase shows when data is present: sound, the uncaught field errors of an
    /// operation under `@throwOnFieldError`, or the first null of a `@required` field that
    /// bubbles to the root. An equal verdict notifies no one.
    public internal(set) var verdict: Verdict {
        get { registrar.access(self, keyPath: \.verdict); return _verdict }
        set {
            guard newValue != _verdict else { return }
            registrar.withMutation(of: self, keyPath: \.verdict) { _verdict = newValue }
        }
    }

    /// The last response's errors no field holds, under `@throwOnFieldError`.
    var unplacedErrors: [FieldError] = []

    /// The response path of the first bubbling `@required` field without a value, read
    /// through the operation's generated root lens; installed (`checksRequired`) by a handle
    /// or a fetch when a required field bubbles to the root.
    var missingRequiredField: (@MainActor (Store) -> String?)?

    /// Whether the data can fail the phase: `@throwOnFieldError`, or a `@required` field
    /// that bubbles to the root. Only such roots are settled.
    var hasVerdictPolicy: Bool {
        resolution.operation.throwsOnFieldError || missingRequiredField != nil
    }

    /// Whether the last response had errors no field holds, under `@throwOnFieldError`.
    var hadUnplacedErrors: Bool { !unplacedErrors.isEmpty }

    /// When a server write last dated the root; nil when unknown.
    public internal(set) var fetchTime: ContinuousClock.Instant? {
        get { registrar.access(self, keyPath: \.fetchTime); return _fetchTime }
        set {
            guard newValue != _fetchTime else { return }
            registrar.withMutation(of: self, keyPath: \.fetchTime) { _fetchTime = newValue }
        }
    }

    /// The invalidation epoch the data was fetched under.
    public internal(set) var epoch: Int {
        get { registrar.access(self, keyPath: \.epoch); return _epoch }
        set {
            guard newValue != _epoch else { return }
            registrar.withMutation(of: self, keyPath: \.epoch) { _epoch = newValue }
        }
    }

    /// Whether any holder allows the network.
    var allowsNetwork: Bool { networkHolders > 0 }

    /// Whether anyone holds the root.
    var isHeld: Bool { holders > 0 }

    func hold(allowsNetwork: Bool) {
        holders += 1
        if allowsNetwork { networkHolders += 1 }
    }

    func unhold(allowsNetwork: Bool) {
        holders = max(0, holders - 1)
        if allowsNetwork { networkHolders = max(0, networkHolders - 1) }
    }
}

/// A root's verdict on its data.
public enum Verdict: Sendable, Hashable {
    /// The data may be shown.
    case sound
    /// Uncaught field errors under `@throwOnFieldError`.
    case fieldErrors(FieldErrors)
    /// A `@required` field that bubbles to the root holds no value.
    case required(RequiredFieldError)
}
