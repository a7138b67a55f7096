/// The page info and loading flag of one paging direction of a connection record.
struct ConnectionFlags {
    /// `__isLoadingNext` / `__isLoadingPrevious`: a client field of the connection record.
    let loading: String
    /// `hasNextPage` / `hasPreviousPage` on the page info.
    let hasMore: String
    /// `endCursor` / `startCursor` on the page info.
    let cursor: String

    init(_ direction: PageDirection) {
        switch direction {
        case .next: (loading, hasMore, cursor) = ("__isLoadingNext", "hasNextPage", "endCursor")
        case .previous: (loading, hasMore, cursor) = ("__isLoadingPrevious", "hasPreviousPage", "startCursor")
        }
    }
}

extension Store {
    /// Whether a boolean client field of `record` is true (read without registering).
    func flag(_ field: String, of record: Record) -> Bool {
        record.value(at: SlotRegistry.shared.slot(record.type, field)) == .bool(true)
    }

    /// Writes a loading flag as a local batch: observable, never in the image. A record the
    /// store no longer holds (collected meanwhile) is left alone.
    func setFlag(_ field: String, of record: Record, _ value: Bool) {
        guard records[record.key] === record else { return }
        var changes = ChangeSet()
        changes.records = [ChangeRecord(key: record.key, type: record.type, entries: [
            ChangeEntry(slot: SlotRegistry.shared.slot(record.type, field), value: .bool(value)),
        ])]
        commit(changes, kind: .local)
    }

    /// The cursor to page from in `names`' direction, when page info says there is more.
    func cursor(_ names: ConnectionFlags, of connection: Record) -> String? {
        let registry = SlotRegistry.shared
        guard case .link(let info) = connection.value(at: registry.slot(connection.type, "pageInfo")),
              info.value(at: registry.slot(info.type, names.hasMore)) == .bool(true),
              case .string(let cursor) = info.value(at: registry.slot(info.type, names.cursor)) else { return nil }
        return cursor
    }
}
