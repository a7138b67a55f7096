import GraphQL

/// Plans a `generate` run's files from a target that checked clean: which sources get an
/// output and where, the shared file, the persisted documents file, the report, and the stale
/// outputs to delete under `--out`. Problems (a source with no output place, two outputs at one
/// path) come back as diagnostics, and then nothing is written.
struct OutputPlanner {
    let command: GenerateCommand
    let target: Target
    let existingOutputs: [String]

    let compiled: TargetOperations.Compiled
    private var operations: [CompiledOperation] { compiled.operations }

    func plan() -> Result<OutputPlan, Diagnostics> {
        var plan = OutputPlan()
        var problems: [Diagnostic] = []
        let catalog = OperationCatalog(target.compilation)
        let emits = Dictionary(command.emits.map { (PathText.normalized($0.source), $0.output) },
                               uniquingKeysWith: { first, _ in first })
        let inputs = Set(target.files.map(PathText.normalized))
        for emit in command.emits where !inputs.contains(PathText.normalized(emit.source)) {
            problems.append(problem("--emit names '\(emit.source)', which is not among the input files", at: emit.source))
        }
        let sharedPath = command.sharedPath ?? command.outDirectory.map {
            PathText.join($0, OutputNaming.sharedName(language: target.language))
        }
        var owners: [String: String] = [:]
        if let sharedPath { owners[PathText.normalized(sharedPath)] = "the shared file" }
        let sources = outputSources(emits: emits)
        let emitter = SourceEmitter(sources: sources, catalog: catalog, target: target, compiled: compiled,
                                    workingDirectory: command.workingDirectory)
        for source in sources {
            guard let path = outputPath(for: source, emits: emits) else {
                problems.append(problem("'\(source)' declares GraphQL but has no output: give --out <dir> or --emit \(source)=<file>",
                                        at: source))
                continue
            }
            if let owner = owners[PathText.normalized(path)] {
                problems.append(problem(collision(source, path: path, owner: owner), at: source))
                continue
            }
            owners[PathText.normalized(path)] = "'\(source)'"
            plan.add(path, emitter.files[source] ?? "", as: .source)
        }
        guard problems.isEmpty else { return .failure(Diagnostics(problems)) }
        if let sharedPath { plan.add(sharedPath, emitter.shared, as: .shared) }
        if let persist = target.config.persistConfig {
            plan.add(persistedPath(persist), String(decoding: PersistedDocuments.bytes(for: operations), as: UTF8.self),
                     as: .persisted)
        }
        if let report = command.reportPath {
            let json = CompilePhases.measure(.emit) {
                Report.json(operations: operations, catalog: catalog, schemaDigest: target.schemaDigest,
                            workingDirectory: command.workingDirectory, accessors: emitter.accessors)
            }
            plan.add(report, json.adding(timing: CompilePhases.current).rendered, as: .report)
        }
        if let clash = overwrittenInput(plan) { return .failure(Diagnostics([clash])) }
        let planned = Set(plan.files.map { PathText.normalized($0.path) })
        plan.deletions = existingOutputs.filter { !planned.contains(PathText.normalized($0)) }.sorted()
        return .success(plan)
    }

    /// Sources that get an output, in input order, once each: every GraphQL file, every Swift
    /// file naming a marker, and every source an `--emit` names.
    private func outputSources(emits: [String: String]) -> [String] {
        var seen: Set<String> = []
        return target.files.filter { path in
            let declares = DocumentCollector.kind(of: path) == .graphql || target.markerSources.contains(path)
                || emits[PathText.normalized(path)] != nil
            return declares && seen.insert(PathText.normalized(path)).inserted
        }
    }

    /// A planned file that is one of the inputs, or that two roles share: writing it would
    /// destroy a source or another output.
    private func overwrittenInput(_ plan: OutputPlan) -> Diagnostic? {
        var seen = Set(target.files.map(PathText.normalized))
        if let config = target.configFile?.path { seen.insert(PathText.normalized(config)) }
        for file in plan.files where !seen.insert(PathText.normalized(file.path)).inserted {
            let role = plan.roles[file.path]?.rawValue ?? "output"
            return problem("the \(role) file would overwrite an input or another output at this path", at: file.path)
        }
        return nil
    }

    private func outputPath(for source: String, emits: [String: String]) -> String? {
        if let exact = emits[PathText.normalized(source)] { return exact }
        return command.outDirectory.map {
            PathText.join($0, OutputNaming.name(for: source, workingDirectory: command.workingDirectory,
                                                language: target.language))
        }
    }

    private func persistedPath(_ persist: BatonConfig.PersistConfig) -> String {
        if let out = command.outDirectory { return PathText.join(out, PathText.lastComponent(of: persist.file)) }
        return PathText.join(target.configFile?.directory ?? "", persist.file)
    }

    private func collision(_ source: String, path: String, owner: String) -> String {
        if owner == "the shared file" {
            return "'\(source)' declares GraphQL, but its output '\(path)' would be the shared file; "
                + "a Baton.swift at the target root may not declare GraphQL (rename the file)"
        }
        return "the output of '\(source)' would be '\(path)', which is already the output of \(owner)"
    }

    private func problem(_ message: String, at path: String) -> Diagnostic {
        Diagnostic(severity: .error, message: message, path: path, position: SourcePosition(line: 1, column: 1))
    }
}
