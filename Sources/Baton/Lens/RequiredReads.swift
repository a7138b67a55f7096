/// `@required(action: LOG)` support for generated `satisfied`: the test a bubbling
/// required field makes, logging `requiredFieldMissing` when the server's value is null.
@_spi(Generated)
@MainActor
extension Anchor {
    /// Whether `slot` holds a non-null value (a link: to a live record). When it holds null
    /// (or a link to a deleted record) the lens bubbles, and the miss is logged once per
    /// record and `path` for the life of the store. A missing slot answers false without
    /// this event: a read that was never fetched is the heal's business, not the author's.
    public func present(_ slot: SlotID, logging path: String) -> Bool {
        switch record[slot: slot] {
        case .missing: return false
        case .null: break
        case .link(let target): if !target.isDeleted { return true }
        default: return true
        }
        logRequiredMiss(path)
        return false
    }

    private func logRequiredMiss(_ path: String) {
        guard !record.isPlaceholder, let store = owner.store else { return }
        let miss = RequiredMiss(record: record.key, path: path)
        guard store.loggedRequiredMisses.insert(miss).inserted else { return }
        store.emit(.requiredFieldMissing(type: record.type.name, path: path))
    }
}

/// A `@required(action: LOG)` miss already logged: the record's key and the lens path.
struct RequiredMiss: Hashable {
    let record: String
    let path: String
}
