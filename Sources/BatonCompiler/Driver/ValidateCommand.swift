import GraphQL

/// `batonc validate`: the compilation's checks with no output — diagnostics and an exit code.
public struct ValidateCommand: Sendable {
    /// The SDL schema file.
    public var schemaPath: String
    /// Which rules to apply.
    public var ruleSet: RuleSet
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]

    /// Makes the command.
    public init(schemaPath: String, ruleSet: RuleSet = .relay, files: [String]) {
        self.schemaPath = schemaPath
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
        var collector = DocumentCollector()
        var diagnostics: [Diagnostic] = []
        let schemaBytes: [UInt8]
        switch reader.read(schemaPath) {
        case .success(let bytes): schemaBytes = bytes
        case .failure(let failure):
            return Outcome(diagnostics: [Diagnostic(severity: .error, message: failure.reason, path: failure.path,
                                                    position: SourcePosition(line: 1, column: 1))])
        }
        let schemaSource = collector.addGraphQL(path: schemaPath, bytes: schemaBytes)
        let schemaDocumentCount = collector.documents.count
        for path in files {
            switch reader.read(path) {
            case .success(let bytes): collector.add(path: path, bytes: bytes)
            case .failure(let failure):
                diagnostics.append(Diagnostic(severity: .error, message: failure.reason, path: failure.path,
                                              position: SourcePosition(line: 1, column: 1)))
            }
        }
        diagnostics += collector.diagnostics
        let compilation = Compilation(sources: collector.sources, schemaSource: schemaSource,
                                      documents: Array(collector.documents.dropFirst(schemaDocumentCount)))
        diagnostics += compilation.check(ruleSet: ruleSet)
        return Outcome(diagnostics: diagnostics)
    }
}
