import GraphQL

/// `batonc validate`: the compilation's checks with no output — diagnostics and an exit code.
/// With a config, the config's checks against the schema run too.
public struct ValidateCommand: Sendable {
    /// Where the schema and settings come from.
    public var input: SchemaInput
    /// `--language`, when given.
    public var language: Language?
    /// Client schema extensions given beside a bare schema (a config names its own).
    public var extensionPaths: [String]
    /// Which rules to apply.
    public var ruleSet: RuleSet
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]
    /// `--schema-warnings` (and its stamp).
    public var schemaWarnings = SchemaWarnings()

    /// Makes the command over a bare schema.
    public init(schemaPath: String, extensionPaths: [String] = [], ruleSet: RuleSet = .relay, files: [String]) {
        self.init(input: .schema(schemaPath), extensionPaths: extensionPaths, ruleSet: ruleSet, files: files)
    }

    /// Makes the command.
    public init(input: SchemaInput, extensionPaths: [String] = [], language: Language? = nil, ruleSet: RuleSet = .relay,
                files: [String]) {
        self.input = input
        self.extensionPaths = extensionPaths
        self.language = language
        self.ruleSet = ruleSet
        self.files = files
    }

    /// What a run found: diagnostics in report order and whether any is an error.
    public struct Outcome: Sendable {
        /// Every diagnostic, warnings included.
        public var diagnostics: [Diagnostic]
        /// 0 when no diagnostic is an error, else 1.
        public var exitCode: Int32 {
            diagnostics.contains { $0.severity == .error } ? 1 : 0
        }
    }

    /// Runs the command over files read by `reader`.
    public func run(reader: SourceReader = SourceReader()) -> Outcome {
        switch TargetLoader(input: input, extensionPaths: extensionPaths, language: language, ruleSet: ruleSet,
                            files: files, schemaWarnings: schemaWarnings).load(reader: reader) {
        case .failure(let problems): Outcome(diagnostics: problems.items)
        case .success(let target): Outcome(diagnostics: target.diagnostics)
        }
    }
}
