import GraphQL

/// `batonc validate`: the compilation's checks with no output — diagnostics and an exit code.
public struct ValidateCommand: Sendable {
    /// The SDL schema file.
    public var schemaPath: String
    /// Client schema extension files (SDL): their fields are client fields.
    public var extensionPaths: [String]
    /// Which rules to apply.
    public var ruleSet: RuleSet
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]

    /// Makes the command.
    public init(schemaPath: String, extensionPaths: [String] = [], ruleSet: RuleSet = .relay, files: [String]) {
        self.schemaPath = schemaPath
        self.extensionPaths = extensionPaths
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
        let target = TargetFiles(schemaPath: schemaPath, extensionPaths: extensionPaths, files: files)
        let (compilation, diagnostics) = target.read(reader: reader)
        guard let compilation else { return Outcome(diagnostics: diagnostics) }
        return Outcome(diagnostics: diagnostics + compilation.check(ruleSet: ruleSet))
    }
}
