import GraphQL

/// `batonc print <OperationName> (--schema <sdl> | --config <baton.json>) <files…>`:
/// the same compilation and checks as `validate` and `generate`, then one operation's exact
/// wire text on one line, preceded by `# documentId: <id>` under `persistConfig`.
public struct PrintCommand: Sendable {
    /// The operation to print (a generated refetch query included).
    public var operationName: String
    /// The schema or the configuration.
    public var input: SchemaInput
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]
    /// `--schema-warnings` (and its stamp).
    public var schemaWarnings = SchemaWarnings()

    /// Makes the command.
    public init(operationName: String, input: SchemaInput, files: [String]) {
        self.operationName = operationName
        self.input = input
        self.files = files
    }

    /// What a run printed and found.
    public struct Outcome: Sendable {
        /// What goes to standard output: the text (and the id line), or nothing.
        public var output: String
        /// Every diagnostic, warnings included.
        public var diagnostics: [Diagnostic]
        /// 0 when printed, else 1.
        public var exitCode: Int32
    }

    /// Runs the command over files read by `reader`.
    public func run(reader: SourceReader = SourceReader()) -> Outcome {
        let target: Target
        switch TargetLoader(input: input, files: files, schemaWarnings: schemaWarnings).load(reader: reader) {
        case .failure(let problems): return Outcome(output: "", diagnostics: problems.items, exitCode: 1)
        case .success(let loaded): target = loaded
        }
        guard !target.diagnostics.contains(where: { $0.severity == .error }),
              let compiled = TargetOperations.compile(target) else {
            return Outcome(output: "", diagnostics: target.diagnostics, exitCode: 1)
        }
        guard let operation = compiled.operations.first(where: { $0.name == operationName }) else {
            let known = compiled.operations.map(\.name).sorted().joined(separator: ", ")
            let message = "no operation named '\(operationName)'" + (known.isEmpty ? "" : "; the target has: \(known)")
            return Outcome(output: "", diagnostics: target.diagnostics + [Diagnostic(
                severity: .error, message: message, path: "batonc", position: SourcePosition(line: 1, column: 1))],
                           exitCode: 1)
        }
        let idLine = operation.id.map { "# documentId: \($0)\n" } ?? ""
        return Outcome(output: idLine + operation.text + "\n", diagnostics: target.diagnostics, exitCode: 0)
    }
}
