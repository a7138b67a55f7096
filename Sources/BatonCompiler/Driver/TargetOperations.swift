import GraphQL

/// Compiles a checked target's operations with the transforms: the texts and
/// persisted ids the report and the persisted file carry, and the transform context (schema
/// with Baton's directives, client schema) the emitter reads.
enum TargetOperations {
    /// A compiled target.
    struct Compiled {
        var operations: [CompiledOperation]
        var context: TransformContext
    }

    /// The compiled operations; nil when the target has no schema (it has errors then).
    static func compile(_ target: Target) -> Compiled? {
        guard let schema = target.schema else { return nil }
        let context = TransformContext(schema: schema, identity: target.config.identity,
                                       client: ClientSchema(extensions: target.loaded.extensions))
        let compiler = OperationCompiler(context: context, persistAlgorithm: target.config.persistConfig?.algorithm)
        let operations = CompilePhases.measure(.transform) { compiler.compile(target.loaded.definitions) }
        return Compiled(operations: operations, context: context)
    }
}
