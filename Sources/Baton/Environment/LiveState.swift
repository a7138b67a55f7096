/// What an environment keeps for live data: its subscriptions transport, whether the app is
/// active, the subscription handles by root key, and the tasks still delivering the later
/// parts of fetches that returned at their first part.
@MainActor
final class LiveState {
    /// Where subscriptions are sent; nil: subscribing fails with `noSubscriptionTransport`.
    var subscriptions: (any Transport)?
    /// Set by the app; false parks every retained stream.
    var isActive = true
    /// Subscription handles by root key, while retained or never released.
    private(set) var handles: [String: any SubscriptionControl] = [:]
    /// Reconnection timing (tests replace it).
    var timing = SubscriptionTiming()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// An environment let go without `end()` stops its streams and parts too.
    isolated deinit { end() }

    /// Keeps `handle` under its root key (again, after it was let go) and has its root tell
    /// it when the last holder leaves.
    func register(_ handle: any SubscriptionControl) {
        let key = handle.root.key
        if let existing = handles[key], existing !== handle { return }
        handles[key] = handle
        handle.root.onLeave = { [weak self, weak handle] in
            handle?.close()
            if let self, let handle, self.handles[key] === handle { self.handles[key] = nil }
        }
    }

    /// The handle kept under `key`.
    func handle(_ key: String) -> (any SubscriptionControl)? { handles[key] }

    /// Every handle kept.
    var allHandles: [any SubscriptionControl] { Array(handles.values) }

    /// Runs `work` in a task the environment's end cancels.
    @discardableResult
    func keep(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextTask += 1
        let id = nextTask
        let task = Task { @MainActor [weak self] in
            await work()
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return task
    }

    /// The environment ended: kept tasks are cancelled and every stream ends.
    func end() {
        for task in tasks.values { task.cancel() }
        tasks = [:]
        let ending = Array(handles.values)
        handles = [:]
        for handle in ending {
            // The roots are dropped next: an ended stream must not read as merely released.
            handle.root.onLeave = nil
            handle.endSession()
        }
    }
}

/// What the environment asks of a subscription handle whatever its operation.
@MainActor
protocol SubscriptionControl: AnyObject {
    var root: Root { get }
    func park()
    func resume()
    func close()
    func endSession()
}

extension SubscriptionHandle: SubscriptionControl {}
