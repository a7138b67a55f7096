import GraphQL

/// Lookups, connections, edits and the operation's constants.
extension PlanBuilder {
    /// The `baton.json` lookup of a query root field, with its key pieces from the arguments.
    mutating func lookup(_ field: Field) -> LookupModel? {
        let coordinate = facts.rootTypeName(.query) + "." + field.name.value
        guard let entry = input.config.lookups.first(where: { $0.field == coordinate }) else { return nil }
        var pieces: [[KeyPieceText]] = []
        for name in entry.arguments {
            guard let value = field.arguments.first(where: { $0.name.value == name })?.value else { return nil }
            switch value {
            case .variable(let variable): pieces.append([.variable(variable.name.value)])
            case .string(let string): pieces.append([.literal(string.value)])
            case .int(let text, _), .enumValue(let text, _): pieces.append([.literal(text)])
            default: return nil
            }
        }
        if let type = entry.type {
            noteType(type)
            return LookupModel(type: type, keyedSet: nil, arguments: pieces)
        }
        guard let returned = facts.field(field.name.value, on: facts.rootTypeName(.query))?.type.namedType else {
            return nil
        }
        noteKeyed(returned)
        return LookupModel(type: nil, keyedSet: returned, arguments: pieces)
    }

    /// `@connection(key:filters:)`: the handle key and the cursor pieces.
    func connection(_ field: Field) -> ConnectionModel? {
        guard let handleKey = Self.connectionHandle(field) else { return nil }
        // A cursor written as `null` is absent: it must not pick the append or prepend mode.
        func pieces(_ name: String) -> [KeyPieceText]? {
            guard let value = field.arguments.first(where: { $0.name.value == name })?.value else { return nil }
            if case .null = value { return nil }
            return KeyValueRenderer.pieces(value)
        }
        return ConnectionModel(handleKey: handleKey, after: pieces("after"), before: pieces("before"))
    }

    /// The handle key of a `@connection` field, `__<key>_connection(filters)`: the filters are
    /// the given `filters`, else every argument but the pagination ones (Relay's rule).
    static func connectionHandle(_ field: Field) -> FieldStorageKey? {
        guard let connection = directive("connection", in: field.directives),
              case .string(let key)? = argument("key", of: connection) else { return nil }
        let pagination: Set<String> = ["first", "last", "after", "before"]
        var filterNames: [String]?
        if case .list(let names, _)? = argument("filters", of: connection) {
            filterNames = names.compactMap { if case .string(let s) = $0 { s.value } else { nil } }
        }
        let filters = field.arguments.filter { argument in
            filterNames.map { $0.contains(argument.name.value) } ?? !pagination.contains(argument.name.value)
        }
        return StorageKeyBuilder.connectionHandle(key: key.value, filters: filters.map { ($0.name.value, $0.value) })
    }

    /// An edge directive on a payload field.
    mutating func edit(_ directives: [Directive]) -> EditModel? {
        let names = ["appendEdge", "prependEdge", "appendNode", "prependNode", "deleteEdge", "deleteRecord"]
        guard let found = directives.first(where: { names.contains($0.name.value) }) else { return nil }
        let connections = argument("connections", of: found).map(KeyValueRenderer.pieces) ?? []
        var edgeType: String?
        if case .string(let name)? = argument("edgeTypeName", of: found) {
            edgeType = name.value
            noteType(name.value)
        }
        return EditModel(directive: found.name.value, connections: connections, edgeType: edgeType)
    }

    /// The operation's constants.
    func constants() -> PlanConstants {
        let operation = normalized.operation
        let persisted = normalized.id
        var expiration: Int?
        if let found = directive("cacheExpiration", in: operation.directives),
           case .int(let text, _)? = argument("seconds", of: found) {
            expiration = Int(text)
        }
        let behavior: String? = switch input.config.onError {
        case .propagate?: "propagate"
        case .null?: "null"
        // The runtime spells Relay's ABORT as HALT (the onError proposal's later name).
        case .abort?: "halt"
        case nil: nil
        }
        let root = facts.rootTypeName(operation.operation)
        let transient = operation.selectionSet.selections.compactMap { selection -> String? in
            guard case .field(let field) = selection,
                  input.config.transient.fields.contains(root + "." + field.name.value) else { return nil }
            return field.name.value
        }
        return PlanConstants(
            name: normalized.name, kind: operation.operation.rawValue,
            text: persisted == nil ? normalized.text : nil, id: persisted, errorBehavior: behavior,
            cacheExpiration: expiration, hasDeferred: hasDeferred(),
            throwsOnFieldError: directive("throwOnFieldError", in: operation.directives) != nil,
            bubbles: Self.bubbles(operation.selectionSet), transient: transient,
            hasTransientTypes: !input.config.transient.types.isEmpty)
    }

    private func hasDeferred() -> Bool {
        var stack = [normalized.operation.selectionSet] + normalized.fragments.map(\.selectionSet)
        while let set = stack.popLast() {
            for selection in set.selections {
                if directive("defer", in: selection.directives) != nil { return true }
                switch selection {
                case .field(let f): if let s = f.selectionSet { stack.append(s) }
                case .inlineFragment(let i): stack.append(i.selectionSet)
                case .fragmentSpread: break
                }
            }
        }
        return false
    }

    /// Whether a `@required(NONE|LOG)` in the operation's own selection bubbles to the root:
    /// a required root field, or a required field whose every enclosing field is required too.
    static func bubbles(_ set: SelectionSet) -> Bool {
        var stack = set.selections
        while let selection = stack.popLast() {
            switch selection {
            case .inlineFragment(let inline): stack += inline.selectionSet.selections
            case .fragmentSpread: continue
            case .field(let field):
                guard let required = directive("required", in: field.directives) else { continue }
                if case .enumValue("THROW", _)? = argument("action", of: required) { continue }
                return true
            }
        }
        return false
    }
}
