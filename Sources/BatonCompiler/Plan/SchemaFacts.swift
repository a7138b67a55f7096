import GraphQL

/// Questions the planner and the emitters ask of the schema and the configuration.
struct SchemaFacts {
    let schema: Schema
    let config: BatonConfig

    /// The type of a name (composite or leaf).
    func type(_ name: String) -> SchemaType? { schema.type(named: name) }

    /// The key fields of a type under `identity` in `baton.json`: its own entry, else an interface's,
    /// else the default; nil when the type lacks any of them (keyed by path).
    func identity(of typeName: String) -> [String]? {
        guard let type = type(typeName), type.kind == .object || type.kind == .interface else { return nil }
        let identity = config.identity
        var fields = identity.types[typeName]
        if fields == nil {
            fields = type.interfaces.sorted().lazy.compactMap { identity.types[$0] }.first
        }
        let keys = fields ?? identity.defaultFields
        guard !keys.isEmpty, keys.allSatisfy({ type.field($0) != nil }) else { return nil }
        return keys
    }

    /// The field definition of `name` on a composite type (`__typename` excluded).
    func field(_ name: String, on typeName: String) -> SchemaField? {
        guard let type = type(typeName) else { return nil }
        return schema.field(name, on: type)
    }

    /// Whether a type is an interface or a union.
    func isAbstract(_ name: String) -> Bool { type(name)?.isAbstract ?? false }

    /// The concrete types of an abstract type, sorted by name; the type itself when concrete.
    func possibleTypes(_ name: String) -> [String] {
        guard let type = type(name) else { return [] }
        guard type.isAbstract else { return [name] }
        return schema.possibleTypes(of: type).map(\.name).sorted()
    }

    /// Whether objects of `concrete` can satisfy the condition `condition`.
    func satisfies(_ concrete: String, _ condition: String) -> Bool {
        concrete == condition || possibleTypes(condition).contains(concrete)
    }

    /// The store's name of a root type (`query_root` → `Query`), or the name itself.
    func storeName(_ typeName: String) -> String {
        for (operation, rootName) in schema.rootTypeNames where rootName == typeName {
            switch operation {
            case .query: return "Query"
            case .mutation: return "Mutation"
            case .subscription: return "Subscription"
            }
        }
        return typeName
    }

    /// The root type's schema name for an operation kind.
    func rootTypeName(_ operation: OperationType) -> String {
        schema.rootTypeNames[operation] ?? operation.rawValue.capitalized
    }
}

/// A directive's argument value by name.
func argument(_ name: String, of directive: Directive) -> Value? {
    directive.arguments.first { $0.name.value == name }?.value
}

/// The first directive of a name.
func directive(_ name: String, in directives: [Directive]) -> Directive? {
    directives.first { $0.name.value == name }
}
