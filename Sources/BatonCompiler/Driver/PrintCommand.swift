import Foundation
import GraphQL

/// `batonc print <OperationName> (--schema <sdl> | --config <baton.json>) <files…>` (SPEC §3.3):
/// the same compilation as `validate`, then one operation's exact wire text on one line,
/// preceded by `# documentId: <id>` under `persistConfig`.
public struct PrintCommand: Sendable {
    /// Where the schema comes from.
    public enum SchemaInput: Sendable {
        /// An SDL file; default identity, no persisted ids.
        case schema(String)
        /// A `baton.json`; its paths are relative to its directory.
        case config(String)
    }

    /// The operation to print (a generated refetch query included).
    public var operationName: String
    /// The schema or the configuration.
    public var input: SchemaInput
    /// The target's `.swift`, `.graphql` and `.gql` files.
    public var files: [String]

    /// Makes the command.
    public init(operationName: String, input: SchemaInput, files: [String]) {
        self.operationName = operationName
        self.input = input
        self.files = files
    }

    /// What a run printed and found.
    public struct Outcome: Sendable {
        /// What goes to standard output: the text (and the id line), or nothing.
        public var output: String
        /// Every diagnostic, warnings included.
        public var diagnostics: [Diagnostic]
        /// 0 when printed, else 1.
        public var exitCode: Int32
    }

    /// Runs the command over files read by `reader`.
    public func run(reader: SourceReader = SourceReader()) -> Outcome {
        var compilation: TargetCompilation
        switch input {
        case .schema(let path):
            compilation = TargetCompilation(schemaPath: path, files: files)
        case .config(let path):
            switch Self.load(config: path, reader: reader) {
            case .success(let loaded):
                compilation = loaded
                compilation.files = files
            case .failure(let problems): return Outcome(output: "", diagnostics: problems.diagnostics, exitCode: 1)
            }
        }
        let outcome = compilation.run(reader: reader)
        guard !outcome.failed else { return Outcome(output: "", diagnostics: outcome.diagnostics, exitCode: 1) }
        guard let operation = outcome.operations.first(where: { $0.name == operationName }) else {
            let known = outcome.operations.map(\.name).sorted().joined(separator: ", ")
            let message = "no operation named '\(operationName)'" + (known.isEmpty ? "" : "; the target has: \(known)")
            return Outcome(output: "", diagnostics: outcome.diagnostics + [Diagnostic(
                severity: .error, message: message, path: "batonc", position: SourcePosition(line: 1, column: 1))],
                           exitCode: 1)
        }
        let idLine = operation.id.map { "# documentId: \($0)\n" } ?? ""
        return Outcome(output: idLine + operation.text + "\n", diagnostics: outcome.diagnostics, exitCode: 0)
    }

    /// The compilation a `baton.json` describes, or the config's problems at its 1:1.
    static func load(config path: String, reader: SourceReader) -> Result<TargetCompilation, ConfigProblems> {
        let bytes: [UInt8]
        switch reader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(ConfigProblems([failure.diagnostic]))
        }
        var configReader = ConfigReader()
        guard let config = configReader.read(bytes) else {
            return .failure(ConfigProblems(configReader.problems.map {
                Diagnostic(severity: .error, message: $0, path: path, position: SourcePosition(line: 1, column: 1))
            }))
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        let resolve = { (relative: String) in
            relative.hasPrefix("/") ? relative : directory.appendingPathComponent(relative).path
        }
        return .success(TargetCompilation(schemaPath: resolve(config.schema),
                                          extensionPaths: config.schemaExtensions.flatMap { expand(resolve($0)) },
                                          identity: config.identity, persistAlgorithm: config.persistConfig?.algorithm,
                                          files: []))
    }

    /// A directory's `.graphql` files in name order, or the path itself.
    static func expand(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.filter { $0.hasSuffix(".graphql") }.sorted().map { path + "/" + $0 }
    }

    /// The diagnostics of a configuration that could not be used.
    struct ConfigProblems: Error {
        var diagnostics: [Diagnostic]
        init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    }
}
