/// Retains a commit pays on a record it makes, while the record is in the processor's cache,
/// for the links to it that the commit writes later.
///
/// A link written into a made record holds its target, a retain: an atomic write to the
/// target's header. In a large first fetch the target was made thousands of records before,
/// so that write was to a line long out of cache, and such retains were the 16× commit's
/// costliest step in wall-clock samples (BENCHMARKS.md, `scale12`, `scale14`). The ingest
/// counts the links that name each record (`ChangeRecord.inbound`); the commit pays them when
/// it makes the record, and each link a made record's write takes uses one.
///
/// The counts are a hint: a link the commit writes when none is left is retained as before,
/// and what is left when the write ends (links written into records the store already held,
/// which compare before they write, or a set edited after its ingest) is released then.
struct PrepaidLinks {
    /// Counts by change set index; nil when the commit pays nothing.
    private let counts: UnsafeMutablePointer<UInt32>?
    private let count: Int

    /// The fewest records a set must have for its commit to pay ahead. A smaller set's
    /// records are still in cache when its links are written (the benchmark page, 898
    /// records: 0.3 last-level misses a record in the cache model), where paying costs ~40
    /// instructions a record made (+2 % for that commit, measured) and saves nothing.
    static let fewestRecords = 2_048

    /// Payments for a set of `count` records, or none (`paying` false, or a set too small to
    /// gain from them).
    init(count: Int, paying: Bool) {
        self.count = count
        guard paying, count >= Self.fewestRecords else {
            counts = nil
            return
        }
        let made = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        made.initialize(repeating: 0, count: count)
        counts = made
    }

    /// None: every link is retained where it is written.
    static var none: PrepaidLinks { PrepaidLinks(count: 0, paying: false) }

    /// Whether this commit pays ahead.
    var isPaying: Bool { counts != nil }

    /// Pays `links` retains on `record`, the record of change `index`, just made (the
    /// commit pays only when `isPaying`).
    @inline(__always)
    func pay(_ links: UInt32, on record: Record, at index: Int) {
        // One retain per link, on a line in cache. (The runtime's `swift_retain_n` would be
        // one atomic step, but naming runtime symbols is reserved to the runtime.)
        let held = Unmanaged.passUnretained(record)
        for _ in 0..<links { _ = held.retain() }
        counts.unsafelyUnwrapped[index] = links
    }

    /// The record of change `index` for a link about to be stored, owned: a retain paid
    /// ahead if one is left, else retained now.
    @inline(__always)
    func target(_ index: Int, in targets: Targets) -> Record {
        let target = targets.unmanaged(index)
        if let counts, counts[index] > 0 {
            counts[index] -= 1
            return target.takeRetainedValue()
        }
        return target.takeUnretainedValue()
    }

    /// Releases what was paid and not used, and frees the counts. The store holds every
    /// record of the write (see `Targets`), so no release here frees one.
    func settle(_ targets: Targets) {
        guard let counts else { return }
        for index in 0..<count where counts[index] > 0 {
            let target = targets.unmanaged(index)
            for _ in 0..<counts[index] { target.release() }
        }
        counts.deallocate()
    }
}
