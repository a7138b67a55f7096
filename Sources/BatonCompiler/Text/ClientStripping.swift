import GraphQL

/// What the server never sees (SPEC §4.2 "Stripped from the server text"): client fields
/// and selections on client types, client directives, and — once those are gone — sets left
/// empty and variables nothing uses any more (`$connections`).
struct ClientStripping {
    let context: TransformContext
    /// The type each fragment is on, by the name the text uses.
    let fragmentTypes: [String: String]
    /// Fragments left with no selection: spreads of them go too.
    var emptyFragments: Set<String> = []

    /// Relay's and Baton's directives, which only the compiler and the runtime read.
    /// `@include`, `@skip` and `@defer` stay, as does any directive the schema declares for
    /// its server.
    static let clientDirectives: Set<String> = [
        "argumentDefinitions", "arguments", "refetchable", "inline", "throwOnFieldError", "cacheExpiration",
        "required", "catch", "alias", "connection", "appendEdge", "prependEdge", "appendNode", "prependNode",
        "deleteEdge", "deleteRecord", "relay", "raw_response_type", "preloadable", "updatable", "assignable",
        "match", "module", "waterfall", "semanticNonNull",
    ]

    /// The selections without client fields, client-typed selections and client directives.
    func apply(_ selections: [Selection], on type: SchemaType?) -> [Selection] {
        SelectionWalk(context: context) { selections, type, _ in
            selections.compactMap { keep($0, in: type) }
        }.run(selections, on: type)
    }

    /// Directives without the client ones.
    static func serverDirectives(_ directives: [Directive]) -> [Directive] {
        directives.filter { !clientDirectives.contains($0.name.value) }
    }

    private func keep(_ selection: Selection, in type: SchemaType?) -> Selection? {
        switch selection {
        case .field(let field):
            if let type, context.client.isClientField(field.name.value, on: type.name) { return nil }
            if let set = field.selectionSet, set.selections.isEmpty { return nil }
        case .inlineFragment(let inline):
            if let condition = inline.typeCondition, context.client.types.contains(condition.name.value) { return nil }
            if inline.selectionSet.selections.isEmpty { return nil }
        case .fragmentSpread(let spread):
            if let on = fragmentTypes[spread.name.value], context.client.types.contains(on) { return nil }
            if emptyFragments.contains(spread.name.value) { return nil }
        }
        return Syntax.with(selection, directives: Self.serverDirectives(selection.directives))
    }
}
