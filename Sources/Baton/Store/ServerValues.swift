/// A server batch at the one point memory holds exactly its values: the payload written, no
/// optimistic layer back yet. `Store.onServerValues` is told it; the image snapshots it.
@MainActor
struct ServerValues {
    /// The records the change set names, in its order.
    let targets: [Record]
    /// The batch being committed: what it created, changed and flipped, and what the image
    /// must forget.
    let batch: Batch
    /// The memberships the change set taught.
    let memberships: [Membership]

    /// Every record the server's changes wrote: the change set's, then the edits'.
    var records: [Record] { targets + batch.edited }
}
