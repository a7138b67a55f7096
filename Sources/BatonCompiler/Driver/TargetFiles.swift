import GraphQL

/// The files of a target as a command names them: the schema, its client extensions and the
/// documents. Reading them is the one way every command builds its ``Compilation``.
public struct TargetFiles: Sendable {
    /// The SDL schema file.
    public var schemaPath: String
    /// Client schema extension files (`schemaExtensions`, directories already expanded).
    public var extensionPaths: [String]
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]

    /// Names a target's files.
    public init(schemaPath: String, extensionPaths: [String] = [], files: [String]) {
        self.schemaPath = schemaPath
        self.extensionPaths = extensionPaths
        self.files = files
    }

    /// Reads every file into one compilation. An unreadable file is a diagnostic; an
    /// unreadable schema leaves no compilation.
    public func read(reader: SourceReader = SourceReader()) -> (compilation: Compilation?, diagnostics: [Diagnostic]) {
        var collector = DocumentCollector()
        var diagnostics: [Diagnostic] = []
        var schemaSources: [Source] = []
        for path in [schemaPath] + extensionPaths {
            switch reader.read(path) {
            case .success(let bytes): schemaSources.append(collector.addGraphQL(path: path, bytes: bytes))
            case .failure(let failure): diagnostics.append(failure.diagnostic)
            }
        }
        let schemaDocumentCount = collector.documents.count
        for path in files {
            switch reader.read(path) {
            case .success(let bytes): collector.add(path: path, bytes: bytes)
            case .failure(let failure): diagnostics.append(failure.diagnostic)
            }
        }
        diagnostics += collector.diagnostics
        guard let schemaSource = schemaSources.first, schemaSource.name == schemaPath else { return (nil, diagnostics) }
        let compilation = Compilation(sources: collector.sources, schemaSource: schemaSource,
                                      extensionSources: Array(schemaSources.dropFirst()),
                                      documents: Array(collector.documents.dropFirst(schemaDocumentCount)))
        return (compilation, diagnostics)
    }
}

extension SourceReader.ReadFailure {
    /// The failure as an error at the file, position 1:1.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, message: reason, path: path, position: SourcePosition(line: 1, column: 1))
    }
}
