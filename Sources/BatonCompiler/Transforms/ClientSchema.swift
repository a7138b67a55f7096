import GraphQL

/// What the client schema extensions (`schemaExtensions`) add: fields a server never sends
/// and types a server does not have. The text leaves them out; the plan keeps them.
public struct ClientSchema: Hashable, Sendable {
    /// Client types: every type an extension defines (not extends).
    public var types: Set<String> = []
    /// Client fields as `Type.field`: every field an extension adds to a type.
    public var fields: Set<String> = []

    /// An empty client schema.
    public init() {}

    /// Reads the client parts of extension documents.
    public init(extensions: [Document]) {
        for document in extensions {
            for case .type(let type) in document.definitions {
                if type.isExtension {
                    for field in type.fields { fields.insert(type.name.value + "." + field.name.value) }
                } else {
                    types.insert(type.name.value)
                }
            }
        }
    }

    /// Whether `Type.field` is the client's.
    public func isClientField(_ name: String, on type: String) -> Bool {
        types.contains(type) || fields.contains(type + "." + name)
    }
}
