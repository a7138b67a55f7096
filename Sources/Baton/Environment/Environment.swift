/// The session: one store and one transport paired for life. Sign-in makes
/// one; sign-out ends it.
///
/// ```swift
/// let env = Environment(transport: URLSessionTransport(url: url), store: Store())
/// let handle = env.handle(for: CharacterQuery(id: "1"))
/// let retention = handle.retain()
/// …
/// await env.end()
/// ```
@MainActor
public final class Environment {
    /// The store every payload of this session enters.
    public let store: Store
    /// The transport queries and mutations are sent through.
    public let transport: any Transport
    /// Whether `end()` ran: later calls throw `EnvironmentError.gone`.
    public private(set) var isEnded = false
    /// Handles by root key (operation name + variables JSON).
    var handles: [String: any HandleControl] = [:]
    /// Subscriptions, `isActive` and deferred parts still arriving (`LiveState.swift`).
    let live = LiveState()

    /// Pairs `transport` with `store` for the session's life.
    public init(transport: any Transport, store: Store = Store()) {
        self.transport = transport
        self.store = store
        store.refetching = self
    }

    /// Where log events go (see ``LogEvent``); nil drops them. Until it is first set (even
    /// to nil), a debug build prints the missing-data events to standard error.
    public var log: (@MainActor (LogEvent) -> Void)? {
        get { store.log }
        set { store.log = newValue }
    }

    /// A handle of `operation` for a holder with `fetchPolicy`. Equal values share one
    /// state (root, fetch, phase); the handle carries the holder's policy, which its
    /// retentions record. Attaching checks the store and fetches as the policy says; the
    /// root waits in the release buffer until someone retains it.
    public func handle<Q: Query>(for operation: Q, fetchPolicy: FetchPolicy = .default) -> OperationHandle<Q> {
        let key = operation.rootKey
        if let shared = handles[key] as? SharedHandle<Q> {
            shared.attach(fetchPolicy)
            return OperationHandle(shared, fetchPolicy: fetchPolicy)
        }
        let root = store.roots.root(key, resolution: resolution(operation))
        let made = SharedHandle(operation, root: root, environment: isEnded ? nil : self)
        if isEnded {
            made.leave()
            return OperationHandle(made, fetchPolicy: fetchPolicy)
        }
        handles[key] = made
        root.onLeave = { [weak self, weak made] in
            made?.leave()
            if let self, let made, self.handles[key] === made { self.handles[key] = nil }
        }
        made.attach(fetchPolicy)
        return OperationHandle(made, fetchPolicy: fetchPolicy)
    }

    /// Makes the handle and parks its root in the release buffer; a later attach finds the
    /// fetch made or in flight and makes none.
    public func preload<Q: Query>(_ operation: Q, fetchPolicy: FetchPolicy = .default) {
        _ = handle(for: operation, fetchPolicy: fetchPolicy)
    }

    /// Fetches `operation` without a handle and returns its root lens. The write dates the
    /// root, which then waits in the release buffer.
    /// - Throws: a ``Failure``; `EnvironmentError.gone` after `end()`; a
    ///   ``RequiredFieldError`` (after the write) when a `@required` field that bubbles to the
    ///   root holds no value, as a handle's phase would fail.
    public func fetch<Q: Query>(_ operation: Q) async throws -> Q.Data {
        guard !isEnded else { throw EnvironmentError.gone }
        let root = store.roots.root(operation.rootKey, resolution: resolution(operation))
        root.checksRequired(operation)
        try await door(operation, root: root, checksCancellation: true)
        try root.throwIfRequiredMissing()
        return lens(operation)
    }

    /// Sends a mutation and returns its data lens.
    ///
    /// `optimistic` is the data the server is expected to answer (the object under `data`,
    /// partial allowed): it is normalized through the mutation's plan and shown as an
    /// optimistic layer before this call first suspends. The server's answer replaces the
    /// layer in one batch (an answer that agrees notifies no one); a failure takes the layer
    /// off and later layers stay. The request runs in its own task, so the caller's
    /// cancellation never stops the commit (the server applied it), and it is sent once.
    /// - Throws: a ``Failure``; `EnvironmentError.gone` after `end()`; `Failure.malformed`
    ///   when `optimistic` does not fit the plan (then nothing is sent or written).
    public func mutate<M: Mutation>(_ operation: M, optimistic: Payload? = nil) async throws -> M.Data {
        guard !isEnded else { throw EnvironmentError.gone }
        let root = Root(key: operation.rootKey, resolution: resolution(operation))
        let layer = try optimistic.map { try store.applyLayer(Self.optimisticChanges($0, root.resolution)) }
        let sending = Task {
            do {
                try await self.door(operation, root: root, checksCancellation: false, replacing: layer)
            } catch {
                if let layer { self.store.revert(layer) }
                throw error
            }
        }
        _ = try await sending.value
        return lens(operation)
    }

