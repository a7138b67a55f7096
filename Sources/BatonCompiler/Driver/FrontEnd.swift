import GraphQL

/// Parses a target's schema, extensions and documents, builds the schema with Baton's
/// directives and checks the documents.
///
/// The checks are the `relay` rule set's; until the Relay checks hook fragment-local
/// variables into the specification's rules, the rules that cannot see them (undefined,
/// unused and wrongly placed variables, `@arguments`' argument names) are left to
/// `batonc validate`.
struct FrontEnd {
    let sources: SourceSet
    let schemaSources: [Source]
    let documents: [HostDocument]

    /// Rules left out here while fragment-local variables are invisible to them.
    static let deferredRules: Set<String> = [
        "NoUndefinedVariablesRule", "NoUnusedVariablesRule", "VariablesInAllowedPositionRule", "KnownArgumentNamesRule",
    ]

    struct Loaded {
        var schema: Schema?
        var extensions: [Document] = []
        var definitions: [Definition] = []
        var diagnostics: [Diagnostic] = []

        func context(identity: BatonConfig.Identity?) -> TransformContext? {
            schema.map { TransformContext(schema: $0, identity: identity, client: ClientSchema(extensions: extensions)) }
        }
    }

    func load() -> Loaded {
        var loaded = Loaded()
        var schemaDocuments: [Document] = []
        for source in schemaSources {
            do { schemaDocuments.append(try parse(source)) } catch { loaded.diagnostics.append(diagnostic(error, source)) }
        }
        loaded.extensions = Array(schemaDocuments.dropFirst())
        for document in documents {
            do {
                let parsed = try parse(document.source)
                if let problem = MarkerRule.check(parsed, in: document) {
                    loaded.diagnostics.append(problem)
                    continue
                }
                loaded.definitions += parsed.definitions
            } catch {
                loaded.diagnostics.append(diagnostic(error, document.source))
            }
        }
        guard loaded.diagnostics.isEmpty else { return loaded }
        do {
            let schema = try buildSchema(schemaDocuments + [Self.missingDirectives(in: schemaDocuments)])
            loaded.diagnostics += schema.warnings.map { sources.diagnostic(for: $0, severity: .warning) }
            loaded.schema = schema
        } catch let errors as GraphQLErrors {
            loaded.diagnostics += errors.errors.map { sources.diagnostic(for: $0) }
            return loaded
        } catch {
            loaded.diagnostics.append(diagnostic(error, schemaSources.first))
            return loaded
        }
        if let schema = loaded.schema {
            let rules = RuleSet.relay.rules.filter { !Self.deferredRules.contains($0.name) }
            for error in validate(schema: schema, document: Document(definitions: loaded.definitions), rules: rules) {
                loaded.diagnostics.append(sources.diagnostic(for: error))
            }
        }
        return loaded
    }

    /// Baton's directive SDL, less the directives and types the schema declares itself.
    static func missingDirectives(in documents: [Document]) -> Document {
        var declared: Set<String> = []
        for document in documents {
            for definition in document.definitions {
                switch definition {
                case .directive(let directive): declared.insert("@" + directive.name.value)
                case .type(let type) where !type.isExtension: declared.insert(type.name.value)
                default: break
                }
            }
        }
        let deferSDL = "directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT"
        let text = RelayDirectives.sdl + "\n" + RelayDirectives.schemaSDL + "\n" + deferSDL
        let extra = (try? parse(text)) ?? Document(definitions: [])
        return Document(definitions: extra.definitions.filter { definition in
            switch definition {
            case .directive(let directive): !declared.contains("@" + directive.name.value)
            case .type(let type): !declared.contains(type.name.value)
            default: true
            }
        })
    }

    private func diagnostic(_ error: any Error, _ source: Source?) -> Diagnostic {
        if let error = error as? GraphQLError { return sources.diagnostic(for: error) }
        return Diagnostic(severity: .error, message: "\(error)", path: source?.name ?? "<unknown>",
                          position: SourcePosition(line: 1, column: 1))
    }
}
