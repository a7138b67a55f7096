import GraphQL

/// The directives a Baton compilation adds to the target's schema, and the Relay directives
/// it knows only to refuse them.
public enum RelayDirectiveSet {
    /// Relay directives that parse but mean nothing in Baton. They
    /// are declared at every executable place with free arguments, so the one error a use gets
    /// is the placement check's "has no meaning in Baton".
    public static let refused: [String] = [
        "relay", "stream", "stream_connection", "match", "module", "updatable", "assignable",
        "preloadable", "raw_response_type", "no_inline", "relay_test_operation", "relay_client_component",
        "waterfall", "live", "fb_actor_change", "DEPRECATED__relay_ignore_unused_variables_error",
    ]

    /// Directives whose argument names the document chooses.
    public static var freeArgumentDirectives: Set<String> {
        RelayDirectives.freeFormArguments.union(refused)
    }

    /// `@defer` for schemas that do not declare it (Baton keeps it in the text).
    static let deferSDL = "directive @defer(label: String, if: Boolean = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT"

    /// Directives whose meaning Baton defines, so a schema's own declaration is replaced: `@defer`
    /// takes an optional label because the compiler always prints one.
    static let replaced: Set<String> = ["defer"]

    /// `documents` without their declarations of the ``replaced`` directives. A document that
    /// declares none is kept as it is: filtering copies every definition (a schema's thousands).
    public static func withoutReplaced(_ documents: [Document]) -> [Document] {
        documents.map { document in
            guard document.definitions.contains(where: isReplaced) else { return document }
            return Document(definitions: document.definitions.filter { !isReplaced($0) }, loc: document.loc)
        }
    }

    private static func isReplaced(_ definition: Definition) -> Bool {
        if case .directive(let d) = definition { replaced.contains(d.name.value) } else { false }
    }

    /// An executable directive's definition moved to every executable place.
    private static func everywhere(_ definition: Definition) -> Definition {
        guard case .directive(var directive) = definition,
              directive.locations.contains(where: { executablePlaces.contains($0.value) }) else { return definition }
        directive.locations = executablePlaces.map { Name($0, loc: directive.name.loc) }
        return .directive(directive)
    }

    /// SDL declaring the refused directives.
    static var refusedSDL: String {
        let places = "QUERY | MUTATION | SUBSCRIPTION | FIELD | FRAGMENT_DEFINITION | FRAGMENT_SPREAD | INLINE_FRAGMENT"
            + " | VARIABLE_DEFINITION"
        return refused.map { "directive @\($0) repeatable on \(places)" }.joined(separator: "\n")
    }

    /// Every place in an executable document.
    static let executablePlaces = ["QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION", "FRAGMENT_SPREAD",
                                   "INLINE_FRAGMENT", "VARIABLE_DEFINITION"]

    /// The definitions to add to a schema made of `documents`: Baton's and Relay's directives
    /// (and the enums they use) that the schema does not declare itself. Their locations start at
    /// `baseOffset`, outside every source of the compilation. Each executable directive is
    /// declared at every executable place, so the GraphQL specification's `KnownDirectivesRule`
    /// stays silent and a misplaced one gets ``DirectivePlacementRule``'s message naming what
    /// the place takes.
    public static func additions(to documents: [Document], baseOffset: Int) -> Document {
        let text = [RelayDirectives.sdl, RelayDirectives.schemaSDL, deferSDL, refusedSDL].joined(separator: "\n")
        guard let parsed = try? parse(Source(text, name: "<Baton directives>", baseOffset: baseOffset)) else {
            return Document(definitions: [])
        }
        // Only the additions' own names are looked for in the documents: a set of every name
        // a schema declares (GitHub's: 3,200) cost more than the rest of this.
        let offered = Set(parsed.definitions.compactMap(declaredName))
        var declared: Set<String> = []
        for document in documents {
            // In place: `for definition in` copied each definition of the schema first.
            document.definitions.withUnsafeBufferPointer { definitions in
                for index in definitions.indices {
                    if let name = declaredName(definitions[index]), offered.contains(name) { declared.insert(name) }
                }
            }
        }
        let kept = parsed.definitions.filter { definition in
            declaredName(definition).map { !declared.contains($0) } ?? true
        }
        return Document(definitions: kept.map(everywhere))
    }

    /// What a definition declares, as ``additions(to:baseOffset:)`` compares them: `@name` for
    /// a directive, the name for a type; nil for anything else.
    private static func declaredName(_ definition: Definition) -> String? {
        switch definition {
        case .directive(let d): "@" + d.name.value
        case .type(let t): t.name.value
        default: nil
        }
    }
}
