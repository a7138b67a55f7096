import GraphQL

/// One compilation of a target: its schema and every document, in one offset space.
///
/// It parses each document once, applies the marker rule, builds the schema and runs the
/// executable rules over all documents as one executable document, reporting every error
/// at its position in the host file. Under the relay rule set the schema also gets Baton's
/// and Relay's directives (those it does not declare) and the Relay checks run too.
public struct Compilation: Sendable {
    /// Every source of the compilation, the schema's first.
    public var sources: SourceSet
    /// The schema's SDL.
    public var schemaSource: Source
    /// Client schema extensions (SDL): every field defined in one is a client field.
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
        let schema = loadSchema(ruleSet: ruleSet, into: &diagnostics)
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
        for error in validate(schema: schema, document: combined, ruleSet: ruleSet) {
            diagnostics.append(sources.diagnostic(for: error))
        }
        return diagnostics
    }

    private func validate(schema: Schema, document: Document, ruleSet: RuleSet) -> [GraphQLError] {
        guard ruleSet == .relay else { return GraphQL.validate(schema: schema, document: document, rules: ruleSet.rules) }
        let facts = RelayFacts(schema: schema, document: document,
                               clientRanges: extensionSources.map { $0.baseOffset..<($0.endOffset + 1) })
        let options = ValidationOptions(fragmentVariables: facts.fragmentVariables,
                                        freeArgumentDirectives: RelayDirectiveSet.freeArgumentDirectives)
        return GraphQL.validate(schema: schema, document: document, rules: ruleSet.rules + RelayChecks.rules(facts: facts),
                                options: options)
    }

    private func loadSchema(ruleSet: RuleSet, into diagnostics: inout [Diagnostic]) -> Schema? {
        do {
            var documents = [try parse(schemaSource)]
            for source in extensionSources { documents.append(try parse(source)) }
            if ruleSet == .relay {
                documents = RelayDirectiveSet.withoutReplaced(documents)
                documents.append(RelayDirectiveSet.additions(to: documents, baseOffset: sources.nextBaseOffset))
                let extensions = Array(documents.dropFirst().prefix(extensionSources.count))
                let schemaErrors = ClientSchemaCheck.errors(in: extensions)
                    + SemanticNonNullCheck.errors(in: Array(documents.prefix(1 + extensionSources.count)))
                diagnostics += schemaErrors.map { sources.diagnostic(for: $0) }
            }
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
