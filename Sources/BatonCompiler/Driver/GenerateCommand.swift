import Foundation
import GraphQL

/// `batonc generate`: checks the target like `validate`, plans every output, and
/// then writes them all, or with `--check` compares them with the disk. Any error writes nothing.
public struct GenerateCommand: Sendable {
    /// `--emit <source>=<output>`: one source's output, named exactly.
    public struct Emit: Sendable, Hashable {
        public var source: String
        public var output: String

        /// Makes an emit pair.
        public init(source: String, output: String) {
            self.source = source
            self.output = output
        }
    }

    /// Where the schema and settings come from (`--config`, or `--schema` for a bare SDL).
    public var input: SchemaInput
    /// `--language`, when given.
    public var language: Language?
    /// `--out <dir>`.
    public var outDirectory: String?
    /// Every `--emit`.
    public var emits: [Emit]
    /// `--shared <file>`.
    public var sharedPath: String?
    /// `--report <file>`.
    public var reportPath: String?
    /// `--check`: write nothing, report stale or missing files.
    public var check: Bool
    /// The target's host sources and documents.
    public var files: [String]
    /// The directory output names and report sources are relative to (absolute).
    public var workingDirectory: String
    /// `--schema-warnings` (and its stamp).
    public var schemaWarnings = SchemaWarnings()
    /// `--timing`: the report gets each phase's time (the report is then not byte-deterministic).
    public var timing = false

    /// Makes the command.
    public init(input: SchemaInput, language: Language? = nil, outDirectory: String? = nil, emits: [Emit] = [],
                sharedPath: String? = nil, reportPath: String? = nil, check: Bool = false, files: [String],
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.input = input
        self.language = language
        self.outDirectory = outDirectory
        self.emits = emits
        self.sharedPath = sharedPath
        self.reportPath = reportPath
        self.check = check
        self.files = files
        self.workingDirectory = workingDirectory
    }

    /// What a run did.
    public struct Outcome: Sendable {
        /// Every diagnostic, warnings included; under `--check`, one per stale or missing file.
        public var diagnostics: [Diagnostic]
        /// The plan, when the target checked clean.
        public var plan: OutputPlan?
        /// 0 on success (warnings allowed), else 1.
        public var exitCode: Int32 { diagnostics.contains { $0.severity == .error } ? 1 : 0 }
    }

    /// Runs the command.
    public func run(reader: SourceReader = SourceReader(), fileSystem: OutputFileSystem = OutputFileSystem()) -> Outcome {
        guard timing else { return runPhases(reader: reader, fileSystem: fileSystem) }
        return CompilePhases.$current.withValue(CompilePhases()) { runPhases(reader: reader, fileSystem: fileSystem) }
    }

    private func runPhases(reader: SourceReader, fileSystem: OutputFileSystem) -> Outcome {
        guard outDirectory != nil || !emits.isEmpty else {
            return Outcome(diagnostics: [Diagnostic(severity: .error, message: "generate needs --out <dir> or --emit <source>=<output>",
                                                    path: "batonc", position: SourcePosition(line: 1, column: 1))])
        }
        let target: Target
        switch TargetLoader(input: input, language: language, files: files, schemaWarnings: schemaWarnings,
                            recordsStamp: !check).load(reader: reader) {
        case .failure(let problems): return Outcome(diagnostics: problems.items)
        case .success(let loaded): target = loaded
        }
        guard !target.hasErrors else { return Outcome(diagnostics: target.diagnostics) }
        guard let compiled = TargetOperations.compile(target) else { return Outcome(diagnostics: target.diagnostics) }
        let existing = outDirectory.map { fileSystem.files(in: $0, endingWith: target.language.outputSuffix) } ?? []
        let plan: OutputPlan
        switch OutputPlanner(command: self, target: target, existingOutputs: existing, compiled: compiled).plan() {
        case .failure(let problems): return Outcome(diagnostics: target.diagnostics + problems.items)
        case .success(let planned): plan = planned
        }
        let findings = check ? OutputCheck.findings(plan, fileSystem: fileSystem) : OutputCheck.write(plan, fileSystem: fileSystem)
        return Outcome(diagnostics: target.diagnostics + findings, plan: plan)
    }
}
