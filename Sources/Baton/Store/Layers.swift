/// An optimistic layer: a change set written over the server's values (a mutation's
/// optimistic response), kept with the undo log that takes it off again.
///
/// The store keeps its layers in the order they were applied. A layer never reaches the
/// image, and while it is applied the records it names are roots for the collector.
/// (`package`: the benchmarks time layers without an environment.)
@MainActor
package final class Layer {
    /// What the layer writes, by record key (re-applied as is over new server values).
    let changes: ChangeSet
    /// What the slots it wrote held before it, as last applied.
    fileprivate(set) var undo = Journal()
    /// The records its change set named, as last applied.
    fileprivate(set) var targets: [Record] = []

    init(_ changes: ChangeSet) { self.changes = changes }
}

extension Store {
    /// Writes `changes` as a new optimistic layer over the others, in this turn, notifying the
    /// slots it changes. Take it off with ``revert(_:)`` or replace it with the server's answer
    /// (`commit(_:kind:replacing:)`).
    @discardableResult
    package func applyLayer(_ changes: ChangeSet) -> Layer {
        let layer = Layer(changes)
        guard !isEnded else { return layer }
        let batch = makeBatch(netted: true)
        put(layer, batch)
        layers.append(layer)
        finish(batch, kind: .optimistic)
        return layer
    }

    /// Takes `layer` off: the layers above it are lifted and put back over the gap, so
    /// later layers survive; only the slots whose value or error ends different notify.
    package func revert(_ layer: Layer) {
        guard !isEnded, let index = layers.firstIndex(where: { $0 === layer }) else { return }
        let batch = makeBatch(netted: true)
        lift(from: index, batch)
        layers.remove(at: index)
        reapply(from: index, batch)
        finish(batch, kind: .optimistic)
    }

    /// Undoes the layers from `index` up, the newest first. The records a layer made leave
    /// the store until a write names them again.
    func lift(from index: Int, _ batch: Batch) {
        for layer in layers[index...].reversed() {
            for entry in layer.undo.entries.reversed() { batch.restore(entry) }
            for flag in layer.undo.flags { batch.setDeleted(flag.record, flag.wasDeleted) }
            for made in layer.undo.created where records[made.key] === made {
                records[made.key] = nil
                identities.remove(made)
                batch.lifted[made.key] = made
            }
        }
    }

    /// Puts the layers from `index` up back, the oldest first, each with a fresh undo log;
    /// the made records no write named again are gone for good.
    func reapply(from index: Int, _ batch: Batch) {
        for layer in layers[index...] { put(layer, batch) }
        batch.lifted = [:]
    }

    private func put(_ layer: Layer, _ batch: Batch) {
        layer.undo = Journal()
        batch.layer = layer.undo
        write(layer.changes, batch) { layer.targets = $0.owned }
        batch.layer = nil
    }
}

extension Marking {
    /// Live layers are roots too: every record they name or wrote is kept, and so are the
    /// root records' slots they wrote.
    mutating func mark(_ layers: [Layer]) {
        for layer in layers {
            for record in layer.targets + layer.undo.records { marked.insert(ObjectIdentifier(record)) }
            for entry in layer.undo.entries where Store.rootKeys.contains(entry.record.key) {
                rootSlots[ObjectIdentifier(entry.record), default: []].insert(entry.slot)
            }
        }
    }
}
