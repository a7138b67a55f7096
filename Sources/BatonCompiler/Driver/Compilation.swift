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

    /// What checking a compilation produced: the schema (when it could be built), the parsed
    /// client extensions, every executable definition, and all diagnostics.
    public struct Loaded: Sendable {
        /// The schema with Baton's directives, nil when it could not be built.
        public var schema: Schema?
        /// The client schema extensions, parsed.
        public var extensions: [Document] = []
        /// Every definition of the target's documents, in file order.
        public var definitions: [Definition] = []
        /// Every diagnostic, warnings included.
        public var diagnostics: [Diagnostic] = []

        /// Whether any diagnostic is an error.
        public var failed: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Runs every check and returns all diagnostics (errors and warnings).
    public func check(ruleSet: RuleSet) -> [Diagnostic] {
        load(ruleSet: ruleSet).diagnostics
    }

    /// Parses, builds the schema and runs every check: the one front end `validate`, `print`
    /// and `generate` share.
    public func load(ruleSet: RuleSet) -> Loaded {
        var loaded = Loaded()
        loadSchema(ruleSet: ruleSet, into: &loaded)
        for document in documents {
            do {
                let parsed = try parse(document.source, options: ruleSet.parseOptions)
                if let problem = MarkerRule.check(parsed, in: document) {
                    loaded.diagnostics.append(problem)
                    continue
                }
                loaded.definitions += parsed.definitions
            } catch let error as GraphQLError {
                loaded.diagnostics.append(sources.diagnostic(for: error))
            } catch {
                loaded.diagnostics.append(Diagnostic(severity: .error, message: "\(error)", path: document.path,
                                                     position: document.markerPosition))
            }
        }
        guard let schema = loaded.schema else { return loaded }
        let combined = Document(definitions: loaded.definitions)
        // An error without a place (a run that stopped early) belongs to the documents, not
        // to the schema, the first source.
        let unplaced = documents.first.map { ($0.path, $0.markerPosition) }
        let errors = CompilePhases.measure(.validate) { validate(schema: schema, document: combined, ruleSet: ruleSet) }
        for error in errors {
            loaded.diagnostics.append(sources.diagnostic(for: error, unplacedAt: unplaced))
        }
        return loaded
    }

    private func validate(schema: Schema, document: Document, ruleSet: RuleSet) -> [GraphQLError] {
        guard ruleSet == .relay else { return GraphQL.validate(schema: schema, document: document, rules: ruleSet.rules) }
        let facts = RelayFacts(schema: schema, document: document,
                               clientRanges: extensionSources.map { $0.baseOffset..<($0.endOffset + 1) })
        let options = ValidationOptions(fragmentVariables: facts.fragmentVariables,
                                        freeArgumentDirectives: RelayDirectiveSet.freeArgumentDirectives,
                                        variableTypeStandIns: RelayChecks.variableTypeStandIns)
        return GraphQL.validate(schema: schema, document: document, rules: ruleSet.rules + RelayChecks.rules(facts: facts),
                                options: options)
    }

    private func loadSchema(ruleSet: RuleSet, into loaded: inout Loaded) {
        do {
            var documents = [try parse(schemaSource)]
            for source in extensionSources { documents.append(try parse(source)) }
            loaded.extensions = Array(documents.dropFirst())
            if ruleSet.checksStore {
                documents = RelayDirectiveSet.withoutReplaced(documents)
                documents.append(RelayDirectiveSet.additions(to: documents, baseOffset: sources.nextBaseOffset))
                let extensions = Array(documents.dropFirst().prefix(extensionSources.count))
                let schemaErrors = ClientSchemaCheck.errors(in: extensions)
                    + SemanticNonNullCheck.errors(in: Array(documents.prefix(1 + extensionSources.count)))
                loaded.diagnostics += schemaErrors.map { sources.diagnostic(for: $0) }
            }
            let schema = try CompilePhases.measure(.schema) { try buildSchema(documents) }
            loaded.diagnostics += schema.warnings.map { sources.diagnostic(for: $0, severity: .warning) }
            loaded.schema = schema
        } catch let error as GraphQLError {
            loaded.diagnostics.append(sources.diagnostic(for: error))
        } catch let errors as GraphQLErrors {
            loaded.diagnostics += errors.errors.map { sources.diagnostic(for: $0) }
        } catch {
            loaded.diagnostics.append(Diagnostic(severity: .error, message: "\(error)", path: schemaSource.name,
                                                 position: SourcePosition(line: 1, column: 1)))
        }
    }
}
