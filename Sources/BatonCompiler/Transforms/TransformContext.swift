import GraphQL

/// What every transform reads: the schema, the identity configuration and the client schema.
public struct TransformContext: Sendable {
    /// The target's schema, client extensions and Baton's directives included.
    public var schema: Schema
    /// How entities are keyed (`baton.json` `identity`).
    public var identity: BatonConfig.Identity
    /// The client schema extension's types and fields.
    public var client: ClientSchema

    /// Makes a context.
    public init(schema: Schema, identity: BatonConfig.Identity? = nil, client: ClientSchema = ClientSchema()) {
        self.schema = schema
        self.identity = identity ?? BatonConfig(schema: "").identity
        self.client = client
    }

    /// The type named so, when the schema has it.
    func type(_ name: String) -> SchemaType? { schema.type(named: name) }

    /// The named type a field selects, when the parent type and the field are known.
    func fieldType(_ field: Field, in parent: SchemaType?) -> SchemaType? {
        guard let parent, let definition = schema.field(field.name.value, on: parent) else { return nil }
        return schema.type(named: definition.type.namedType)
    }

    /// The type an inline fragment's selections are read on.
    func innerType(_ inline: InlineFragment, in parent: SchemaType?) -> SchemaType? {
        guard let condition = inline.typeCondition else { return parent }
        return type(condition.name.value)
    }

    /// The key fields selected for an object type, in order: the default identity's fields
    /// when the type has them all (Relay's `id`), then the type's configured key fields (its
    /// own entry, else an interface's) not already listed — so an `Asset` keyed by `uuid`
    /// that also has an `id` selects `id,uuid`.
    func keyFields(of object: SchemaType) -> [String] {
        var keys: [String] = []
        if identity.defaultFields.allSatisfy({ object.field($0) != nil }) { keys = identity.defaultFields }
        let configured = identity.types[object.name]
            ?? object.interfaces.lazy.compactMap { identity.types[$0] }.first
        for name in configured ?? [] where !keys.contains(name) && object.field(name) != nil {
            keys.append(name)
        }
        return keys
    }
}
