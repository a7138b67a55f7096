/// What a view's `@Subscription` holds: its attachment to the subscription in the environment
/// the view sees, kept for as long as the holder lives. You never make one: `@Subscription`
/// does, and the value its getter returns carries it.
@_spi(Generated)
@MainActor
public final class SubscriptionHolder<S: Subscription> {
    private var operation: S
    private var seen = ViewEnvironment()
    private var attachment: SubscriptionAttachment<S>?

    nonisolated init(_ operation: S) { self.operation = operation }

    /// The subscription's phase: `.failed(EnvironmentError.notInjected)` outside every environment.
    var phase: Phase<S.Data> {
        if seen.refresh() { attach() }
        return attachment?.phase() ?? .failed(EnvironmentError.notInjected)
    }

    /// SwiftUI's update: the value the view now has and the environment it now sees.
    func update(_ operation: S, environment: Environment?) {
        let changedValue = operation != self.operation
        self.operation = operation
        if seen.inject(environment) || (changedValue && attachment != nil) { attach() }
    }

    private func attach() {
        let previous = attachment
        attachment = seen.environment.map { SubscriptionAttachment.attach(operation, in: $0) }
        previous?.retention?.end()
    }
}

/// Where a view's `@Subscription` meets the subscriptions runtime: what the view holds while it
/// shows `operation` in an environment.
struct SubscriptionAttachment<S: Subscription> {
    /// The phase the view reads.
    let phase: @MainActor () -> Phase<S.Data>
    /// What keeps the subscription open while the view lives; ended when the view lets go.
    let retention: Retention?

    /// The one place subscriptions are wired to views: the environment's handle for
    /// `operation`, retained (its stream open) for as long as the view holds it. The phase is
    /// the latest event's data once one was committed; before that, the handle's failure if it
    /// has one (`EnvironmentError.noSubscriptionTransport` without a subscriptions transport),
    /// else `.loading`.
    @MainActor
    static func attach(_ operation: S, in environment: Environment) -> SubscriptionAttachment {
        let handle = environment.subscriptionHandle(for: operation)
        return SubscriptionAttachment(phase: {
            if let latest = handle.latest { return .ready(latest) }
            if let error = handle.error { return .failed(error) }
            return .loading
        }, retention: handle.retain())
    }
}
