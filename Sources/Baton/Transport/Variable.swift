/// A variable's value as it travels to the server: a JSON value.
///
/// Another name for the runtime's ``JSONValue``: one type serves the request body, the
/// storage keys rendered from variables, and error extensions, so nothing converts.
///
/// ```swift
/// let filter: Variable = ["name": "Rick", "status": "Alive"]
/// filter.canonicalJSON // {"name":"Rick","status":"Alive"}
/// ```
public typealias Variable = JSONValue

extension JSONValue {
    /// The value as compact JSON with object keys sorted by their UTF-8 bytes, strings
    /// escaped as the storage-key rules say, and floats in Swift's shortest round-trip form
    /// (``JSONText/canonical(_:)``).
    public var canonicalJSON: String { JSONText.canonical(self) }

    /// The value as compact JSON with object members in their given order, as a request
    /// body writes it.
    public var json: String {
        var text = ""
        VariableJSON.write(self, into: &text)
        return text
    }

    /// An input object: a field given `nil` is **absent** from the object, as GraphQL tells
    /// an unset input field from an explicit null (write `.null` for the latter).
    public static func input(_ fields: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(fields.compactMap { name, value in value.map { (name, $0) } })
    }
}
