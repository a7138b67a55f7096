import GraphQL

/// Reads a target — config, schema, extensions and host files — and runs every check:
/// the compilation's, the config's against the schema (identity, lookups, transient, custom
/// scalars, root naming; under the relay rules only), and the language rule. `validate` and
/// `generate` share it.
public struct TargetLoader: Sendable {
    /// Where the schema comes from.
    public var input: SchemaInput
    /// Client schema extensions beside a bare schema (a config names its own).
    public var extensionPaths: [String]
    /// The language forced by `--language`, if any.
    public var language: Language?
    /// The rules the documents are checked with.
    public var ruleSet: RuleSet
    /// The host sources and GraphQL documents.
    public var files: [String]
    /// How often the warnings about the schema print.
    public var schemaWarnings: SchemaWarnings
    /// Whether a `once` stamp may be written (not under `--check`, which writes nothing).
    public var recordsStamp: Bool

    /// Makes a loader.
    public init(input: SchemaInput, extensionPaths: [String] = [], language: Language? = nil, ruleSet: RuleSet = .relay,
                files: [String], schemaWarnings: SchemaWarnings = SchemaWarnings(), recordsStamp: Bool = true) {
        self.input = input
        self.extensionPaths = extensionPaths
        self.language = language
        self.ruleSet = ruleSet
        self.files = files
        self.schemaWarnings = schemaWarnings
        self.recordsStamp = recordsStamp
    }

    /// Loads and checks the target. It fails only when the config, an extension or the schema
    /// could not be read; every other problem is a diagnostic of the target.
    public func load(reader: SourceReader = SourceReader()) -> Result<Target, Diagnostics> {
        // Reading and parsing are the time left once the phases timed inside are taken out.
        CompilePhases.measure(.parse) { loadTimed(reader: reader) }
    }

    private func loadTimed(reader: SourceReader) -> Result<Target, Diagnostics> {
        let configFile: ConfigFile?
        let config: BatonConfig
        var schemaPath: String
        var extensionPaths = self.extensionPaths
        switch input {
        case .schema(let path):
            configFile = nil
            config = BatonConfig(schema: path)
            schemaPath = path
        case .config(let path):
            switch ConfigFile.load(path, reader: reader) {
            case .failure(let problems): return .failure(problems)
            case .success(let file):
                configFile = file
                config = file.config
                schemaPath = file.schemaPath
                switch file.extensionPaths(reader: reader) {
                case .failure(let problems): return .failure(problems)
                case .success(let paths): extensionPaths = paths
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        var collector = DocumentCollector()
        guard let schemaBytes = read(schemaPath, reader: reader, into: &diagnostics) else {
            return .failure(Diagnostics(diagnostics))
        }
        let schemaSource = collector.addGraphQL(path: schemaPath, bytes: schemaBytes)
        var extensionSources: [Source] = []
        for path in extensionPaths {
            guard let bytes = read(path, reader: reader, into: &diagnostics) else { continue }
            extensionSources.append(collector.addGraphQL(path: path, bytes: bytes))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        let schemaDocumentCount = collector.documents.count
        var markerSources: Set<String> = []
        for path in files {
            guard let bytes = read(path, reader: reader, into: &diagnostics) else { continue }
            // Kotlin markers are not read by this batonc (the run is refused below).
            guard Language.of(path: path) != .kotlin else { continue }
            if MarkerNaming.names(bytes) { markerSources.insert(path) }
            collector.add(path: path, bytes: bytes)
        }
        diagnostics += collector.diagnostics
        let compilation = Compilation(sources: collector.sources, schemaSource: schemaSource,
                                      extensionSources: extensionSources,
                                      documents: Array(collector.documents.dropFirst(schemaDocumentCount)))
        let runLanguage = decideLanguage(configPath: configFile?.path ?? schemaPath, into: &diagnostics)
        let loaded = compilation.load(ruleSet: ruleSet)
        diagnostics += loaded.diagnostics
        let schema = loaded.schema
        var identity = ResolvedIdentity()
        if let schema, ruleSet.checksStore {
            let outcome = CompilePhases.measure(.validate) { ConfigChecks.run(config, schema: schema, language: runLanguage) }
            identity = outcome.identity
            diagnostics += outcome.problems.map { ConfigFile.problem($0, at: configFile?.path ?? schemaPath) }
        }
        let digest = CompilePhases.measure(.schema) {
            SchemaDigest.digest(schema: schemaBytes, extensions: extensionSources.map(\.bytes),
                                identity: config.identity, transient: config.transient)
        }
        diagnostics = schemaWarnings.filter(diagnostics, schemaPaths: Set([schemaPath] + extensionPaths), digest: digest,
                                            config: config.schemaWarnings, recordsStamp: recordsStamp)
        return .success(Target(configFile: configFile, config: config, compilation: compilation, loaded: loaded,
                               identity: identity, schemaDigest: digest, language: runLanguage, files: files,
                               markerSources: markerSources, diagnostics: diagnostics))
    }

    /// The run's language: `--language`, else the first host file's extension, else Swift; a host file of
    /// the other language is an error. This batonc writes Swift only.
    private func decideLanguage(configPath: String, into diagnostics: inout [Diagnostic]) -> Language {
        let hosts = files.compactMap { path in Language.of(path: path).map { (path, $0) } }
        let chosen = language ?? hosts.first?.1 ?? .swift
        for (path, host) in hosts where host != chosen {
            diagnostics.append(Diagnostic(severity: .error, message: "a \(host.displayName) host file in a \(chosen.displayName) run",
                                          path: path, position: SourcePosition(line: 1, column: 1)))
        }
        if chosen == .kotlin {
            diagnostics.append(ConfigFile.problem("this batonc writes Swift only; Kotlin output is not implemented", at: configPath))
        }
        return chosen
    }

    private func read(_ path: String, reader: SourceReader, into diagnostics: inout [Diagnostic]) -> [UInt8]? {
        switch reader.read(path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            diagnostics.append(Diagnostic(severity: .error, message: failure.reason, path: failure.path,
                                          position: SourcePosition(line: 1, column: 1)))
            return nil
        }
    }
}

extension Language {
    /// How a message names the language.
    var displayName: String { self == .swift ? "Swift" : "Kotlin" }
}
