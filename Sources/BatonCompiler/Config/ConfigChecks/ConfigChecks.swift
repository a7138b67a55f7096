import GraphQL

/// The `baton.json` checks that need the schema: identity, lookups,
/// transient, custom scalars and root type naming. Each problem is one message; the driver
/// reports it at the config file, position 1:1.
public enum ConfigChecks {
    /// What the checks found, and the identity they resolved on the way.
    public struct Outcome: Sendable {
        /// Every problem, in the order the checks run: identity, lookups, transient, custom scalars,
        /// root naming.
        public var problems: [String]
        /// Each object type's key fields, as resolved (types keyed by path are absent).
        public var identity: ResolvedIdentity
    }

    /// Runs every check of `config` against `schema` for a run writing `language`.
    public static func run(_ config: BatonConfig, schema: Schema, language: Language) -> Outcome {
        var identity = IdentityCheck(config: config.identity, schema: schema)
        let resolved = identity.resolve()
        var problems = identity.problems
        problems += LookupCheck(lookups: config.lookups, schema: schema, identity: resolved).problems()
        problems += TransientCheck(transient: config.transient, schema: schema).problems()
        problems += CustomScalarCheck(mappings: config.customScalarTypes, schema: schema, language: language).problems()
        problems += RootNamingCheck(schema: schema).problems()
        return Outcome(problems: problems, identity: resolved)
    }

    /// The words a message uses for a type kind.
    static func noun(_ kind: TypeKind) -> String {
        switch kind {
        case .scalar: "a scalar"
        case .object: "an object type"
        case .interface: "an interface"
        case .union: "a union"
        case .enum: "an enum"
        case .inputObject: "an input object"
        }
    }

    /// Splits `Type.field`; nil when malformed (the reader has reported it already).
    static func split(_ coordinate: String) -> (type: String, field: String)? {
        let parts = coordinate.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