    /// An optimistic response read through the mutation's plan, on the main actor.
    private static func optimisticChanges(_ payload: Payload, _ resolution: Resolution) throws -> ChangeSet {
        do {
            return try Ingest.data(payload.bytes, resolution: resolution).changes
        } catch {
            throw Self.failure(error) ?? .malformed(IngestError("\(error)"))
        }
    }

    /// Writes `payload` (a response-shaped `{"data": …}`, partial allowed) through the
    /// operation's plan at its kind's root, and dates the root.
    /// - Throws: `EnvironmentError.gone` after `end()`; `Failure.malformed` when the plan
    ///   cannot read it (nothing is written); under `@throwOnFieldError`, the uncaught
    ///   errors as `FieldErrors` (after the write).
    public func commitPayload<O: Operation>(_ operation: O, _ payload: Payload) throws {
        guard !isEnded else { throw EnvironmentError.gone }
        let root = O.kind == .query ? store.roots.root(operation.rootKey, resolution: resolution(operation))
                                    : Root(key: operation.rootKey, resolution: resolution(operation))
        let result: IngestResult
        do {
            result = try Ingest.response(payload.bytes, resolution: root.resolution, options: .partial)
        } catch {
            throw Self.failure(error) ?? .malformed(IngestError("\(error)"))
        }
        store.commit(result.changes, kind: .server)
        store.date(root)
        let uncaught = store.settle(root, after: result, operation: O.name)
        if Availability.check(root.resolution, in: store).isAvailable { store.found(root) }
        if O.plan.throwsOnFieldError, !uncaught.isEmpty { throw FieldErrors(uncaught) }
    }

    /// Marks everything stale and refetches the retained roots whose holders allow the
    /// network. Data stays readable.
    public func invalidate() {
        guard !isEnded else { return }
        store.invalidateAll()
        for handle in handles.values where handle.root.isHeld { handle.refreshIfAllowed() }
    }

    /// Refetches the retained roots that are stale or whose last fetch failed, where a
    /// holder allows the network. Marks nothing; never duplicates a fetch in flight.
    public func revalidate() {
        guard !isEnded else { return }
        for handle in handles.values where handle.root.isHeld && !handle.isFetching {
            if store.isStale(handle.root) || handle.root.lastFetchFailed { handle.refreshIfAllowed() }
        }
    }

    /// Ends the session, once and for good: cancels every fetch and stream, drops the roots,
    /// clears every record, closes the store's image and gives its file back. Afterwards the
    /// store commits nothing, held handles read `.failed(EnvironmentError.gone)`, subscription
    /// streams read ended, and later calls
    /// throw `.gone`.
    public func end() async {
        guard !isEnded else { return }
        isEnded = true
        // While the data is still held: the image packs the last screens for the next launch.
        store.image?.packRecentRoots()
        let leaving = Array(handles.values)
        handles = [:]
        for handle in leaving { handle.leave() }
        endLive()
        store.roots.removeAll()
        store.endSession()
        await store.closeImage()
    }

    /// The root lens of `operation` over its kind's root record.
    func lens<O: Operation>(_ operation: O) -> O.Data {
        let owner = Owner(store: store, variables: operation.variables.byName, isRooted: true)
        return O.Data(anchor: Anchor(record: store.root(O.kind), owner: owner))
    }

    /// `operation`'s plan resolved for this session's store.
    func resolution<O: Operation>(_ operation: O) -> Resolution { Self.resolution(operation, store: store) }

    /// `operation`'s plan resolved for `store`.
    static func resolution<O: Operation>(_ operation: O, store: Store) -> Resolution {
        Resolution(O.plan, variables: operation.variables.byName, store: store)
    }
}
