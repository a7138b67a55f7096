/// An ordered set of named ``Variable`` values: an operation's variables, or the members of
/// an input object.
///
/// Names are unique: setting a name again replaces its value in place. Equality compares
/// members in order; ``canonicalJSON`` is independent of order.
///
/// Lookup by name is O(n); variable sets are small.
public struct Variables: Sendable, Hashable {
    /// The members in the order they were set.
    public private(set) var members: [Member]

    /// One named value.
    public struct Member: Sendable, Hashable {
        /// The variable's or field's name.
        public var name: String
        /// Its value.
        public var value: Variable

        /// A member.
        public init(name: String, value: Variable) {
            self.name = name
            self.value = value
        }
    }

    /// No variables.
    public init() { members = [] }

    /// The given pairs in order; a repeated name keeps its first position and last value.
    public init(_ pairs: some Sequence<(String, Variable)>) {
        members = []
        for (name, value) in pairs { self[name] = value }
    }

    /// An operation's declared variables: one the caller left unset (`nil`) is sent as
    /// `null`, which GraphQL coerces as it does an absent one.
    public static func declared(_ pairs: KeyValuePairs<String, Variable?>) -> Variables {
        Variables(pairs.map { ($0.key, $0.value ?? .null) })
    }

    /// The value of a name, or nil when it is not set. Setting nil removes the name.
    public subscript(name: String) -> Variable? {
        get { members.first { $0.name == name }?.value }
        set {
            let index = members.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): members[index].value = value
            case let (index?, nil): members.remove(at: index)
            case let (nil, value?): members.append(Member(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The names in order.
    public var names: [String] { members.map(\.name) }

    /// The variables as one JSON object with keys sorted (see ``JSONValue/canonicalJSON``).
    /// Used for root keys and storage keys, so equal sets give equal text.
    public var canonicalJSON: String { object.canonicalJSON }

    /// The variables as one JSON object, members in order.
    public var object: Variable { .object(members.map { ($0.name, $0.value) }) }

    /// The variables by name, as resolution binds them (``StorageKeys``).
    public var byName: [String: Variable] {
        Dictionary(members.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

extension Variables: ExpressibleByDictionaryLiteral {
    /// The pairs in order (see ``init(_:)``).
    public init(dictionaryLiteral elements: (String, Variable)...) {
        self.init(elements)
    }
}
