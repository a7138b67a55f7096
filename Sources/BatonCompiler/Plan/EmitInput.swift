import GraphQL

/// What the plan builder and the emitters read: the schema, the configuration, every
/// authored definition by source (lenses come from these) and every compiled operation
/// (plans and texts come from these). Inputs are expected to have passed validation
/// (nothing is emitted on an error).
public struct EmitInput: Sendable {
    /// The schema with its client extensions and Baton's directives.
    public var schema: Schema
    /// The target's `baton.json`.
    public var config: BatonConfig
    /// `Types.schemaDigest`.
    public var schemaDigest: String
    /// The client types and fields the extensions add.
    public var client: ClientSchema
    /// The sources that declare GraphQL, in the order outputs are written.
    public var sources: [EmitSource]
    /// Every operation after the transforms, generated refetch queries included.
    public var operations: [CompiledOperation]

    /// An input from parts already built.
    public init(schema: Schema, config: BatonConfig, schemaDigest: String, client: ClientSchema,
                sources: [EmitSource], operations: [CompiledOperation]) {
        self.schema = schema
        self.config = config
        self.schemaDigest = schemaDigest
        self.client = client
        self.sources = sources
        self.operations = operations
    }

    /// Parses, builds and compiles everything from texts: the SDL, the extension files and
    /// each source's GraphQL documents.
    public static func build(schema sdl: String, extensions: [String] = [], config: BatonConfig,
                             documents: [(path: String, texts: [String])]) throws -> EmitInput {
        let base = try parse(Source(sdl, name: "schema.graphql"))
        let extensionDocuments = try extensions.enumerated().map { index, text in
            try parse(Source(text, name: "extension\(index).graphql"))
        }
        let schemaDocuments = RelayDirectiveSet.withoutReplaced([base] + extensionDocuments)
        // Baton's directives join the schema past every source's offsets.
        let schema = try buildSchema(schemaDocuments + [RelayDirectiveSet.additions(to: schemaDocuments, baseOffset: 1 << 40)])
        let client = ClientSchema(extensions: extensionDocuments)
        let digest = SchemaDigest.digest(schema: sdl, extensions: extensions, identity: config.identity,
                                         transient: config.transient)
        let sources = try documents.map { document in
            EmitSource(path: document.path, definitions: try document.texts.flatMap {
                try parse(Source($0, name: document.path)).definitions
            })
        }
        let context = TransformContext(schema: schema, identity: config.identity, client: client)
        let operations = OperationCompiler(context: context, persistAlgorithm: config.persistConfig?.algorithm)
            .compile(sources.flatMap(\.definitions))
        return EmitInput(schema: schema, config: config, schemaDigest: digest, client: client,
                         sources: sources, operations: operations)
    }

    /// Every authored fragment of the target by name.
    public var fragments: [String: FragmentDefinition] {
        var out: [String: FragmentDefinition] = [:]
        for source in sources {
            for case .fragment(let f) in source.definitions where out[f.name.value] == nil { out[f.name.value] = f }
        }
        return out
    }

    /// Whether `Type.field` is a client field.
    public func isClient(_ type: String, _ field: String) -> Bool {
        client.isClientField(field, on: type)
    }
}

/// One source's documents: a host file's markers or a `.graphql` file.
public struct EmitSource: Sendable {
    /// The source's path as given to the compiler.
    public var path: String
    /// Its authored definitions, in order.
    public var definitions: [Definition]

    /// A source.
    public init(path: String, definitions: [Definition]) {
        self.path = path
        self.definitions = definitions
    }
}
