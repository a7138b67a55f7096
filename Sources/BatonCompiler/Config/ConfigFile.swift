import GraphQL

/// A `baton.json` read from disk, its paths resolved against its directory.
public struct ConfigFile: Sendable {
    /// The config's path as given.
    public var path: String
    /// The settings.
    public var config: BatonConfig

    /// The directory paths in the config are relative to ("" for the working directory).
    public var directory: String { PathText.directory(of: path) }

    /// The schema's path.
    public var schemaPath: String { PathText.join(directory, config.schema) }

    /// Reads and parses the file; problems are diagnostics at the file, position 1:1.
    public static func load(_ path: String, reader: SourceReader) -> Result<ConfigFile, Diagnostics> {
        switch reader.read(path) {
        case .failure(let failure):
            return .failure(Diagnostics([ConfigFile.problem(failure.reason, at: path)]))
        case .success(let bytes):
            var configReader = ConfigReader()
            guard let config = configReader.read(bytes) else {
                if let syntax = configReader.syntaxError {
                    return .failure(Diagnostics([Diagnostic(severity: .error, message: "invalid JSON: \(syntax.message)",
                                                            path: path, position: syntax.position)]))
                }
                return .failure(Diagnostics(configReader.problems.map { ConfigFile.problem($0, at: path) }))
            }
            return .success(ConfigFile(path: path, config: config))
        }
    }

    /// The extension files: each entry a file, or a directory whose `.graphql` files (searched
    /// through, in sorted path order) are taken.
    public func extensionPaths(reader: SourceReader) -> Result<[String], Diagnostics> {
        var paths: [String] = []
        var problems: [Diagnostic] = []
        for entry in config.schemaExtensions {
            let resolved = PathText.join(directory, entry)
            switch reader.graphQLFiles(in: resolved) {
            case .some(let files): paths += files
            case .none:
                if reader.exists(resolved) {
                    paths.append(resolved)
                } else {
                    problems.append(ConfigFile.problem("schemaExtensions: no such file or directory '\(entry)'", at: path))
                }
            }
        }
        return problems.isEmpty ? .success(paths) : .failure(Diagnostics(problems))
    }

    /// A config problem: at the config file, 1:1.
    public static func problem(_ message: String, at path: String) -> Diagnostic {
        Diagnostic(severity: .error, message: message, path: path, position: SourcePosition(line: 1, column: 1))
    }
}

/// A list of diagnostics carried as an error.
public struct Diagnostics: Error, Sendable {
    /// The diagnostics, in report order.
    public var items: [Diagnostic]

    /// Wraps diagnostics.
    public init(_ items: [Diagnostic]) {
        self.items = items
    }
}
