import GraphQL

/// One target as a command sees it after every check: its config, schema, documents and the
/// facts later stages share (digest, resolved identity, language).
public struct Target: Sendable {
    /// The config file, nil when the run named a bare schema (`--schema`).
    public var configFile: ConfigFile?
    /// The settings (a bare schema's default settings under `--schema`).
    public var config: BatonConfig
    /// The compilation of the documents.
    public var compilation: Compilation
    /// The compilation's checked result: the schema (with its extensions and Baton's
    /// directives), the parsed extensions and every definition.
    public var loaded: Compilation.Loaded
    /// The schema, nil when it could not be built.
    public var schema: Schema? { loaded.schema }
    /// Each object type's key fields.
    public var identity: ResolvedIdentity
    /// The schema digest.
    public var schemaDigest: String
    /// The language the run writes.
    public var language: Language
    /// The host files of the run, in the order given.
    public var files: [String]
    /// The Swift files whose text names a marker (each gets an output, maybe header-only).
    public var markerSources: Set<String>
    /// Every diagnostic, warnings included, in report order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Where a run's schema and settings come from.
public enum SchemaInput: Sendable, Hashable {
    /// A `baton.json`.
    case config(String)
    /// A bare SDL file with default settings.
    case schema(String)
}
