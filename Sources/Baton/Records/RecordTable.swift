/// The store's records by key.
///
/// Keyed by `RecordKey.Hashed`, so a commit finds each record of a change set by the hash
/// the ingest already computed (`ChangeRecord.hashedKey`); a lookup by key text hashes the
/// text once, as a `[String: Record]` did. A key's text is its record's own, so the table
/// keeps only the hash beside each record (`HashSlots`), and equal hashes are confirmed by
/// the record's key as `String` compares them.
struct RecordTable {
    private var slots = HashSlots<Record>()

    subscript(key: String) -> Record? {
        get { self[RecordKey.Hashed(key)] }
        set { self[RecordKey.Hashed(key)] = newValue }
    }

    subscript(key: RecordKey.Hashed) -> Record? {
        get {
            let (at, found) = find(key)
            return found ? slots[at: at] : nil
        }
        set {
            let (at, found) = find(key)
            switch (newValue, found) {
            case (let record?, true): slots[at: at] = record
            case (let record?, false): slots.insert(record, hash: key.hash, at: at)
            case (nil, true): slots.remove(at: at)
            case (nil, false): break
            }
        }
    }

    /// The record under `key`, not retained (the table holds it): the commit's lookup of each
    /// record it names, which keeps none of them (`Targets`).
    @inline(__always)
    func unretained(_ key: RecordKey.Hashed) -> Unmanaged<Record>? {
        slots.first(key.hash) { $0.key == key.text ? Unmanaged.passUnretained($0) : nil }
    }

    /// Whether a probe may miss the processor's caches (`HashSlots.isLarge`).
    var isLarge: Bool { slots.isLarge }

    /// Asks the processor for the slot a lookup of the key hashed `hash` starts at.
    @inline(__always)
    func prefetch(_ hash: Int) { slots.prefetch(hash) }

    private func find(_ key: RecordKey.Hashed) -> (at: Int, found: Bool) {
        slots.find(key.hash) { $0.key == key.text }
    }

    var count: Int { slots.count }
    /// The records, unordered (a snapshot: the table may change while it is walked).
    var values: some Sequence<Record> { slots.values }
    /// The keys, unordered (a snapshot).
    var keys: some Collection<String> { Array(slots.values.map(\.key)) }

    /// Makes room for `capacity` records without growing again.
    mutating func reserveCapacity(_ capacity: Int) { slots.reserveCapacity(capacity) }
}

extension RecordTable: Sequence {
    /// Key and record pairs, unordered (a snapshot: the table may change while it is walked).
    func makeIterator() -> some IteratorProtocol<(key: String, value: Record)> {
        slots.values.map { (key: $0.key, value: $0) }.makeIterator()
    }
}
