/// A store's records by key, with a generation that moves whenever a key loses its record
/// or passes to another one.
///
/// The generation is what lets a commit skip the lookup (and the hash of the key's text)
/// for a key it found before: while the generation is unchanged, a record found under a
/// key is still the table's record for it (``InternedKey``).
struct RecordTable: Sequence {
    private(set) var byKey: [String: Record] = [:]
    /// Bumped by every removal and every replacement; an insertion of a new key keeps it.
    private(set) var generation = 0

    subscript(key: String) -> Record? {
        get { byKey[key] }
        set {
            if let newValue {
                if let old = byKey.updateValue(newValue, forKey: key), old !== newValue { generation += 1 }
            } else if byKey.removeValue(forKey: key) != nil {
                generation += 1
            }
        }
    }

    var keys: Dictionary<String, Record>.Keys { byKey.keys }
    var values: Dictionary<String, Record>.Values { byKey.values }
    var count: Int { byKey.count }

    func makeIterator() -> Dictionary<String, Record>.Iterator { byKey.makeIterator() }
}
