import GraphQL

/// Where the generated text comes from: the Swift emitter (``SwiftEmitter``) for every source
/// holding definitions and for the shared file; a source that names a marker but holds no
/// document gets its header only, which compiles in any target.
struct SourceEmitter {
    /// Output text by source path (as given), plus the shared file.
    let files: [String: String]
    let shared: String
    /// Each top-level lens's accessors, for the report.
    let accessors: LensAccessors

    /// Emits every source of `sources` (paths as given) in one run of the emitter.
    init(sources: [String], catalog: OperationCatalog, target: Target, compiled: TargetOperations.Compiled,
         workingDirectory: String) {
        let origin = { (path: String) in PathText.relative(path, to: workingDirectory) }
        let emitted = sources.filter { !(catalog.definitionsBySource[$0] ?? []).isEmpty }
        let input = EmitInput(schema: compiled.context.schema, config: target.config, schemaDigest: target.schemaDigest,
                              client: compiled.context.client,
                              sources: emitted.map { EmitSource(path: origin($0), definitions: catalog.definitionsBySource[$0] ?? []) },
                              operations: compiled.operations)
        let output = CompilePhases.measure(.emit) { SwiftEmitter.emit(input) }
        var files: [String: String] = [:]
        for source in sources {
            files[source] = output.files[origin(source)] ?? SwiftEmitter.header(origin(source)) + "\n"
        }
        self.files = files
        shared = output.shared
        accessors = output.accessors
    }
}
