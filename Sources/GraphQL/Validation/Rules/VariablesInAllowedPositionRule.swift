/// Every variable is used only where its type (and default) fits the type expected there.
public struct VariablesInAllowedPositionRule: ValidationRule {
    public static let name = "VariablesInAllowedPositionRule"
    public init() {}
    public func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }

    private final class Visitor: ValidationVisitor {
        let context: ValidationContext
        let events: ValidationEvents = .document
        init(_ context: ValidationContext) { self.context = context }

        func leaveDocument(_ document: Document) {
            for (index, definition) in document.definitions.enumerated() {
                if case .fragment(let fragment) = definition { checkOwnVariables(of: fragment, at: index) }
                guard case .operation(let operation) = definition else { continue }
                var definitions: [String: VariableDefinition] = [:]
                for variable in operation.variableDefinitions { definitions[variable.variable.name.value] = variable }
                // GraphQL.js reports these as it leaves the operation.
                let position = context.endPosition(ofDefinitionAt: index)
                for usage in context.recursiveVariableUsages(ofDefinitionAt: index) {
                    check(usage, definitions, position)
                }
                if context.isAborted { return }
            }
        }

        /// A fragment's own variables (``ValidationOptions/fragmentVariables``) against their usages in it.
        private func checkOwnVariables(of fragment: FragmentDefinition, at index: Int) {
            let own = context.options.fragmentVariables[fragment.name.value] ?? []
            guard !own.isEmpty else { return }
            var definitions: [String: VariableDefinition] = [:]
            for variable in own { definitions[variable.variable.name.value] = variable }
            let position = context.endPosition(ofDefinitionAt: index)
            for usage in context.fragmentVariableUsages(inDefinitionAt: index) { check(usage, definitions, position) }
        }

        private func check(_ usage: VariableUsage, _ definitions: [String: VariableDefinition], _ position: Int) {
            let name = usage.variable.name.value
            guard let definition = definitions[name], let expected = usage.type,
                  let variableType = context.typeReference(definition.type) else { return }
            if !allowed(variableType, definition.defaultValue, expected, usage.defaultValue) {
                context.report(GraphQLError("Variable '$\(name)' of type '\(variableType)' used in position expecting type "
                                            + "'\(expected)'.", locations: [definition.loc, usage.variable.loc]),
                               at: position)
            }
            if case .named(let parentName) = usage.parentType, let parent = context.schema.type(named: parentName),
               parent.kind == .inputObject, parent.isOneOf, !variableType.isNonNull {
                context.report(GraphQLError("Variable '$\(name)' is of type '\(variableType)' but must be non-nullable to be"
                                            + " used for OneOf Input Object '\(parent.name)'.",
                                            locations: [definition.loc, usage.variable.loc]), at: position)
            }
        }

        /// A nullable variable may fill a non-null position when it or the position has a
        /// default (GraphQL.js `allowedVariableUsage`).
        private func allowed(_ variableType: TypeReference, _ variableDefault: Value?, _ expected: TypeReference,
                             _ expectedDefault: Value?) -> Bool {
            if case .nonNull(let inner) = expected, !variableType.isNonNull {
                var hasVariableDefault = variableDefault != nil
                if case .null = variableDefault { hasVariableDefault = false }
                guard hasVariableDefault || expectedDefault != nil else { return false }
                return fits(variableType, inner)
            }
            return fits(variableType, expected)
        }

        /// GraphQL.js's subtype rule, and a named type standing in for another where the
        /// options allow it (``ValidationOptions/variableTypeStandIns``).
        private func fits(_ sub: TypeReference, _ sup: TypeReference) -> Bool {
            if context.schema.isSubType(sub, of: sup) { return true }
            let standIns = context.options.variableTypeStandIns
            guard !standIns.isEmpty else { return false }
            switch (sub, sup) {
            case (.nonNull(let a), .nonNull(let b)), (.list(let a), .list(let b)): return fits(a, b)
            case (.nonNull(let a), _): return fits(a, sup)
            case (.named(let a), .named(let b)): return standIns[a]?.contains(b) == true
            default: return false
            }
        }
    }
}
