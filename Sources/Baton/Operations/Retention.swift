/// A holder's claim on a root: the root stays out of the release buffer until
/// the retention ends, explicitly or when it is deallocated. A retention made by a
/// `storeOnly` holder records "no network".
@MainActor
public final class Retention {
    private var release: (() -> Void)?

    init(release: @escaping () -> Void) { self.release = release }

    /// Ends the retention (once; later calls do nothing).
    public func end() {
        let release = self.release
        self.release = nil
        release?()
    }

    /// Whether the retention still holds.
    public var isActive: Bool { release != nil }

    isolated deinit { end() }
}
