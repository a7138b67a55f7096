import GraphQL

/// One compilation of a target: its schema and every document, in one offset space.
///
/// It parses each document once, applies the marker rule, builds the schema and runs the
/// executable rules over all documents as one executable document, reporting every error
/// at its position in the host file.
public struct Compilation: Sendable {
    /// Every source of the compilation, the schema's first.
    public var sources: SourceSet
    /// The schema's SDL.
    public var schemaSource: Source
    /// Client schema extensions (SDL), read with the schema.
    public var extensionSources: [Source]
    /// The target's documents, in file order.
    public var documents: [HostDocument]

    /// Makes a compilation.
    public init(sources: SourceSet, schemaSource: Source, extensionSources: [Source] = [], documents: [HostDocument]) {
        self.sources = sources
        self.schemaSource = schemaSource
        self.extensionSources = extensionSources
        self.documents = documents
    }

    /// Runs every check and returns all diagnostics (errors and warnings).
    public func check(ruleSet: RuleSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let schema = loadSchema(into: &diagnostics)
        var definitions: [Definition] = []
        for document in documents {
            do {
                let parsed = try parse(document.source)
                if let problem = MarkerRule.check(parsed, in: document) {
                    diagnostics.append(problem)
                    continue
                }
                definitions += parsed.definitions
            } catch let error as GraphQLError {
                diagnostics.append(sources.diagnostic(for: error))
            } catch {
                diagnostics.append(Diagnostic(severity: .error, message: "\(error)", path: document.path,
                                              position: document.markerPosition))
            }
        }
        guard let schema else { return diagnostics }
        let combined = Document(definitions: definitions)
        for error in validate(schema: schema, document: combined, rules: ruleSet.rules) {
            diagnostics.append(sources.diagnostic(for: error))
        }
        return diagnostics
    }

    private func loadSchema(into diagnostics: inout [Diagnostic]) -> Schema? {
        do {
            var documents = [try parse(schemaSource)]
            for source in extensionSources { documents.append(try parse(source)) }
            let schema = try buildSchema(documents)
            diagnostics += schema.warnings.map { sources.diagnostic(for: $0, severity: .warning) }
            return schema
        } catch let error as GraphQLError {
            diagnostics.append(sources.diagnostic(for: error))
        } catch let errors as GraphQLErrors {
            diagnostics += errors.errors.map { sources.diagnostic(for: $0) }
        } catch {
            diagnostics.append(Diagnostic(severity: .error, message: "\(error)", path: schemaSource.name,
                                          position: SourcePosition(line: 1, column: 1)))
        }
        return nil
    }
}
