import GraphQL

/// A target compiled to its operations: the documents checked, then transformed and printed
/// (SPEC §4.2, §4.3). `batonc print` runs it; `generate` will.
///
/// The schema is the SDL plus the client schema extensions plus Baton's directives
/// (``RelayDirectives``) the SDL does not declare itself.
public struct TargetCompilation: Sendable {
    /// The SDL schema file.
    public var schemaPath: String
    /// Client schema extension files (`schemaExtensions`, directories already expanded).
    public var extensionPaths: [String]
    /// Identity and persisted ids (`baton.json`); the defaults when compiling with `--schema`.
    public var identity: BatonConfig.Identity?
    /// The digest for persisted ids, when `persistConfig` is set.
    public var persistAlgorithm: DigestAlgorithm?
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]

    /// Makes a compilation.
    public init(schemaPath: String, extensionPaths: [String] = [], identity: BatonConfig.Identity? = nil,
                persistAlgorithm: DigestAlgorithm? = nil, files: [String]) {
        self.schemaPath = schemaPath
        self.extensionPaths = extensionPaths
        self.identity = identity
        self.persistAlgorithm = persistAlgorithm
        self.files = files
    }

    /// What a run produced.
    public struct Outcome: Sendable {
        /// Every diagnostic, warnings included.
        public var diagnostics: [Diagnostic]
        /// The operations, when no diagnostic is an error.
        public var operations: [CompiledOperation]
        /// Whether any diagnostic is an error.
        public var failed: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Reads, checks and compiles.
    public func run(reader: SourceReader = SourceReader()) -> Outcome {
        let target = TargetFiles(schemaPath: schemaPath, extensionPaths: extensionPaths, files: files)
        var (compilation, diagnostics) = target.read(reader: reader)
        guard let compilation, !diagnostics.contains(where: { $0.severity == .error }) else {
            return Outcome(diagnostics: diagnostics, operations: [])
        }
        let loaded = compilation.load(ruleSet: .relay)
        diagnostics += loaded.diagnostics
        guard let schema = loaded.schema, !loaded.failed else { return Outcome(diagnostics: diagnostics, operations: []) }
        let context = TransformContext(schema: schema, identity: identity, client: ClientSchema(extensions: loaded.extensions))
        let operations = OperationCompiler(context: context, persistAlgorithm: persistAlgorithm).compile(loaded.definitions)
        return Outcome(diagnostics: diagnostics, operations: operations)
    }
}
