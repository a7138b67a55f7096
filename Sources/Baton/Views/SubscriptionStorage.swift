/// The storage `@Subscription("…") var s: S` expands to (`_s`): the value the parent passed and
/// the view's ``SubscriptionHolder``.
public struct SubscriptionStorage<S: Subscription> {
    /// The value the parent passed.
    var operation: S
    var slot: ViewSlot<SubscriptionHolder<S>>

    /// Storage for `operation`; it attaches on the first read.
    public init(_ operation: S) {
        self.operation = operation
        slot = ViewSlot(SubscriptionHolder(operation))
    }

    /// The subscription value, carrying the view's holder.
    public var value: S {
        var value = operation
        value.holder = slot.holder
        return value
    }

    /// Gives the view another value: a different one attaches anew on its next read.
    public mutating func replace(with operation: S) {
        guard operation != self.operation else { return }
        self = SubscriptionStorage(operation)
    }
}

extension Subscription {
    /// The latest event's data while the view shows the subscription (`.loading` before the
    /// first, or the stream's failure while there is none). A value made by hand
    /// reads `.loading`; a view outside every environment reads
    /// `.failed(EnvironmentError.notInjected)`; an environment without a subscriptions
    /// transport reads `.failed(EnvironmentError.noSubscriptionTransport)`.
    @MainActor public var phase: Phase<Data> {
        holder?.phase ?? .loading
    }
}
