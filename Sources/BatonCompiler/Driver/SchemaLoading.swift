import GraphQL

/// Builds the target's schema (SDL plus client extensions) for the config checks and later
/// stages, and checks the extensions' own rule: client fields are nullable.
enum SchemaLoading {
    /// The schema, or nil when it does not parse or build (the compilation reports why).
    static func build(_ compilation: Compilation, diagnostics: inout [Diagnostic]) -> Schema? {
        guard let schemaDocument = try? parse(compilation.schemaSource) else { return nil }
        var extensions: [Document] = []
        for source in compilation.extensionSources {
            guard let document = try? parse(source) else { return nil }
            extensions.append(document)
        }
        for error in ClientFieldNullability.errors(in: extensions) {
            diagnostics.append(compilation.sources.diagnostic(for: error))
        }
        return try? buildSchema([schemaDocument] + extensions)
    }
}
