/// The store's records by key.
///
/// Keyed by `RecordKey.Hashed`, so a commit finds each record of a change set by the hash
/// the ingest already computed (`ChangeRecord.hashedKey`); a lookup by key text hashes the
/// text once, as a `[String: Record]` did.
struct RecordTable {
    private var table: [RecordKey.Hashed: Record] = [:]

    subscript(key: String) -> Record? {
        get { table[RecordKey.Hashed(key)] }
        set { table[RecordKey.Hashed(key)] = newValue }
    }

    subscript(key: RecordKey.Hashed) -> Record? {
        get { table[key] }
        set { table[key] = newValue }
    }

    var count: Int { table.count }
    var values: Dictionary<RecordKey.Hashed, Record>.Values { table.values }
    var keys: some Collection<String> { table.keys.lazy.map(\.text) }

    mutating func reserveCapacity(_ capacity: Int) { table.reserveCapacity(capacity) }
}

extension RecordTable: Sequence {
    /// Key and record pairs, unordered (a snapshot: the table may change while it is walked).
    func makeIterator() -> some IteratorProtocol<(key: String, value: Record)> {
        table.lazy.map { (key: $0.key.text, value: $0.value) }.makeIterator()
    }
}
