import GraphQL

/// Compiles a checked target's operations with the transforms (SPEC §4.2–4.4): the texts and
/// persisted ids the report, the persisted file and the outputs carry.
enum TargetOperations {
    /// The compiled operations, or the diagnostics of a front end that refused the target.
    static func compile(_ target: Target) -> Result<[CompiledOperation], Diagnostics> {
        let compilation = target.compilation
        let front = FrontEnd(sources: compilation.sources, schemaSources: [compilation.schemaSource] + compilation.extensionSources,
                             documents: compilation.documents)
        let loaded = front.load()
        guard let context = loaded.context(identity: target.config.identity),
              !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(Diagnostics(loaded.diagnostics))
        }
        let compiler = OperationCompiler(context: context, persistAlgorithm: target.config.persistConfig?.algorithm)
        return .success(compiler.compile(loaded.definitions))
    }
}
