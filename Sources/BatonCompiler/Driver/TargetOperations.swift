import GraphQL

/// Compiles a checked target's operations with the transforms (SPEC §4.2–4.4): the texts and
/// persisted ids the report and the persisted file carry, and the transform context (schema
/// with Baton's directives, client schema) the emitter reads.
enum TargetOperations {
    /// A compiled target.
    struct Compiled {
        var operations: [CompiledOperation]
        var context: TransformContext
    }

    /// The compiled operations, or the diagnostics of a front end that refused the target.
    static func compile(_ target: Target) -> Result<Compiled, Diagnostics> {
        let compilation = target.compilation
        let front = FrontEnd(sources: compilation.sources, schemaSources: [compilation.schemaSource] + compilation.extensionSources,
                             documents: compilation.documents)
        let loaded = front.load()
        guard let context = loaded.context(identity: target.config.identity),
              !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(Diagnostics(loaded.diagnostics))
        }
        let compiler = OperationCompiler(context: context, persistAlgorithm: target.config.persistConfig?.algorithm)
        return .success(Compiled(operations: compiler.compile(loaded.definitions), context: context))
    }
}
