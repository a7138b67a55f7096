import GraphQL

/// Writes an operation value: stored variables and a memberwise
/// init, `Hashable` by them, `name`, `document`, `variables`, the nested `Data` lens and
/// the SPI `plan`.
struct OperationEmitter {
    let facts: SchemaFacts
    let symbols: SharedSymbols
    let types: SwiftTypes
    let lenses: LensEmitter
    let input: EmitInput

    /// The protocol an operation kind conforms to (each shares its name with its marker macro).
    static func conformance(_ kind: OperationType) -> String {
        switch kind {
        case .query: "Query"
        case .mutation: "Mutation"
        case .subscription: "Subscription"
        }
    }

    /// The view holder's type a query or subscription value carries; none for a mutation.
    static func holder(_ kind: OperationType) -> String? {
        switch kind {
        case .query: "QueryHolder"
        case .mutation: nil
        case .subscription: "SubscriptionHolder"
        }
    }

    /// Members an operation value declares itself: a variable so named takes an underscore.
    static let ownMembers: Set<String> = ["variables", "optimistic"]
    /// Members a query or subscription value also has: its holder and what a view reads through it.
    static let viewMembers: Set<String> = ["holder", "phase", "fetch", "isRefreshing", "isStale", "fetchTime",
                                           "refetch", "retry"]

    /// A variable's stored property name in an operation of `kind`.
    static func propertyName(_ variable: String, kind: OperationType) -> String {
        let taken = ownMembers.contains(variable) || (kind != .mutation && viewMembers.contains(variable))
        return SwiftNames.identifier(taken ? variable + "_" : variable)
    }

    /// The operation value, its plan, and for a mutation its action.
    func emit(_ compiled: CompiledOperation, authored: OperationDefinition?) -> [String] {
        let name = compiled.name
        let variables = compiled.variables
        var lines = ["/// `" + SwiftNames.commentLine(compiled.text) + "`"]
        lines.append("nonisolated public struct " + name + ": " + Self.conformance(compiled.kind) + " {")
        for variable in variables {
            lines.append("    public var " + Self.propertyName(variable.variable.name.value, kind: compiled.kind) + ": "
                         + types.input(TypeReference(variable.type)))
        }
        if let holder = Self.holder(compiled.kind) {
            lines.append("    /// The view that holds this value (set by its marker); nil for a value made by hand.")
            lines.append("    @_spi(Generated) public var holder: " + holder + "<" + name + ">?")
        }
        if !variables.isEmpty || Self.holder(compiled.kind) != nil { lines.append("") }
        lines += initializer(variables, kind: compiled.kind).map { "    " + $0 }
        lines.append("")
        lines.append("    public static let name = " + SwiftNames.literal(name))
        lines.append("    public static let document = " + document(compiled))
        lines.append("")
        lines += variablesProperty(variables, kind: compiled.kind).map { "    " + $0 }
        lines.append("")
        let root = facts.rootTypeName(compiled.kind)
        // A generated (refetch) query shows its spread only, not the fields transforms inserted.
        let sets = [authored?.selectionSet ?? GeneratedQuerySelection.spreadPaths(compiled.operation.selectionSet)]
        var rootLenses = lenses
        if authored == nil { rootLenses.spreadNames = compiled.authoredNames }
        rootLenses.strict = directive("throwOnFieldError", in: compiled.operation.directives) != nil
        // A `@required` field that bubbles to the root fails the phase with the path of its first null.
        rootLenses.reportsMissingRequired = true
        let data = rootLenses.build("Data", on: root, sets: sets, doc: ["The operation's root."], indent: "    ")
        lines += LineFence.fence(data.lines)
        lenses.recorder?.operation(name, data.accessors)
        lines.append("}")
        lines.append("")
        let plan = CompilePhases.measure(.plan) {
            var builder = PlanBuilder(input: input, operation: compiled)
            return builder.build()
        }
        lines += SwiftPlanText(symbols: symbols).extensionText(operation: name, plan: plan)
        return lines
    }

    private func initializer(_ variables: [VariableDefinition], kind: OperationType) -> [String] {
        let parameters = variables.map { variable -> String in
            let type = types.input(TypeReference(variable.type))
            let name = variable.variable.name.value
            return Self.propertyName(name, kind: kind) + ": " + type + (type.hasSuffix("?") ? " = nil" : "")
        }
        var lines = ["public init(" + parameters.joined(separator: ", ") + ") {"]
        for variable in variables {
            let name = variable.variable.name.value
            let property = Self.propertyName(name, kind: kind)
            lines.append("    self." + property + " = " + property)
        }
        if variables.isEmpty { return ["public init() {}"] }
        lines.append("}")
        return lines
    }

    /// A constant GraphQL value as a Swift `JSONValue` expression (bounded like every value walk).
    static func json(_ value: Value, depth: Int = 0) -> String {
        guard depth < KeyValueRenderer.maxDepth else { return ".null" }
        switch value {
        case .variable, .null: return ".null"
        case .int(let text, _): return Int64(text).map { ".int(\($0))" } ?? ".null"
        case .float(let text, _): return Double(text).map { ".float(\($0))" } ?? ".null"
        case .string(let string): return ".string(" + SwiftNames.literal(string.value) + ")"
        case .boolean(let flag, _): return ".bool(\(flag))"
        case .enumValue(let name, _): return ".string(" + SwiftNames.literal(name) + ")"
        case .list(let items, _): return ".list([" + items.map { json($0, depth: depth + 1) }.joined(separator: ", ") + "])"
        case .object(let fields, _):
            if fields.isEmpty { return ".object([])" }
            return ".object([" + fields.map { "(" + SwiftNames.literal($0.name.value) + ", " + json($0.value, depth: depth + 1) + ")" }
                .joined(separator: ", ") + "])"
        }
    }

    private func document(_ compiled: CompiledOperation) -> String {
        if let id = compiled.id { return "OperationDocument.id(" + SwiftNames.literal(id) + ")" }
        return "OperationDocument.text(" + SwiftNames.literal(compiled.text) + ")"
    }

    /// Every declared variable is sent: one left nil takes its declared default, else is
    /// sent as `null` (as Relay sends it), so the request, the root key and the keys rendered
    /// from variables all say the same thing.
    private func variablesProperty(_ variables: [VariableDefinition], kind: OperationType) -> [String] {
        guard !variables.isEmpty else { return ["public var variables: Variables { Variables() }"] }
        var lines = ["public var variables: Variables {", "    var out = Variables()"]
        for variable in variables {
            let name = variable.variable.name.value
            let type = TypeReference(variable.type)
            let value = "self." + Self.propertyName(name, kind: kind)
            var expression = type.isNonNull
                ? types.variableExpression(value, type)
                : value + ".map { " + types.variableExpression("$0", .nonNull(type)) + " }"
            // A variable left nil takes its declared default, so keys render as the server reads them.
            if !type.isNonNull { expression += " ?? " + (variable.defaultValue.map { Self.json($0) } ?? ".null") }
            lines.append("    out[" + SwiftNames.literal(name) + "] = " + expression)
        }
        lines += ["    return out", "}"]
        return lines
    }
}
