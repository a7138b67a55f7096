/// A variable's value as it travels to the server: a JSON value.
///
/// Object members keep the order they were given in (``Variables``), so a request body
/// is written in a predictable order; ``canonicalJSON`` sorts keys where a stable text
/// is needed (root keys, storage keys).
///
/// ```swift
/// let filter: Variable = ["name": "Rick", "status": "Alive"]
/// filter.canonicalJSON // {"name":"Rick","status":"Alive"}
/// ```
public enum Variable: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([Variable])
    case object(Variables)

    /// The value as compact JSON with object keys sorted by their UTF-8 bytes, strings
    /// escaped as the storage-key rules say, and floats in Swift's shortest round-trip form.
    public var canonicalJSON: String {
        var text = ""
        VariableJSON.write(self, sortingKeys: true, into: &text)
        return text
    }

    /// The value as compact JSON with object members in their given order.
    public var json: String {
        var text = ""
        VariableJSON.write(self, sortingKeys: false, into: &text)
        return text
    }

    /// An input object: a field given `nil` is **absent** from the object, as GraphQL tells
    /// an unset input field from an explicit null (write `.null` for the latter).
    public static func input(_ fields: KeyValuePairs<String, Variable?>) -> Variable {
        var members = Variables()
        for (name, value) in fields {
            if let value { members[name] = value }
        }
        return .object(members)
    }
}

extension Variable: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension Variable: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension Variable: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension Variable: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension Variable: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension Variable: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Variable...) { self = .list(elements) }
}

extension Variable: ExpressibleByDictionaryLiteral {
    /// Later duplicates replace earlier ones, keeping the first position.
    public init(dictionaryLiteral elements: (String, Variable)...) {
        self = .object(Variables(elements))
    }
}
