import Baton
import Observation

/// The live part of `--interactive` against a server: a subscription to the status changes
/// the test server makes (one character a second, among the ids asked for). Each event is
/// committed into the store like any response, so only the row showing that character
/// re-renders.
@MainActor
final class LiveStatus {
    @Subscription("""
        subscription StatusChangedSubscription($ids: [ID!]) {
          statusChanged(ids: $ids) {
            id
            name
            status
          }
        }
        """)
    var subscription: StatusChangedSubscription = StatusChangedSubscription()

    private let environment: Environment
    private var handle: SubscriptionHandle<StatusChangedSubscription>?
    private var retention: Retention?
    private var watching: Task<Void, Never>?

    /// Live changes in `environment`; `changed` is told of each committed event.
    init(environment: Environment) {
        self.environment = environment
    }

    /// Follows the characters `ids` (the page shown), replacing what it followed.
    func follow(ids: [String], changed: @escaping @MainActor (String) -> Void) {
        stop()
        subscription = StatusChangedSubscription(ids: ids)
        let handle = environment.subscriptionHandle(for: subscription)
        self.handle = handle
        retention = handle.retain()
        watching = Task { [weak self] in
            var seen = handle.events
            while !Task.isCancelled, self != nil {
                await Self.nextChange(of: handle)
                guard handle.events != seen else { continue }
                seen = handle.events
                let character = handle.latest?.statusChanged
                changed("#\(character?.id ?? "?") \(character?.name ?? "?") is now \(character?.status ?? "?")")
            }
        }
    }

    /// Lets the subscription go: its stream closes at once.
    func stop() {
        watching?.cancel()
        watching = nil
        retention = nil
        handle = nil
    }

    /// `connecting`, `open`, `parked`… for the `l` command's answer.
    var state: String { handle.map { "\($0.stream)" } ?? "off" }

    /// Returns once `handle`'s event count or stream state changes.
    private static func nextChange(of handle: SubscriptionHandle<StatusChangedSubscription>) async {
        await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = handle.events
                _ = handle.stream
            } onChange: {
                changed.resume()
            }
        }
    }
}
