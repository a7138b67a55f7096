extension Store {
    /// Finds where an incremental item lands by walking its path from the operation's
    /// root through the store and the plan; nil when the store or the plan has no such
    /// place (the caller drops the part and logs it).
    @_spi(Generated)
    public func target(for item: IncrementalItem, resolution: Resolution) -> IncrementalTarget? {
        target(at: item.path, resolution: resolution)
    }

    /// The record at a response path (an announced part's, for a failed part's errors).
    @_spi(Generated)
    public func target(at path: [ResponsePathStep], resolution: Resolution) -> IncrementalTarget? {
        resolution.checkStore(self)
        var record = root(resolution.operation.kind)
        var selection = resolution.root
        var variant = selection.variant(for: record.type)
        var depth = 1
        var i = 0
        while i < path.count {
            guard case .key(let name) = path[i], let index = variant.field(name),
                  case .link(let link) = variant.fields[index].kind else { return nil }
            i += 1
            switch record.value(at: variant.fields[index].slot) {
            case .link(let next): record = next
            case .links(let list):
                guard i < path.count, case .index(let n) = path[i], n >= 0, n < list.count,
                      let next = list[n] else { return nil }
                i += 1
                record = next
            default: return nil
            }
            guard !record.isDeleted else { return nil }
            selection = link.selection
            variant = selection.variant(for: record.type, answered: memberships[record.type] ?? [])
            depth += 1
        }
        return IncrementalTarget(key: record.key, type: record.type, selection: selection,
                                 variant: variant, depth: depth)
    }
}

extension Store {
    /// Makes `slots` read missing again, in one local batch; observers of the ones that held
    /// a value are told. Nothing is logged (the runtime's own write).
    func clear(_ slots: [(record: Record, slot: Int)]) {
        guard !isEnded, !slots.isEmpty else { return }
        let batch = makeBatch()
        for (record, slot) in slots { batch.write(record, slot, .missing) }
        for (record, slot) in batch.changed { record.notify(slot: slot) }
    }
}
