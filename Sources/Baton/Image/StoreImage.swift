import Foundation

/// A store's side of its image, on the main actor: what each server batch hands over, the
/// records whose rows wait to be written (the collector keeps them), fetch times, and the
/// check's walk with the image.
@MainActor
final class StoreImage {
    let persistence: Persistence
    var writer: ImageWriter { persistence.writer }
    /// The wall clock fetch times are kept in (seconds since 1970); tests move it.
    var wallClock: @MainActor () -> Double = { Date().timeIntervalSince1970 }
    /// Records of the batches handed over and not yet written, oldest first.
    private(set) var waiting: [(sequence: Int, records: [Record])] = []
    /// The number of the last batch handed over.
    private(set) var sequence = 0
    /// Roots whose age this store already asked the image for.
    private var aged = Set<String>()
    /// The store (for the packs' choice of keys, made on later turns).
    weak var store: Store?
    /// Roots whose packs are to be asked for on the next main-actor turn, by key.
    var packsWanted: [String: Root] = [:]
    var packsScheduled = false
    /// The query roots most recently dated or checked, newest last: packed when the image
    /// closes, so the last screens of a launch relaunch from packs.
    var recentRoots: [Root] = []

    init(_ persistence: Persistence, store: Store) {
        self.persistence = persistence
        self.store = store
        // The snapshot point of every server batch: the store's one hook for it.
        store.onServerValues = { [weak store] values in store?.handToImage(values) }
        persistence.writer.report(to: { [weak store] event in
            guard let store else { return }
            // An ended store tells the log nothing more.
            Task { @MainActor in if !store.isEnded { store.emit(event) } }
        }, written: { [weak self] sequence in
            guard let self else { return }
            Task { @MainActor in self.written(upTo: sequence) }
        })
    }

    /// Hands a server batch's snapshot to the writer and keeps its records until written.
    func hand(_ batch: ImageBatch, records: [Record]) {
        guard !batch.isEmpty else { return }
        var batch = batch
        sequence += 1
        batch.sequence = sequence
        if !records.isEmpty { waiting.append((sequence, records)) }
        writer.enqueue(.batch(batch))
    }

    private func written(upTo sequence: Int) {
        guard let last = waiting.lastIndex(where: { $0.sequence <= sequence }) else { return }
        waiting.removeFirst(last + 1)
    }

    /// A server write dated `root`: its wall-clock time goes to the image, unless the
    /// operation selects a transient root field (the stamp would say what it was asked with).
    func dated(_ root: Root) {
        guard root.kind == .query, root.resolution.operation.transient.isEmpty else { return }
        aged.insert(root.key)
        writer.enqueue(.fetchTime(rootKey: root.key, time: wallClock()))
        wantsPack(root)
    }

    /// `invalidate()`: the image forgets every fetch time.
    func invalidated() { writer.enqueue(.forgetFetchTimes) }

    /// The collector swept these records: memory no longer holds what their rows had.
    func swept(_ keys: [String]) {
        if !keys.isEmpty { writer.enqueue(.unread(keys: keys)) }
    }

    /// Closes the image and gives its file back (the environment ended; it asked for the
    /// last screens' packs first, while the store still held them).
    func close() async { await persistence.close() }

    /// Whether `root`'s age may come from the image: a query root this store has neither
    /// dated nor aged yet.
    func needsAge(_ root: Root) -> Bool { root.kind == .query && root.fetchTime == nil && !aged.contains(root.key) }

    /// Gives `root` the fetch time an earlier launch stored (seconds since 1970), or, with
    /// none, makes its data stale: data that needed the image and has no age is stale.
    func age(_ root: Root, store: Store, stored: Double?) {
        aged.insert(root.key)
        guard let stored else {
            root.epoch = store.invalidationEpoch - 1
            return
        }
        root.fetchTime = store.now().advanced(by: .seconds(-max(0, wallClock() - stored)))
        root.epoch = store.invalidationEpoch
    }
}
