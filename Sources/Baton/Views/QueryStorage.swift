/// The storage `@Query("…") var q: Q` expands to (`_q`): the operation value the parent
/// passed, the policy the marker names, and the view's ``QueryHolder``. The getter of `q`
/// returns ``value``, so `q.phase` and the rest resolve through the holder.
public struct QueryStorage<Q: Query> {
    /// The value the parent passed.
    var operation: Q
    /// The policy the view holds the handle with.
    let fetchPolicy: FetchPolicy
    var slot: ViewSlot<QueryHolder<Q>>

    /// Storage for `operation`, held with `fetchPolicy`. Resolution waits for the first read.
    public init(_ operation: Q, fetchPolicy: FetchPolicy = .default) {
        self.operation = operation
        self.fetchPolicy = fetchPolicy
        slot = ViewSlot(QueryHolder(operation, fetchPolicy: fetchPolicy))
    }

    /// The operation value, carrying the view's holder.
    public var value: Q {
        var value = operation
        value.holder = slot.holder
        return value
    }

    /// Gives the view another value: a different one is resolved anew on its next read.
    public mutating func replace(with operation: Q) {
        guard operation != self.operation else { return }
        self = QueryStorage(operation, fetchPolicy: fetchPolicy)
    }
}
