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
        var collector = DocumentCollector()
        var diagnostics: [Diagnostic] = []
        var schemaSources: [Source] = []
        for path in [schemaPath] + extensionPaths {
            switch reader.read(path) {
            case .success(let bytes): schemaSources.append(collector.addGraphQL(path: path, bytes: bytes))
            case .failure(let failure): diagnostics.append(Self.unreadable(failure))
            }
        }
        let schemaDocumentCount = collector.documents.count
        for path in files {
            switch reader.read(path) {
            case .success(let bytes): collector.add(path: path, bytes: bytes)
            case .failure(let failure): diagnostics.append(Self.unreadable(failure))
            }
        }
        diagnostics += collector.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Outcome(diagnostics: diagnostics, operations: []) }
        let front = FrontEnd(sources: collector.sources, schemaSources: schemaSources,
                             documents: Array(collector.documents.dropFirst(schemaDocumentCount)))
        let loaded = front.load()
        diagnostics += loaded.diagnostics
        guard let context = loaded.context(identity: identity),
              !diagnostics.contains(where: { $0.severity == .error }) else {
            return Outcome(diagnostics: diagnostics, operations: [])
        }
        let operations = OperationCompiler(context: context, persistAlgorithm: persistAlgorithm).compile(loaded.definitions)
        return Outcome(diagnostics: diagnostics, operations: operations)
    }

    static func unreadable(_ failure: SourceReader.ReadFailure) -> Diagnostic {
        Diagnostic(severity: .error, message: failure.reason, path: failure.path, position: SourcePosition(line: 1, column: 1))
    }
}
