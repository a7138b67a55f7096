import GraphQL

/// Builds the target's schema (SDL plus client extensions) for the config checks and later
/// stages. (The extensions' own rule, client fields are nullable, is the compilation's.)
enum SchemaLoading {
    /// The schema, or nil when it does not parse or build (the compilation reports why).
    static func build(_ compilation: Compilation) -> Schema? {
        guard let schemaDocument = try? parse(compilation.schemaSource) else { return nil }
        var extensions: [Document] = []
        for source in compilation.extensionSources {
            guard let document = try? parse(source) else { return nil }
            extensions.append(document)
        }
        return try? buildSchema([schemaDocument] + extensions)
    }
}
