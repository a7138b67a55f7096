/// The store's roots by key, the release buffer for queries and the completed-mutation
/// buffer. Evicting a root calls its `onLeave` and schedules a collection.
@MainActor
final class RootTable {
    /// Every root the store keeps: held, or waiting in a buffer.
    private(set) var byKey: [String: Root] = [:]
    /// Released query roots, oldest first.
    private(set) var released: [Root] = []
    /// Completed mutation roots, oldest first; one per operation value.
    private(set) var mutations: [Root] = []
    /// Whether any root was ever kept (the store serves an environment).
    private(set) var hasKeptRoots = false
    /// How many roots each buffer keeps.
    let size: Int
    /// Runs after a root left, so the store can schedule a collection.
    var onLeave: (() -> Void)?

    init(size: Int) { self.size = max(0, size) }

    /// The root named `key`, made with `resolution` if the store has none. A new query
    /// root has no holder, so it waits in the release buffer until someone retains it.
    func root(_ key: String, resolution: @autoclosure () -> Resolution) -> Root {
        if let existing = byKey[key] { return existing }
        let made = Root(key: key, resolution: resolution())
        hasKeptRoots = true
        if made.kind == .query {
            byKey[key] = made
            park(made)
        }
        return made
    }

    /// A holder retains `root`: it leaves the release buffer. A held subscription root is
    /// kept too, so the collector marks the records its events wrote.
    func retain(_ root: Root, allowsNetwork: Bool) {
        if byKey[root.key] == nil, root.kind != .mutation {
            byKey[root.key] = root
            hasKeptRoots = true
        }
        root.hold(allowsNetwork: allowsNetwork)
        released.removeAll { $0 === root }
    }

    /// A holder releases `root`: at zero holders a query root enters the buffer and a
    /// subscription root leaves at once.
    func release(_ root: Root, allowsNetwork: Bool) {
        root.unhold(allowsNetwork: allowsNetwork)
        guard !root.isHeld, byKey[root.key] === root else { return }
        if root.kind == .subscription { leave(root) } else { park(root) }
    }

    /// A server write dated an unheld query root: it waits in the buffer (as a preload does).
    func written(_ root: Root) {
        guard root.kind == .query, !root.isHeld else { return }
        hasKeptRoots = true
        if byKey[root.key] == nil { byKey[root.key] = root }
        park(root)
    }

    /// A mutation completed: its root waits in the mutation buffer, replacing an equal one.
    func completed(_ mutation: Root) {
        hasKeptRoots = true
        mutations.removeAll { $0.key == mutation.key }
        mutations.append(mutation)
        while mutations.count > size {
            mutations.removeFirst()
            onLeave?()
        }
    }

    /// Every root the collector marks from: kept query roots and buffered mutations.
    var all: [Root] { Array(byKey.values) + mutations }

    /// Drops every root (the session ended), telling each.
    func removeAll() {
        let leaving = Array(byKey.values)
        byKey = [:]
        released = []
        mutations = []
        for root in leaving { root.onLeave?() }
    }

    /// Moves `root` to the newest end of the buffer, evicting the oldest beyond the size.
    private func park(_ root: Root) {
        released.removeAll { $0 === root }
        released.append(root)
        while released.count > size { leave(released.removeFirst()) }
    }

    private func leave(_ root: Root) {
        released.removeAll { $0 === root }
        byKey[root.key] = nil
        root.onLeave?()
        onLeave?()
    }
}
