import GraphQL

/// A `@refetchable` fragment's generated query as the fragment's lenses use it:
/// the fragment's lens gets `refetch(…)`, a connection inside it pages with the query, and
/// the query conforms to `RefetchQuery` with the plan the runtime sends it by.
struct RefetchLens {
    /// The generated query's name.
    let queryName: String
    /// The fragment's `@argumentDefinitions`, in order: `refetch(…)`'s parameters.
    let arguments: [(name: String, type: TypeReference)]

    /// The fragment's refetch facts; nil when it is not `@refetchable` (or has no route).
    init?(_ fragment: FragmentDefinition, input: EmitInput) {
        guard let query = input.operations.first(where: { $0.refetchableFragment == fragment.name.value })
        else { return nil }
        queryName = query.name
        arguments = FragmentArguments.definitions(of: fragment).compactMap { definition in
            definition.type.map { (definition.name, TypeReference($0)) }
        }
    }
}

/// Writes `refetch(…)` and the generated query's `refetchPlan`.
struct RefetchEmitter {
    let types: SwiftTypes

    /// `refetch(…)` on the lens `lensName`: one optional parameter per fragment argument.
    func method(_ refetch: RefetchLens, lensName: String, indent: String) -> [String] {
        let parameters = refetch.arguments.map { argument in
            SwiftNames.identifier(argument.name) + ": " + types.input(Self.optional(argument.type)) + " = nil"
        }
        let values = refetch.arguments.map { argument in
            SwiftNames.literal(argument.name) + ": " + SwiftNames.identifier(argument.name) + ".map { "
                + types.variableExpression("$0", .nonNull(Self.optional(argument.type))) + " }"
        }
        return [indent + "/// Fetches this fragment again with new argument values (nil keeps the current one; a",
                indent + "/// connection starts over from its first page) and returns the lens that reads under them.",
                indent + "@MainActor public func refetch(" + parameters.joined(separator: ", ") + ") async throws -> "
                    + lensName + " {",
                indent + "    " + lensName + "(anchor: try await anchor.refetch(" + refetch.queryName + ".self, ["
                    + (values.isEmpty ? ":" : values.joined(separator: ", ")) + "]))",
                indent + "}"]
    }

    /// `type` without its outer non-null: every parameter of `refetch(…)` may be left out.
    private static func optional(_ type: TypeReference) -> TypeReference {
        if case .nonNull(let inner) = type { return inner }
        return type
    }

    /// The generated query's conformance: its variables and defaults, where the origin
    /// record's id goes, and the connections' cursor variables of `fragment`.
    func plan(_ compiled: CompiledOperation, fragment: FragmentDefinition) -> [String] {
        let names = compiled.variables.map { SwiftNames.literal($0.variable.name.value) }
        let defaults = compiled.variables.compactMap { variable in
            variable.defaultValue.map { SwiftNames.literal(variable.variable.name.value) + ": " + OperationEmitter.json($0) }
        }
        var arguments = ["variables: [" + names.joined(separator: ", ") + "]"]
        if !defaults.isEmpty { arguments.append("defaults: [" + defaults.joined(separator: ", ") + "]") }
        if let idField = Self.idField(compiled) {
            arguments += ["idVariable: \"id\"", "idField: " + SwiftNames.literal(idField)]
        }
        let cursors = Self.cursors(fragment.selectionSet, depth: 0)
        if !cursors.isEmpty { arguments.append("cursors: [" + cursors.map(SwiftNames.literal).joined(separator: ", ") + "]") }
        return LineFence.fence([
            "nonisolated extension " + compiled.name + ": RefetchQuery {",
            "    @_spi(Generated) public static let refetchPlan = RefetchPlan(" + arguments.joined(separator: ", ") + ")",
            "}"])
    }

    /// The field of the origin record the query's root field takes as `$id` (`node(id: $id)`,
    /// `fetch__T(f: $id)`); nil for a fragment on `Query` or `Viewer`.
    private static func idField(_ compiled: CompiledOperation) -> String? {
        for case .field(let field) in compiled.operation.selectionSet.selections {
            for argument in field.arguments {
                if case .variable(let variable) = argument.value, variable.name.value == "id" { return argument.name.value }
            }
        }
        return nil
    }

    /// The `after`/`before` variables of the `@connection` fields in `set`.
    private static func cursors(_ set: SelectionSet, depth: Int) -> [String] {
        guard depth < LensEmitter.maxDepth else { return [] }
        var found: [String] = []
        for selection in set.selections {
            switch selection {
            case .field(let field):
                if directive("connection", in: field.directives) != nil {
                    for argument in field.arguments where ["after", "before"].contains(argument.name.value) {
                        if case .variable(let variable) = argument.value { found.append(variable.name.value) }
                    }
                }
                if let child = field.selectionSet { found += cursors(child, depth: depth + 1) }
            case .inlineFragment(let inline): found += cursors(inline.selectionSet, depth: depth + 1)
            case .fragmentSpread: continue
            }
        }
        return found
    }
}
