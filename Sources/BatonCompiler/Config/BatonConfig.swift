/// A target's `baton.json`: the schema and every compiler setting. Paths are
/// resolved against the directory of the file.
public struct BatonConfig: Hashable, Sendable {
    /// The SDL schema path.
    public var schema: String
    /// Client schema extension files (directories are expanded to their `.graphql` files).
    public var schemaExtensions: [String] = []
    /// How entities are keyed.
    public var identity = Identity()
    /// Root fields that find a cached entity by argument.
    public var lookups: [Lookup] = []
    /// Types and root fields that never reach the image.
    public var transient = Transient()
    /// Persisted documents, when set.
    public var persistConfig: PersistConfig?
    /// Custom scalar → host type, per language.
    public var customScalarTypes: [String: ScalarMapping] = [:]
    /// The `onError` sent with every operation, when set.
    public var onError: ErrorBehavior?
    /// `{"package": …}` for Kotlin output.
    public var kotlinPackage: String?
    /// `"always"` or `"never"`: whether the warnings about the schema print (``SchemaWarnings``);
    /// nil leaves it to the command line.
    public var schemaWarnings: SchemaWarnings.Mode?

    /// Makes a configuration with only a schema.
    public init(schema: String) {
        self.schema = schema
    }

    /// `{"default": [fields], "types": {"Type": [fields]}}`.
    public struct Identity: Hashable, Sendable {
        /// Key fields tried for every object type.
        public var defaultFields: [String] = ["id"]
        /// Per type or interface overrides.
        public var types: [String: [String]] = [:]

        /// Whether this is the default identity (which the digest leaves out).
        public var isDefault: Bool { defaultFields == ["id"] && types.isEmpty }
    }

    /// `{"field": "Query.character", "type": "Character", "argument": "id"}` or `"arguments"`.
    public struct Lookup: Hashable, Sendable {
        /// `Type.field` as written.
        public var field: String
        /// The concrete type; nil when the field returns an interface or union.
        public var type: String?
        /// The arguments in the key's field order.
        public var arguments: [String]
    }

    /// `{"types": [...], "fields": ["Query.search"]}`.
    public struct Transient: Hashable, Sendable {
        public var types: [String] = []
        public var fields: [String] = []

        /// Whether nothing is transient.
        public var isEmpty: Bool { types.isEmpty && fields.isEmpty }
    }

    /// `{"file": "persisted.json", "algorithm": "MD5" | "SHA1" | "SHA256"}`.
    public struct PersistConfig: Hashable, Sendable {
        public var file: String
        public var algorithm: DigestAlgorithm = .md5
    }

    /// A custom scalar's host type: one Swift type, or per language.
    public struct ScalarMapping: Hashable, Sendable {
        /// The Swift type, e.g. `Foundation.Decimal`.
        public var swift: String?
        /// The Kotlin type and its converter.
        public var kotlinType: String?
        public var kotlinConverter: String?
    }

    /// `PROPAGATE`, `NULL` or `ABORT`.
    public enum ErrorBehavior: String, Hashable, Sendable {
        case propagate = "PROPAGATE"
        case null = "NULL"
        case abort = "ABORT"
    }
}
