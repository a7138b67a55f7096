import GraphQL

/// What the server never sees: client fields
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

    /// The operation as the server sees it (after ``serverFragments(_:)`` has found the
    /// fragments left empty), flattened again now that client directives are gone.
    func serverOperation(_ operation: OperationDefinition) -> OperationDefinition {
        var server = operation
        let type = context.schema.rootType(operation.operation)
        server.selectionSet.selections = Flatten(context: context).apply(apply(operation.selectionSet.selections, on: type),
                                                                         on: type)
        server.directives = Self.serverDirectives(operation.directives)
        return server
    }

    /// The fragments as the server sees them, by name; fragments on client types and
    /// fragments left empty are not among them.
    ///
    /// A fragment of client fields only is left empty, and then so is a spread of it, which
    /// may empty another fragment: only the fragments spreading a newly empty one are
    /// stripped again, so a long chain costs one pass per link.
    mutating func serverFragments(_ fragments: [FragmentDefinition]) -> [String: FragmentDefinition] {
        var byName: [String: FragmentDefinition] = [:]
        var dependents: [String: [FragmentDefinition]] = [:]
        for fragment in fragments where !context.client.types.contains(fragment.typeCondition.name.value) {
            byName[fragment.name.value] = server(fragment)
            for spread in Set(OperationText.spreads(in: fragment.selectionSet.selections)) {
                dependents[spread, default: []].append(fragment)
            }
        }
        var pending = byName.values.filter { $0.selectionSet.selections.isEmpty }.map(\.name.value)
        emptyFragments = Set(pending)
        while let empty = pending.popLast() {
            for dependent in dependents[empty] ?? [] where !emptyFragments.contains(dependent.name.value) {
                let again = server(dependent)
                byName[dependent.name.value] = again
                if again.selectionSet.selections.isEmpty {
                    emptyFragments.insert(dependent.name.value)
                    pending.append(dependent.name.value)
                }
            }
        }
        return byName.filter { !emptyFragments.contains($0.key) }
    }

    private func server(_ fragment: FragmentDefinition) -> FragmentDefinition {
        var fragment = fragment
        let type = context.type(fragment.typeCondition.name.value)
        fragment.selectionSet.selections = Flatten(context: context).apply(apply(fragment.selectionSet.selections, on: type),
                                                                           on: type)
        fragment.directives = Self.serverDirectives(fragment.directives)
        return fragment
    }
}
