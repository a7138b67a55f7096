/// The key fields' values an object has given so far.
///
/// Almost every keyed type has one key field (`id`): its value is held inline, and an array
/// is made only for the other fields of a composite key. An array per object cost a heap
/// block and a generic metadata lookup, ~600 instructions, for every object of a response.
struct KeyValues {
    /// How many key fields the object's type has (0: keyed by path).
    let count: Int
    private var first: String?
    private var rest: [String?]

    init(count: Int) {
        self.count = count
        rest = count > 1 ? Array(repeating: nil, count: count - 1) : []
    }

    subscript(k: Int) -> String? {
        get { k == 0 ? first : rest[k - 1] }
        set { if k == 0 { first = newValue } else { rest[k - 1] = newValue } }
    }

    /// Whether some key field has no value yet.
    var isMissingAny: Bool { count > 0 && (first == nil || rest.contains { $0 == nil }) }

    /// The entity key of `typeName` once every key field has a value; nil before, and for
    /// a type keyed by path.
    func entityKey(_ typeName: String) -> String? {
        guard count > 0, let first else { return nil }
        if count == 1 { return RecordKey.entity(typeName, first) }
        var values = [first]
        for value in rest {
            guard let value else { return nil }
            values.append(value)
        }
        return RecordKey.entity(typeName, values)
    }
}
