import Synchronization

/// Set by Observation when a slot a body read changes.
///
/// `withObservationTracking`'s `onChange` is `@Sendable` and may run during a commit, so
/// the flag is atomic rather than a captured variable.
final class Invalidation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Marks the body stale.
    func fire() { flag.store(true, ordering: .sequentiallyConsistent) }

    /// Whether a read slot changed since the body ran.
    var fired: Bool { flag.load(ordering: .sequentiallyConsistent) }
}
